/**
 * Step 5: contact details (rules §bookings: Reservation form fields (widget)): name, surname, email, phone with its
 * country code (the site's default preselected), furigana on Japanese pages, birthdate, salutation, gender,
 * comments for dietary needs, and "on behalf of someone else" with the guest's name. The birthdate's three parts
 * come in the order the site writes dates (lib/booking/format.ts `datePartOrder`).
 */
import { useMemo } from 'react';
import type { FieldRefusal } from '../../lib/forms/sendProblem.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { contactPathsInOrder } from '../../lib/booking/checks.ts';
import { inNameOrder } from '../../lib/personName.ts';
import { FieldGroup } from '../forms/Field.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import {
  CheckboxField,
  ErrorSummary,
  fieldId,
  NameFields,
  PhoneField,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from './fields.tsx';
import { datePartOrder, monthNames } from '../../lib/booking/format.ts';
import { GENDERS, SALUTATIONS, type BookingDraft, type ContactDraft } from '../../lib/booking/payload.ts';
import { StepActions, StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';

interface ContactStepProps {
  site: SiteId;
  lang: Lang;
  draft: BookingDraft;
  onChange: (contact: Partial<ContactDraft>) => void;
  onHoneypot: (value: string) => void;
  validate: () => FieldErrors;
  onContinue: () => void;
  onBack: () => void;
  position: { current: number; total: number };
  /** Fields the provider refused at the summary, marked (in its words) until they change. */
  refused?: readonly FieldRefusal[];
}

/** Which control the error summary leads to for a path. */
const TARGET: Partial<Record<string, string>> = {
  'contact.gender': fieldId('booking-contact', 'contact.gender-male'),
};

export function ContactStep({
  site,
  lang,
  draft,
  onChange,
  onHoneypot,
  validate,
  onContinue,
  onBack,
  position,
  refused,
}: ContactStepProps) {
  const t = useT();
  const uiLang = useUiLang();
  const contact = draft.contact;
  const furigana = lang === 'ja';
  const paths = contactPathsInOrder(uiLang).filter(
    (path) =>
      (furigana || !path.startsWith('contact.furigana')) && (contact.onBehalfOf || !path.startsWith('contact.guest')),
  );
  const form = useStepForm({ paths, validate, refused });
  const id = (path: string) => fieldId('booking-contact', path);
  const e = form.errors;
  const set = (path: string, next: Partial<ContactDraft>) => {
    onChange(next);
    form.touch(path);
  };
  // The birthdate reads as one field: it is judged once its three parts are chosen (or on submit).
  const setBirth = (next: Partial<ContactDraft>) => {
    onChange(next);
    const parts = { ...contact, ...next };
    if (parts.birthDay && parts.birthMonth && parts.birthYear) form.touch('contact.birthdate');
  };
  const months = useMemo(() => monthNames(uiLang), [uiLang]);
  const thisYear = new Date().getFullYear();

  const labels: Record<string, string> = {
    'contact.salutation': t('booking.field.salutation'),
    'contact.name': t('booking.field.name'),
    'contact.surname': t('booking.field.surname'),
    'contact.furiganaName': t('booking.field.furiganaName'),
    'contact.furiganaSurname': t('booking.field.furiganaSurname'),
    'contact.email': t('booking.field.email'),
    'contact.phoneCode': t('booking.field.phoneCode'),
    'contact.phone': t('booking.field.phone'),
    'contact.birthdate': t('booking.field.birthdate'),
    'contact.gender': t('booking.field.gender'),
    'contact.comments': t('booking.field.comments'),
    'contact.onBehalfOf': t('booking.field.onBehalfOf'),
    'contact.guestName': t('booking.field.guestName'),
    'contact.guestSurname': t('booking.field.guestSurname'),
  };

  const birthId = id('contact.birthdate');
  const placeholder = t('booking.field.choose');
  // The three parts in the order the site's visitors write a date (Beverly Hills: month, day, year).
  const birthOrder = datePartOrder(uiLang, site);
  const birthParts = {
    day: {
      id: id('contact.birthDay'),
      label: t('booking.field.day'),
      value: contact.birthDay,
      autoComplete: 'bday-day',
      options: Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
      onChange: (birthDay: string) => setBirth({ birthDay }),
      placeholder,
    },
    month: {
      id: id('contact.birthMonth'),
      label: t('booking.field.month'),
      value: contact.birthMonth,
      autoComplete: 'bday-month',
      options: months.map((month, index) => ({ value: String(index + 1), label: month })),
      onChange: (birthMonth: string) => setBirth({ birthMonth }),
      placeholder,
    },
    year: {
      id: id('contact.birthYear'),
      label: t('booking.field.year'),
      value: contact.birthYear,
      autoComplete: 'bday-year',
      options: Array.from({ length: 111 }, (_, index) => String(thisYear - index)).map((year) => ({
        value: year,
        label: year,
      })),
      onChange: (birthYear: string) => setBirth({ birthYear }),
      placeholder,
    },
  };
  // The error summary leads to the part asked first.
  const target: Partial<Record<string, string>> = { ...TARGET, 'contact.birthdate': birthParts[birthOrder[0]!].id };

  return (
    <StepFrame step="contact" title={t('booking.step.contact')} position={position}>
      <form className="booking-form" noValidate onSubmit={form.submit(onContinue)}>
        <ErrorSummary
          ref={form.summaryRef}
          entries={form.summary.map(({ path, error }) => ({
            id: target[path] ?? id(path),
            label: labels[path] ?? path,
            error,
          }))}
        />
        <RequiredNote />
        <SelectField
          id={id('contact.salutation')}
          label={labels['contact.salutation']!}
          value={contact.salutation}
          error={e['contact.salutation']}
          placeholder={t('booking.field.choose')}
          autoComplete="honorific-prefix"
          options={SALUTATIONS.map((value) => ({ value, label: t(`booking.salutation.${value}`) }))}
          onChange={(value) => set('contact.salutation', { salutation: value as ContactDraft['salutation'] })}
        />
        <NameFields
          autoComplete
          given={{
            id: id('contact.name'),
            label: labels['contact.name']!,
            value: contact.name,
            error: e['contact.name'],
            onChange: (name) => set('contact.name', { name }),
          }}
          family={{
            id: id('contact.surname'),
            label: labels['contact.surname']!,
            value: contact.surname,
            error: e['contact.surname'],
            onChange: (surname) => set('contact.surname', { surname }),
          }}
        />
        {furigana && (
          // The readings in the same order as the names above them: the guest's language's (lib/personName.ts).
          <div className="booking-row">
            {inNameOrder(uiLang, {
              family: (
                <TextField
                  key="family"
                  id={id('contact.furiganaSurname')}
                  label={labels['contact.furiganaSurname']!}
                  value={contact.furiganaSurname}
                  error={e['contact.furiganaSurname']}
                  hint={t('booking.field.furiganaHint')}
                  onChange={(furiganaSurname) => set('contact.furiganaSurname', { furiganaSurname })}
                />
              ),
              given: (
                <TextField
                  key="given"
                  id={id('contact.furiganaName')}
                  label={labels['contact.furiganaName']!}
                  value={contact.furiganaName}
                  error={e['contact.furiganaName']}
                  hint={t('booking.field.furiganaHint')}
                  onChange={(furiganaName) => set('contact.furiganaName', { furiganaName })}
                />
              ),
            })}
          </div>
        )}
        <TextField
          id={id('contact.email')}
          type="email"
          label={labels['contact.email']!}
          required
          autoComplete="email"
          inputMode="email"
          value={contact.email}
          error={e['contact.email']}
          onChange={(email) => set('contact.email', { email })}
        />
        <PhoneField
          id={id('contact.phone')}
          code={contact.phoneCode}
          number={contact.phone}
          codeError={e['contact.phoneCode']}
          numberError={e['contact.phone']}
          onChange={({ code, number }) => {
            onChange({ phoneCode: code, phone: number });
            form.touch('contact.phone', 'contact.phoneCode');
          }}
        />

        <FieldGroup
          look="booking"
          id={birthId}
          legend={labels['contact.birthdate']}
          hint={t('booking.field.birthdateHint')}
          error={e['contact.birthdate']}
          className="booking-field booking-birthdate"
        >
          <div className="booking-row booking-row--three">
            {birthOrder.map((part) => (
              <BirthPart key={part} {...birthParts[part]} invalid={Boolean(e['contact.birthdate'])} />
            ))}
          </div>
        </FieldGroup>

        <FieldGroup
          look="booking"
          id={id('contact.gender')}
          legend={labels['contact.gender']}
          error={e['contact.gender']}
          className="booking-field booking-gender"
        >
          <div className="booking-choices booking-choices--inline">
            {GENDERS.map((gender) => (
              <label key={gender} className="booking-choice">
                <input
                  type="radio"
                  id={id(`contact.gender-${gender}`)}
                  name="booking-gender"
                  value={gender}
                  checked={contact.gender === gender}
                  onChange={() => set('contact.gender', { gender })}
                />
                <span className="booking-choice__label">{t(`booking.gender.${gender}`)}</span>
              </label>
            ))}
          </div>
        </FieldGroup>

        <TextAreaField
          id={id('contact.comments')}
          label={labels['contact.comments']!}
          hint={t('booking.field.commentsHint')}
          value={contact.comments}
          error={e['contact.comments']}
          onChange={(comments) => set('contact.comments', { comments })}
        />

        <CheckboxField
          id={id('contact.onBehalfOf')}
          label={labels['contact.onBehalfOf']}
          checked={contact.onBehalfOf}
          error={e['contact.onBehalfOf']}
          onChange={(onBehalfOf) => set('contact.onBehalfOf', { onBehalfOf })}
        />
        {contact.onBehalfOf && (
          <fieldset className="booking-fieldset booking-guest">
            <legend className="booking-field__label">{t('booking.field.guest')}</legend>
            <NameFields
              given={{
                id: id('contact.guestName'),
                label: labels['contact.guestName']!,
                value: contact.guestName,
                error: e['contact.guestName'],
                onChange: (guestName) => set('contact.guestName', { guestName }),
              }}
              family={{
                id: id('contact.guestSurname'),
                label: labels['contact.guestSurname']!,
                value: contact.guestSurname,
                error: e['contact.guestSurname'],
                onChange: (guestSurname) => set('contact.guestSurname', { guestSurname }),
              }}
            />
          </fieldset>
        )}
        <Honeypot form="booking-contact" value={draft.website} onChange={onHoneypot} />
        <StepActions onBack={onBack}>
          <SubmitButton look="booking">{t('booking.action.continue')}</SubmitButton>
        </StepActions>
      </form>
    </StepFrame>
  );
}

function BirthPart({
  id,
  label,
  value,
  invalid,
  options,
  onChange,
  placeholder,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: string;
}) {
  return (
    <div className="booking-field">
      <label htmlFor={id} className="booking-field__sublabel">
        {label}
      </label>
      <select
        id={id}
        name={id}
        value={value}
        className="booking-input"
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
