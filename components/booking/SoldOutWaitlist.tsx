/**
 * The waiting list of a full day and its success message (rules §waitlist): name and surname, phone with
 * prefix (placeholder format +3900000000), notes, number of people, and the times wanted, chosen by radio; and
 * an optional e-mail, where the receipt goes in the guest's language.
 */
import type { Availability } from '../../lib/booking/contract.ts';
import { SITES, type SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { WAITLIST_PATHS } from '../../lib/booking/checks.ts';
import { FieldGroup } from '../forms/Field.tsx';
import { ErrorSummary, fieldId, RequiredNote, SelectField, TextAreaField, TextField } from './fields.tsx';
import { formatDay, formatTime } from '../../lib/booking/format.ts';
import type { WaitlistDraft } from '../../lib/booking/payload.ts';
import { RequestNameFields, RequestPhoneField, RequestSendActions } from './RequestParts.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';
import type { FieldErrors } from '../../lib/forms/validation.ts';

interface SoldOutWaitlistProps {
  site: SiteId;
  date: string;
  availability: Availability;
  draft: WaitlistDraft;
  onChange: (next: Partial<WaitlistDraft>) => void;
  validate: () => FieldErrors;
  onSend: () => Promise<void>;
  onBack: () => void;
}

export function SoldOutWaitlist({
  site,
  date,
  availability,
  draft,
  onChange,
  validate,
  onSend,
  onBack,
}: SoldOutWaitlistProps) {
  const t = useT();
  const uiLang = useUiLang();
  const form = useStepForm({ paths: WAITLIST_PATHS, validate });
  const id = (path: string) => fieldId('booking-waitlist', path);
  const e = form.errors;
  const set = (path: string, next: Partial<WaitlistDraft>) => {
    onChange(next);
    form.touch(path);
  };
  const slots = availability.services.flatMap((service) =>
    service.slots.map((slot) => ({ service: service.service, time: slot.time })),
  );
  const labels: Record<string, string> = {
    name: t('booking.field.name'),
    surname: t('booking.field.surname'),
    phoneCode: t('booking.field.phoneCode'),
    phone: t('booking.field.phone'),
    email: t('booking.field.email'),
    guests: t('booking.field.people'),
    time: t('booking.field.waitlistTime'),
    notes: t('booking.field.notes'),
  };
  const timeId = id('time');
  const { maxPartySize } = SITES[site].booking;
  return (
    <StepFrame step="waitlist" title={t('booking.waitlist.title')}>
      <p>
        {availability.opensOn
          ? t('booking.waitlist.openingIntro', {
              opening: formatDay(availability.opensOn, uiLang, site),
              day: formatDay(date, uiLang, site),
            })
          : t('booking.waitlist.intro', { day: formatDay(date, uiLang, site) })}
      </p>
      <form className="booking-form" noValidate onSubmit={form.submit(onSend)}>
        <ErrorSummary
          ref={form.summaryRef}
          entries={form.summary.map(({ path, error }) => ({
            id: path === 'time' ? `${timeId}-0` : id(path),
            label: labels[path]!,
            error,
          }))}
        />
        <RequiredNote />
        <RequestNameFields id={id} labels={labels} errors={e} draft={draft} set={set} />
        <RequestPhoneField
          id={id}
          errors={e}
          draft={draft}
          placeholder={`+${draft.phoneCode}00000000`}
          onChange={onChange}
          touch={form.touch}
        />
        <TextField
          id={id('email')}
          type="email"
          label={labels.email!}
          autoComplete="email"
          inputMode="email"
          value={draft.email}
          error={e.email}
          onChange={(email) => set('email', { email })}
        />
        <SelectField
          id={id('guests')}
          label={labels.guests!}
          required
          value={String(draft.guests)}
          error={e.guests}
          options={Array.from({ length: maxPartySize }, (_, index) => ({
            value: String(index + 1),
            label: t('booking.guests.count', { count: index + 1 }),
          }))}
          onChange={(value) => set('guests', { guests: Number(value) })}
        />
        <FieldGroup
          look="booking"
          id={timeId}
          legend={labels.time}
          required
          error={e.time}
          className="booking-fieldset"
        >
          <div className="booking-slots__grid">
            {slots.map((slot, index) => {
              const value = `${slot.service}|${slot.time}`;
              return (
                <label key={value} className="booking-slot">
                  <input
                    type="radio"
                    id={`${timeId}-${index}`}
                    name="booking-waitlist-time"
                    value={value}
                    checked={draft.slot === value}
                    required
                    aria-invalid={e.time ? true : undefined}
                    onChange={() => set('time', { slot: value })}
                  />
                  <span>{formatTime(date, slot.time, uiLang, site)}</span>
                  <span className="visually-hidden">{` (${t(`booking.service.${slot.service}`)})`}</span>
                </label>
              );
            })}
          </div>
        </FieldGroup>
        <TextAreaField
          id={id('notes')}
          label={labels.notes!}
          value={draft.notes}
          error={e.notes}
          onChange={(notes) => set('notes', { notes })}
        />
        <RequestSendActions
          kind="waitlist"
          site={site}
          website={draft.website}
          onWebsite={(website) => onChange({ website })}
          problem={form.problem}
          sending={form.sending}
          onBack={onBack}
        />
      </form>
    </StepFrame>
  );
}
