/** Step 3: where to sit (rules §bookings: seating items and sections); labels `booking.seating.<id>`. */
import type { Availability } from '../../lib/booking/contract.ts';
import { useT } from '../i18n.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import type { BookingDraft } from '../../lib/booking/payload.ts';
import { StepFrame } from './StepFrame.tsx';

interface SeatingStepProps {
  draft: BookingDraft;
  availability: Availability;
  onChoose: (seating: string) => void;
  validate: () => FieldErrors;
  onContinue: () => void;
  onBack: () => void;
  position: { current: number; total: number };
}

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
  const firstFree = availability.seating.find((option) => option.available)?.id;
  return (
    <StepFrame step="seating" title={t('booking.step.seating')} position={position}>
      <ChoiceForm
        path="seating"
        label={t('booking.field.seating')}
        validate={validate}
        onContinue={onContinue}
        onBack={onBack}
      >
        {({ firstId, touch, ...aria }) => (
          <div className="booking-choices">
            {availability.seating.map((option) => (
              <label key={option.id} className={`booking-choice ${option.available ? '' : 'is-full'}`}>
                <input
                  type="radio"
                  name="booking-seating"
                  value={option.id}
                  id={option.id === firstFree ? firstId : undefined}
                  disabled={!option.available}
                  checked={draft.seating === option.id}
                  required
                  {...aria}
                  onChange={() => {
                    onChoose(option.id);
                    touch();
                  }}
                />
                <span className="booking-choice__label">{t(`booking.seating.${option.id}`)}</span>
                {!option.available && <span className="booking-choice__note">{t('booking.seating.unavailable')}</span>}
              </label>
            ))}
          </div>
        )}
      </ChoiceForm>
    </StepFrame>
  );
}
