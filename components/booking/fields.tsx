/**
 * The booking flow's fields, built on the form kit (components/forms/: the field wrapper with its label,
 * hint and error tied to the control, the required asterisk, rules §validation) in the booking look: text,
 * textarea, select, checkbox, the name pair, the phone with its country code, and the error summary that
 * takes focus on a failed submit.
 */
import { forwardRef, useMemo, type ReactNode } from 'react';
import { ltr, stripIsolates } from '../../lib/bidi.ts';
import { LIMITS } from '../../lib/limits.ts';
import { inNameOrder } from '../../lib/personName.ts';
import type { UiLang } from '../../lib/locales.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { Field, FieldError, FieldGroup, fieldAria, RequiredMark } from '../forms/Field.tsx';
import type { ErrorText } from '../../lib/forms/validation.ts';
import { PHONE_CODES, splitPhonePrefix } from '../../lib/booking/payload.ts';

/** The DOM id of a field, from its form and its schema path (`booking-contact-contact.email` is fine in an id). */
export const fieldId = (form: string, path: string) => `${form}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ErrorText;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  min?: string | number;
  max?: string | number;
  lang?: string;
  className?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  autoComplete,
  hint,
  placeholder,
  inputMode,
  min,
  max,
  lang,
  className,
}: TextFieldProps) {
  return (
    <Field
      look="booking"
      id={id}
      label={label}
      error={error}
      required={required}
      empty={!value}
      hint={hint}
      className={className}
    >
      {(control) => (
        <input
          name={id}
          type={type}
          {...control}
          value={value}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          min={min}
          max={max}
          lang={lang}
          // An e-mail address or a phone number is written left to right, in an Arabic form too.
          dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
          maxLength={
            type === 'email'
              ? LIMITS.emailMaxLength
              : type === 'text' || type === 'tel'
                ? LIMITS.textInputMaxLength
                : undefined
          }
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ id, label, value, onChange, error, hint }: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  return (
    <Field
      look="booking"
      id={id}
      label={label}
      error={error}
      empty={!value}
      hint={hint}
      after={
        <p className="booking-field__count" aria-hidden="true">
          {t('booking.form.charactersLeft', { count: LIMITS.textareaMaxLength - value.length })}
        </p>
      }
    >
      {(control) => (
        <textarea
          {...control}
          name={id}
          value={value}
          rows={LIMITS.textareaRows}
          cols={LIMITS.textareaCols}
          maxLength={LIMITS.textareaMaxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: ErrorText;
  required?: boolean;
  autoComplete?: string;
  /** A first, empty choice ("Choose…"), for optional selects. */
  placeholder?: string;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  required,
  autoComplete,
  placeholder,
}: SelectFieldProps) {
  return (
    <Field look="booking" id={id} label={label} error={error} required={required} empty={!value}>
      {(control) => (
        <select
          {...control}
          name={id}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  required,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ErrorText;
  required?: boolean;
}) {
  return (
    <div className="booking-field booking-field--check">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        required={required}
        className="booking-check"
        onChange={(event) => onChange(event.currentTarget.checked)}
        {...fieldAria(id, error)}
      />
      <label htmlFor={id} className="booking-field__label">
        {label}
        {required && <RequiredMark look="booking" />}
      </label>
      <FieldError look="booking" id={id} error={error} />
    </div>
  );
}

interface NamePart {
  id: string;
  label: string;
  value: string;
  error?: ErrorText;
  onChange: (value: string) => void;
}

/**
 * A required given name and family name side by side, in the order the page's language writes a name
 * (lib/personName.ts: family name first in Japanese and Korean). `autoComplete` when they are the visitor's own.
 */
export function NameFields({
  given,
  family,
  autoComplete,
}: {
  given: NamePart;
  family: NamePart;
  autoComplete?: boolean;
}) {
  const lang = useUiLang();
  return (
    <div className="booking-row">
      {inNameOrder(lang, {
        given: <TextField key="given" {...given} required autoComplete={autoComplete ? 'given-name' : undefined} />,
        family: <TextField key="family" {...family} required autoComplete={autoComplete ? 'family-name' : undefined} />,
      })}
    </div>
  );
}

/** The phone codes' options per language, worked out once: some 200 region names, sorted. */
const phoneCodeOptionsByLang = new Map<UiLang, { value: string; label: string }[]>();

/** Options for a phone code select, each "Italy (+39)" in the language the flow speaks. */
function phoneCodeOptions(lang: UiLang): { value: string; label: string }[] {
  const known = phoneCodeOptionsByLang.get(lang);
  if (known) return known;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = undefined;
  }
  // One collator for the whole sort: `localeCompare` with a language makes one for every comparison.
  const { compare } = new Intl.Collator(lang);
  const options = PHONE_CODES.map(({ code, region }) => ({
    value: code,
    // The code isolated: in Arabic "(+1)" would read "(1+)" (lib/bidi.ts).
    label: `${names?.of(region) ?? region} (${ltr(`+${code}`)})`,
  }))
    .map((option) => ({ option, key: stripIsolates(option.label) }))
    .sort((a, b) => compare(a.key, b.key))
    .map(({ option }) => option);
  phoneCodeOptionsByLang.set(lang, options);
  return options;
}

interface PhoneFieldProps {
  id: string;
  code: string;
  number: string;
  onChange: (next: { code: string; number: string }) => void;
  codeError?: ErrorText;
  numberError?: ErrorText;
  /** Rules §waitlist: the phone's placeholder, +3900000000. */
  placeholder?: string;
}

/**
 * The phone with its country code (rules §bookings: phone with country code (default 39)). A number typed with its
 * prefix ("+39 055…") moves the prefix into the code select.
 */
export function PhoneField({ id, code, number, onChange, codeError, numberError, placeholder }: PhoneFieldProps) {
  const t = useT();
  const lang = useUiLang();
  const options = useMemo(() => phoneCodeOptions(lang), [lang]);
  const codeId = `${id}-code`;
  return (
    <FieldGroup
      look="booking"
      id={id}
      legend={t('booking.field.phone')}
      required
      error={numberError}
      className="booking-field booking-phone"
    >
      <div className="booking-phone__row">
        <div className="booking-phone__code">
          <label htmlFor={codeId} className="booking-field__sublabel">
            {t('booking.field.phoneCode')}
          </label>
          <select
            id={codeId}
            name={codeId}
            value={code}
            required
            autoComplete="tel-country-code"
            className="booking-input"
            onChange={(event) => onChange({ code: event.currentTarget.value, number })}
            {...fieldAria(codeId, codeError)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError look="booking" id={codeId} error={codeError} />
        </div>
        <div className="booking-phone__number">
          <label htmlFor={id} className="booking-field__sublabel">
            {t('booking.field.phoneNumber')}
          </label>
          <input
            id={id}
            name={id}
            type="tel"
            value={number}
            required
            autoComplete="tel-national"
            inputMode="tel"
            dir="ltr"
            placeholder={placeholder}
            maxLength={40}
            className="booking-input"
            {...fieldAria(id, numberError)}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              const split = splitPhonePrefix(
                typed,
                options.map((option) => option.value),
              );
              onChange(split ? { code: split.code, number: split.number } : { code, number: typed });
            }}
          />
        </div>
      </div>
    </FieldGroup>
  );
}

/**
 * The list of what is wrong, shown after a submit that found problems; it takes focus, and each entry leads
 * to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { entries: { id: string; label: string; error: ErrorText }[] }>(
  function ErrorSummary({ entries }, ref) {
    const t = useT();
    return (
      // biome-ignore lint/a11y/useSemanticElements: an error summary that takes focus, not a fieldset
      <div
        ref={ref}
        tabIndex={-1}
        className="booking-summary-errors"
        role="group"
        hidden={entries.length === 0}
        aria-labelledby={entries.length ? 'booking-errors-title' : undefined}
      >
        {entries.length > 0 && (
          <>
            <p id="booking-errors-title" className="booking-summary-errors__title">
              {t('booking.form.errorSummary', { count: entries.length })}
            </p>
            <ul>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(entry.id)?.focus();
                    }}
                  >
                    {entry.label}: {t(entry.error.key, entry.error.vars)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  },
);

export function RequiredNote() {
  const t = useT();
  return <p className="booking-note">{t('booking.form.requiredNote')}</p>;
}
