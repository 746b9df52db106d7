/**
 * Step 6: the card guarantee, in TEST MODE. A real provider would show its hosted card fields here (the
 * site never sees a card number); the demo provider issues a test token without any card (contract
 * DEMO_CARD_TOKEN). The page says plainly that no card is asked for and nothing is charged.
 */
import type { Availability } from '../../lib/booking/contract.ts';
import type { SiteId } from '../../lib/sites.ts';
import { formatPrice } from '../../lib/price.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { ProblemNotice } from './Notices.tsx';
import type { BookingDraft } from '../../lib/booking/payload.ts';
import { StepActions, StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';

interface CardStepProps {
  site: SiteId;
  draft: BookingDraft;
  availability: Availability;
  /** Asks the provider for a test-mode token; may throw. */
  onToken: () => Promise<void>;
  onContinue: () => void;
  onBack: () => void;
  position: { current: number; total: number };
}

export function CardStep({ site, draft, availability, onToken, onContinue, onBack, position }: CardStepProps) {
  const t = useT();
  const uiLang = useUiLang();
  const form = useStepForm({ paths: [], validate: () => ({}) });
  const { penaltyPerPerson, freeCancellationHours } = availability.cardGuarantee;
  const ready = Boolean(draft.cardToken);
  return (
    <StepFrame step="card" title={t('booking.step.card')} position={position}>
      <p>{t('booking.card.why', { hours: freeCancellationHours, penalty: formatPrice(penaltyPerPerson, uiLang) })}</p>
      <div className="booking-testmode" role="note" aria-labelledby="booking-testmode-title">
        <p id="booking-testmode-title" className="booking-testmode__badge">
          {t('booking.card.testMode')}
        </p>
        <p>{t('booking.card.testText')}</p>
      </div>
      <form
        className="booking-form"
        noValidate
        onSubmit={
          ready
            ? (event) => {
                event.preventDefault();
                onContinue();
              }
            : form.submit(onToken)
        }
      >
        <p className="booking-status" role="status">
          {ready ? t('booking.card.ready') : ''}
        </p>
        <ProblemNotice site={site} problem={form.problem} />
        <StepActions onBack={onBack}>
          {ready ? (
            <SubmitButton look="booking">{t('booking.action.continue')}</SubmitButton>
          ) : (
            <SubmitButton look="booking" disabled={form.sending}>
              {form.sending ? t('booking.card.adding') : t('booking.card.add')}
            </SubmitButton>
          )}
        </StepActions>
      </form>
    </StepFrame>
  );
}
