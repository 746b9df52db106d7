/**
 * The group request for parties over the site's maximum, and its success message (rules §group-requests):
 * preferred date, preferred time, flexible-date flag, contact details, number of guests.
 */
import { LIMITS } from '../../lib/limits.ts';
import { SITES, type SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { GROUP_PATHS } from '../../lib/booking/checks.ts';
import { Field } from '../forms/Field.tsx';
import {
  CheckboxField,
  ErrorSummary,
  fieldId,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from './fields.tsx';
import { addDays, formatTime, serviceTimes, todayIn } from '../../lib/booking/format.ts';
import type { GroupDraft } from '../../lib/booking/payload.ts';
import { RequestNameFields, RequestPhoneField, RequestSendActions } from './RequestParts.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';
import type { ErrorText, FieldErrors } from '../../lib/forms/validation.ts';

interface GroupProps {
  site: SiteId;
  draft: GroupDraft;
  onChange: (next: Partial<GroupDraft>) => void;
  validate: () => FieldErrors;
  onSend: () => Promise<void>;
  onBack: () => void;
}

export function GroupBookingEnquiry({ site, draft, onChange, validate, onSend, onBack }: GroupProps) {
  const t = useT();
  const form = useStepForm({ paths: GROUP_PATHS, validate });
  const id = (path: string) => fieldId('booking-group', path);
  const e = form.errors;
  const set = (path: string, next: Partial<GroupDraft>) => {
    onChange(next);
    form.touch(path);
  };
  const { maxPartySize } = SITES[site].booking;
  const today = todayIn(SITES[site].clockTimeZone);
  const labels: Record<string, string> = {
    guests: t('booking.field.guests'),
    preferredDate: t('booking.field.preferredDate'),
    preferredTime: t('booking.field.preferredTime'),
    flexibleDate: t('booking.field.flexibleDate'),
    name: t('booking.field.name'),
    surname: t('booking.field.surname'),
    email: t('booking.field.email'),
    phoneCode: t('booking.field.phoneCode'),
    phone: t('booking.field.phone'),
    notes: t('booking.field.notes'),
  };
  return (
    <StepFrame step="group" title={t('booking.group.title')}>
      <p>{t('booking.group.intro', { max: maxPartySize })}</p>
      <form className="booking-form" noValidate onSubmit={form.submit(onSend)}>
        <ErrorSummary
          ref={form.summaryRef}
          entries={form.summary.map(({ path, error }) => ({ id: id(path), label: labels[path]!, error }))}
        />
        <RequiredNote />
        <SelectField
          id={id('guests')}
          label={labels.guests!}
          required
          value={String(draft.guests)}
          error={e.guests}
          options={Array.from(
            { length: LIMITS.groupMaxSize - maxPartySize },
            (_, index) => maxPartySize + 1 + index,
          ).map((count) => ({ value: String(count), label: t('booking.guests.count', { count }) }))}
          onChange={(value) => set('guests', { guests: Number(value) })}
        />
        <div className="booking-row">
          <TextField
            id={id('preferredDate')}
            type="date"
            label={labels.preferredDate!}
            required
            value={draft.preferredDate}
            error={e.preferredDate}
            min={today}
            max={addDays(today, SITES[site].booking.groupHorizonDays)}
            onChange={(preferredDate) => set('preferredDate', { preferredDate })}
          />
          <PreferredTime
            id={id('preferredTime')}
            site={site}
            label={labels.preferredTime!}
            value={draft.preferredTime}
            error={e.preferredTime}
            onChange={(preferredTime) => set('preferredTime', { preferredTime })}
          />
        </div>
        <CheckboxField
          id={id('flexibleDate')}
          label={labels.flexibleDate}
          checked={draft.flexibleDate}
          error={e.flexibleDate}
          onChange={(flexibleDate) => set('flexibleDate', { flexibleDate })}
        />
        <RequestNameFields id={id} labels={labels} errors={e} draft={draft} set={set} />
        <TextField
          id={id('email')}
          type="email"
          label={labels.email!}
          required
          autoComplete="email"
          inputMode="email"
          value={draft.email}
          error={e.email}
          onChange={(email) => set('email', { email })}
        />
        <RequestPhoneField id={id} errors={e} draft={draft} onChange={onChange} touch={form.touch} />
        <TextAreaField
          id={id('notes')}
          label={labels.notes!}
          hint={t('booking.group.notesHint')}
          value={draft.notes}
          error={e.notes}
          onChange={(notes) => set('notes', { notes })}
        />
        <RequestSendActions
          kind="group"
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

/** The preferred time: the site's seating times, lunch and dinner, in the page's language. */
function PreferredTime({
  id,
  site,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  site: SiteId;
  label: string;
  value: string;
  error?: ErrorText;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const lang = useUiLang();
  const zone = SITES[site].clockTimeZone;
  // Any day shows the site's clock the same way; the times are wall-clock times.
  const sample = todayIn(zone);
  return (
    <Field look="booking" id={id} label={label} error={error} required empty={!value}>
      {(control) => (
        <select {...control} name={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('booking.field.choose')}</option>
          {serviceTimes(site).map(({ service, times }) => (
            <optgroup key={service} label={t(`booking.service.${service}`)}>
              {times.map((time) => (
                <option key={time} value={time}>
                  {formatTime(sample, time, lang, site)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
