/**
 * What the mail-send forms (the reservation request, the contact form) have in common: name and surname,
 * the number of guests, the message, the privacy consent that enables sending, and the send controls with
 * their states.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Send } from './useSend.ts';
import { LIMITS } from '../../lib/limits.ts';
import { inNameOrder } from '../../lib/personName.ts';
import { sendButtonKey } from '../../lib/forms/sendTiming.ts';
import { waitText, type SendProblem } from '../../lib/forms/sendProblem.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { loadContentApi } from '../loadContentApi.ts';
import type { MailSubmission } from '../../clients/contentApi.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { Field } from './Field.tsx';
import { PrivacyPolicyLink } from './PrivacyPolicyLink.tsx';
import { withSubmissionKey } from './submissionKey.ts';
import { SubmitButton } from './SubmitButton.tsx';
import type { ErrorText } from '../../lib/forms/validation.ts';

type TextName = 'name' | 'surname' | 'message';

/** The part of a validated form these controls read and write. */
interface TextFields {
  values: Record<TextName, string>;
  errors: Partial<Record<TextName, ErrorText>>;
  change: (name: TextName, value: string) => void;
}

/**
 * Name and surname: required, Latin letters A-Z a-z and spaces only, which the hint under each label says
 * (tied to the input by aria-describedby), so a visitor on a Japanese or Korean page is not left to find
 * out from an error. The two fields come in the order the form's language writes a name (lib/personName.ts).
 */
export function NameRow({ form }: { form: Pick<TextFields, 'values' | 'errors' | 'change'> }) {
  const t = useT();
  const lang = useUiLang();
  const { values, errors } = form;
  const hint = t('form.latinLettersHint');
  const name = (
    <Field key="name" label={t('form.name')} error={errors.name} required empty={!values.name} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="text"
          name="name"
          autoComplete="given-name"
          maxLength={LIMITS.textInputMaxLength}
          value={values.name}
          onChange={(event) => form.change('name', event.currentTarget.value)}
        />
      )}
    </Field>
  );
  const surname = (
    <Field key="surname" label={t('form.surname')} error={errors.surname} required empty={!values.surname} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="text"
          name="surname"
          autoComplete="family-name"
          maxLength={LIMITS.textInputMaxLength}
          value={values.surname}
          onChange={(event) => form.change('surname', event.currentTarget.value)}
        />
      )}
    </Field>
  );
  return <div className="request-form__row">{inNameOrder(lang, { given: name, family: surname })}</div>;
}

/**
 * The number of guests, when a request has one (the contact form's `guests`, the reservation's `pax`): optional, 1 or
 * more.
 */
export function GuestCountField({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: 'guests' | 'pax';
  label: string;
  value: string;
  error: ErrorText | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} empty={!value}>
      {(control) => (
        <input
          {...control}
          type="number"
          name={name}
          inputMode="numeric"
          min={1}
          max={LIMITS.enquiryMaxGuests}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** Rules §form-fields: textarea default 4 rows, 30 columns, maximum 500 characters. */
export function MessageField({ form }: { form: TextFields }) {
  const t = useT();
  return (
    <Field
      label={t('form.message')}
      error={form.errors.message}
      empty={!form.values.message}
      hint={t('form.messageHint', { max: LIMITS.textareaMaxLength })}
    >
      {(control) => (
        <textarea
          {...control}
          name="message"
          rows={LIMITS.textareaRows}
          cols={LIMITS.textareaCols}
          maxLength={LIMITS.textareaMaxLength}
          value={form.values.message}
          onChange={(event) => form.change('message', event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** The privacy consent (`checkout_consent`, rules §form-fields), with the site's privacy policy a tab away. */
export function PrivacyConsent({
  id,
  site,
  lang,
  checked,
  missing,
  onChange,
}: {
  id: string;
  site: SiteId;
  lang: Lang;
  checked: boolean;
  missing?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="field field--check" data-state={missing ? 'missing' : undefined}>
      <input
        id={id}
        type="checkbox"
        name="checkout_consent"
        required
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        {t('form.consent')}{' '}
        <PrivacyPolicyLink site={site} lang={lang}>
          {t('form.privacyLink')}
        </PrivacyPolicyLink>
      </label>
    </div>
  );
}

/** What the failure alert says: too many requests and how long to wait, refused fields, the server, the network. */
function FailureText({ problem }: { problem: SendProblem }) {
  const t = useT();
  switch (problem.kind) {
    case 'busy': {
      const wait = waitText(problem.retryAfterSeconds);
      return <>{t('form.failed.busy', { wait: 'count' in wait ? t(wait.key, { count: wait.count }) : t(wait.key) })}</>;
    }
    case 'rejected':
      return <>{t('form.failed.fields')}</>;
    case 'offline':
      return <>{t('form.failed')}</>;
    default:
      return <>{t('form.failed.server')}</>;
  }
}

/**
 * The failure alert, the send button and its announced state. Rules §validation: The Send button is disabled until
 * the privacy consent checkbox is ticked; it stays disabled while a send is under way.
 */
export function SendControls({ send, consent, caps = false }: { send: Send; consent: boolean; caps?: boolean }) {
  const t = useT();
  return (
    <>
      {send.problem && (
        <p className="request-form__failure" role="alert">
          <FailureText problem={send.problem} />
        </p>
      )}
      <SubmitButton
        look="request"
        className={caps ? 'request-form__send--caps' : undefined}
        disabled={!consent || send.state !== 'empty'}
        state={send.state}
      >
        {t(sendButtonKey(send.state))}
      </SubmitButton>
      <p className="visually-hidden" role="status">
        {send.state === 'empty' ? '' : t(sendButtonKey(send.state))}
      </p>
    </>
  );
}

/** Moves focus to the first wrong field, so a keyboard or screen-reader user lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Focus on the first wrong field once the errors set with it are on the page: for errors that arrive with
 * a server's answer, outside an event, whose render a frame callback may run before.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tick, form]);
  return () => setTick((before) => before + 1);
}

/** Rules §content-api: mail send; only its success flag is read, and a send without it is a failure. */
export async function sendMail(submission: MailSubmission): Promise<void> {
  const api = await loadContentApi();
  // A resend of the same message repeats its Idempotency-Key, so the server stores it once.
  const result = await withSubmissionKey(['mail', submission], (idempotencyKey) =>
    api.sendMail(submission, { idempotencyKey }),
  );
  if (!result.success) throw new Error('mail send answered without success');
}
