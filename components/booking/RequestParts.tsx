/**
 * What the booking flow's two requests (the group request, the waiting list) share: the guest's name and
 * phone wired to the request's draft, the end of the form (the honeypot, what went wrong, Back and the
 * send button) and the message once the request is sent.
 */
import type { SendProblem } from '../../lib/forms/sendProblem.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import { NameFields, PhoneField } from './fields.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { Step } from '../../lib/booking/flow.ts';
import { ProblemNotice } from './Notices.tsx';
import { StepActions, StepFrame } from './StepFrame.tsx';

/** The booking flow's requests: the group request and the waiting list, their texts `booking.<kind>.*`. */
export type RequestKind = 'group' | 'waitlist';

const SENT_STEP: Record<RequestKind, Step> = { group: 'groupSuccess', waitlist: 'waitlistSuccess' };

/** A request's fields as both forms wire them: ids, labels and errors by path; a change marks its path touched. */
interface RequestFields {
  id: (path: string) => string;
  labels: Readonly<Record<string, string>>;
  errors: FieldErrors;
}

/** The guest's given and family name, in their language's order. */
export function RequestNameFields({
  id,
  labels,
  errors,
  draft,
  set,
}: RequestFields & {
  draft: { name: string; surname: string };
  set: (path: string, next: { name: string } | { surname: string }) => void;
}) {
  return (
    <NameFields
      autoComplete
      given={{
        id: id('name'),
        label: labels.name!,
        value: draft.name,
        error: errors.name,
        onChange: (name) => set('name', { name }),
      }}
      family={{
        id: id('surname'),
        label: labels.surname!,
        value: draft.surname,
        error: errors.surname,
        onChange: (surname) => set('surname', { surname }),
      }}
    />
  );
}

/** The guest's phone with its country code; a change marks both touched. */
export function RequestPhoneField({
  id,
  errors,
  draft,
  placeholder,
  onChange,
  touch,
}: Omit<RequestFields, 'labels'> & {
  draft: { phoneCode: string; phone: string };
  placeholder?: string;
  onChange: (next: { phoneCode: string; phone: string }) => void;
  touch: (...paths: string[]) => void;
}) {
  return (
    <PhoneField
      id={id('phone')}
      code={draft.phoneCode}
      number={draft.phone}
      codeError={errors.phoneCode}
      numberError={errors.phone}
      placeholder={placeholder}
      onChange={({ code, number }) => {
        onChange({ phoneCode: code, phone: number });
        touch('phone', 'phoneCode');
      }}
    />
  );
}

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
