/**
 * What the booking flow's two requests (the group request, the waiting list) share: the end of the form
 * (the honeypot, what went wrong, Back and the send button) and the message once the request is sent.
 */
import type { SendProblem } from '../../lib/forms/sendProblem.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { Step } from './flow.ts';
import { ProblemNotice } from './Notices.tsx';
import { StepActions, StepFrame } from './StepFrame.tsx';

/** The booking flow's requests: the group request and the waiting list, their texts `booking.<kind>.*`. */
export type RequestKind = 'group' | 'waitlist';

const SENT_STEP: Record<RequestKind, Step> = { group: 'groupSuccess', waitlist: 'waitlistSuccess' };

export function RequestSendActions({
  kind,
  site,
  website,
  onWebsite,
  problem,
  sending,
  onBack,
}: {
  kind: RequestKind;
  site: SiteId;
  website: string;
  onWebsite: (website: string) => void;
  problem: SendProblem | null;
  sending: boolean;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <>
      <Honeypot form={`booking-${kind}`} value={website} onChange={onWebsite} />
      <ProblemNotice site={site} problem={problem} />
      <StepActions onBack={onBack}>
        <SubmitButton look="booking" disabled={sending}>
          {sending ? t('booking.action.sending') : t(`booking.${kind}.send`)}
        </SubmitButton>
      </StepActions>
    </>
  );
}

/** The request went: a status that says so, and a way to start again. */
export function RequestSent({ kind, onAnother }: { kind: RequestKind; onAnother: () => void }) {
  const t = useT();
  return (
    <StepFrame step={SENT_STEP[kind]} title={t(`booking.${kind}.successTitle`)}>
      <p role="status">{t(`booking.${kind}.successText`)}</p>
      <button type="button" className="booking-button booking-button--quiet" onClick={onAnother}>
        {t('booking.action.another')}
      </button>
    </StepFrame>
  );
}
