/** Step 3: where to sit (rules §bookings: seating items and sections); labels `booking.seating.<id>`. */
import type { Availability } from '../../lib/booking/contract.ts';
import { useT } from '../i18n.tsx';
import { fieldAria, ErrorLine, ErrorSummary, fieldId, SubmitButton } from './fields.tsx';
import type { BookingDraft } from './payload.ts';
import { StepActions, StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';
import type { FieldErrors } from './validation.ts';

interface SeatingStepProps {
  draft: BookingDraft;
  availability: Availability;
  onChoose: (seating: string) => void;
  validate: () => FieldErrors;
  onContinue: () => void;
  onBack: () => void;
  position: { current: number; total: number };
}

const PATHS = ['seating'] as const;

export function SeatingStep({
  draft,
  availability,
  onChoose,
  validate,
  onContinue,
  onBack,
  position,
}: SeatingStepProps) {
  const t = useT();
  const form = useStepForm({ paths: PATHS, validate });
  const id = fieldId('booking-seating', 'seating');
  const firstFree = availability.seating.find((option) => option.available)?.id;
  return (
    <StepFrame step="seating" title={t('booking.step.seating')} position={position}>
      <form className="booking-form" noValidate onSubmit={form.submit(onContinue)}>
        <ErrorSummary
          ref={form.summaryRef}
          entries={form.summary.map(({ error }) => ({ id: `${id}-first`, label: t('booking.field.seating'), error }))}
        />
        <fieldset
          className="booking-fieldset"
          aria-describedby={fieldAria(id, form.errors.seating)['aria-describedby']}
        >
          <legend className="booking-field__label">
            {t('booking.field.seating')}
            <span className="booking-required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className="booking-choices">
            {availability.seating.map((option) => (
              <label key={option.id} className={`booking-choice ${option.available ? '' : 'is-full'}`}>
                <input
                  type="radio"
                  name="booking-seating"
                  value={option.id}
                  id={option.id === firstFree ? `${id}-first` : undefined}
                  disabled={!option.available}
                  checked={draft.seating === option.id}
                  required
                  aria-invalid={form.errors.seating ? true : undefined}
                  onChange={() => {
                    onChoose(option.id);
                    form.touch('seating');
                  }}
                />
                <span className="booking-choice__label">{t(`booking.seating.${option.id}`)}</span>
                {!option.available && <span className="booking-choice__note">{t('booking.seating.unavailable')}</span>}
              </label>
            ))}
          </div>
          <ErrorLine id={id} error={form.errors.seating} />
        </fieldset>
        <StepActions onBack={onBack}>
          <SubmitButton
            sending={false}
            label={t('booking.action.continue')}
            sendingLabel={t('booking.action.continue')}
          />
        </StepActions>
      </form>
    </StepFrame>
  );
}
