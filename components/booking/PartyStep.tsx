/**
 * Step 1: how many guests and which day (rules §party-size: guests, date). More than the site's maximum is a group
 * request.
 */
import type { FieldRefusal } from '../../lib/forms/sendProblem.ts';
import { LIMITS } from '../../lib/limits.ts';
import { SITES, type SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import { ErrorSummary, fieldId, RequiredNote, SelectField, TextField } from './fields.tsx';
import { firstBookableDay } from '../../lib/booking/slots.ts';
import { addDays } from '../../lib/booking/format.ts';
import { ProblemNotice } from './Notices.tsx';
import type { BookingDraft } from '../../lib/booking/payload.ts';
import { StepActions, StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';

/** The guest counts offered: 1 … twice the maximum; above the maximum the choice says it becomes a group request. */
function guestChoices(maxPartySize: number): number[] {
  return Array.from({ length: Math.min(LIMITS.groupMaxSize, maxPartySize * 2) }, (_, index) => index + 1);
}

interface PartyStepProps {
  site: SiteId;
  draft: BookingDraft;
  onChange: (next: Partial<BookingDraft>) => void;
  validate: () => FieldErrors;
  /** Asks the day's availability (or opens the group request); may throw, the form then says why. */
  onContinue: () => Promise<void>;
  position: { current: number; total: number };
  /** Fields the provider refused later (the date, the party), marked until they change. */
  refused?: readonly FieldRefusal[];
  /** When the flow opened in this browser; undefined while it renders as the server did (no days to offer yet). */
  now?: Date;
}

const PATHS = ['guests', 'date'] as const;

export function PartyStep({ site, draft, onChange, validate, onContinue, position, refused, now }: PartyStepProps) {
  const t = useT();
  const { maxPartySize } = SITES[site].booking;
  const form = useStepForm({ paths: PATHS, validate, refused });
  const id = (path: string) => fieldId('booking-party', path);
  const labels: Record<string, string> = { guests: t('booking.field.guests'), date: t('booking.field.date') };
  // From today, or from the opening day of a site that is not open yet (its waiting list).
  const first = now && firstBookableDay(site, now);
  return (
    <StepFrame step="party" title={t('booking.step.party')} position={position}>
      <form className="booking-form" noValidate onSubmit={form.submit(onContinue)}>
        <ErrorSummary
          ref={form.summaryRef}
          entries={form.summary.map(({ path, error }) => ({ id: id(path), label: labels[path]!, error }))}
        />
        <RequiredNote />
        <SelectField
          id={id('guests')}
          label={t('booking.field.guests')}
          required
          value={String(draft.guests)}
          error={form.errors.guests}
          options={guestChoices(maxPartySize).map((count) => ({
            value: String(count),
            label: count > maxPartySize ? t('booking.guests.group', { count }) : t('booking.guests.count', { count }),
          }))}
          onChange={(value) => {
            onChange({ guests: Number(value) });
            form.touch('guests');
          }}
        />
        <p className="booking-note">{t('booking.guests.note', { max: maxPartySize, age: LIMITS.childMinAge })}</p>
        <TextField
          id={id('date')}
          type="date"
          label={t('booking.field.date')}
          required
          value={draft.date}
          min={first}
          max={first && addDays(first, SITES[site].booking.horizonDays)}
          error={form.errors.date}
          onChange={(value) => {
            onChange({ date: value });
            form.touch('date');
          }}
        />
        <ProblemNotice site={site} problem={form.problem} />
        <StepActions>
          <SubmitButton look="booking" disabled={form.sending}>
            {form.sending ? t('booking.action.searching') : t('booking.action.findTable')}
          </SubmitButton>
        </StepActions>
      </form>
    </StepFrame>
  );
}
