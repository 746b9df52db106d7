/**
 * The booking forms' building blocks: a labelled control with its error tied to it (aria-invalid,
 * aria-describedby), required fields marked with an asterisk (rules §validation: required fields marked with an
 * asterisk), the error summary that takes focus on a failed submit, the honeypot and the send button.
 */
import { forwardRef, useMemo, type ReactNode } from 'react';
import { LIMITS } from '../../lib/limits.ts';
import type { Lang } from '../../lib/sites.ts';
import { useLang, useT } from '../i18n.tsx';
import { PHONE_CODES, splitPhonePrefix } from './payload.ts';
import type { ErrorText } from './validation.ts';

/** The DOM id of a field, from its form and its schema path (`booking-contact-contact.email` is fine in an id). */
export const fieldId = (form: string, path: string) => `${form}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
const errorId = (id: string) => `${id}-error`;

export function ErrorLine({ id, error }: { id: string; error?: ErrorText }) {
  const t = useT();
  // Always in the page, so aria-describedby never points at nothing; empty it takes no room.
  return (
    <p id={errorId(id)} className="booking-field__error">
      {error ? t(error.key, error.vars) : ''}
    </p>
  );
}

/** aria-* for a control: invalid when it has an error, described by its hint and its error line. */
export function fieldAria(id: string, error: ErrorText | undefined, hint?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', errorId(id)].filter(Boolean).join(' '),
  } as const;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="booking-field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="booking-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

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
    <div className={`booking-field ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className="booking-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        min={min}
        max={max}
        lang={lang}
        maxLength={type === 'text' || type === 'email' || type === 'tel' ? LIMITS.textInputMaxLength : undefined}
        className="booking-input"
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldAria(id, error, Boolean(hint))}
      />
      <ErrorLine id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, value, onChange, error, hint }: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  return (
    <div className="booking-field">
      <Label htmlFor={id} label={label} />
      {hint && (
        <p id={`${id}-hint`} className="booking-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={id}
        value={value}
        rows={LIMITS.textareaRows}
        cols={LIMITS.textareaCols}
        maxLength={LIMITS.textareaMaxLength}
        className="booking-input"
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldAria(id, error, Boolean(hint))}
      />
      <p className="booking-field__count" aria-hidden="true">
        {t('booking.form.charactersLeft', { count: LIMITS.textareaMaxLength - value.length })}
      </p>
      <ErrorLine id={id} error={error} />
    </div>
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
    <div className="booking-field">
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        className="booking-input"
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldAria(id, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorLine id={id} error={error} />
    </div>
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
        {required && (
          <span className="booking-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/** Options for a phone code select, each "Italy (+39)" in the page's language. */
function phoneCodeOptions(lang: Lang): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = undefined;
  }
  return PHONE_CODES.map(({ code, region }) => ({
    value: code,
    label: `${names?.of(region) ?? region} (+${code})`,
  })).sort((a, b) => a.label.localeCompare(b.label, lang));
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
  const lang = useLang();
  const options = useMemo(() => phoneCodeOptions(lang), [lang]);
  const codeId = `${id}-code`;
  return (
    <fieldset className="booking-field booking-phone" aria-describedby={`${id}-error`}>
      <legend className="booking-field__label">
        {t('booking.field.phone')}
        <span className="booking-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
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
          <ErrorLine id={codeId} error={codeError} />
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
      <ErrorLine id={id} error={numberError} />
    </fieldset>
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

/** Honeypot (contract `website`): out of sight, out of the tab order, out of the accessibility tree. */
export function Honeypot({
  form,
  value,
  onChange,
}: {
  form: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `${form}-website`;
  return (
    <div className="booking-honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

export function RequiredNote() {
  const t = useT();
  return <p className="booking-note">{t('booking.form.requiredNote')}</p>;
}

/** The send button: disabled while sending, its text says what is happening. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" className="booking-button booking-button--primary" disabled={sending}>
      {sending ? sendingLabel : label}
    </button>
  );
}
