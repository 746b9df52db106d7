/**
 * The reservation request form (spec §3 "Reserve form payload", §5 "Reserve form"): name and surname,
 * email, guests when the request has them, country, message (at most 500 characters), attachments, the
 * privacy consent that enables Send. Sent as mail type 2 to the site's recipient (spec §7).
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ReserveRequest } from '../../lib/contract/types.ts';
import { countryOptions } from '../../lib/forms/countries.ts';
import { reservePayload } from '../../lib/forms/reservePayload.ts';
import { reserveFormSchema } from '../../lib/forms/schemas.ts';
import { sendButtonKey } from '../../lib/forms/sendTiming.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { loadContentApi } from '../contentApi.ts';
import { useT } from '../i18n.tsx';
import { Attachments, attachmentsProblem } from '../forms/Attachments.tsx';
import { Field, Honeypot } from '../forms/Field.tsx';
import { useSend } from '../forms/useSend.ts';
import { useValidatedForm } from '../forms/useValidatedForm.ts';

interface ReserveFormProps {
  site: SiteId;
  lang: Lang;
  request: ReserveRequest;
  /** The thanks panel is showing (fields were reset). */
  onThanks: () => void;
  /** 6000 ms after the thanks: the overlay closes. */
  onDone: () => void;
}

export function ReserveForm({ site, lang, request, onThanks, onDone }: ReserveFormProps) {
  const t = useT();
  const countries = useMemo(() => countryOptions(site, lang), [site, lang]);
  const initial = useMemo(() => ({
    name: '', surname: '', email: '', pax: '', country: countries.find((option) => option.selected)?.value ?? '', message: '', checkout_consent: false,
  }), [countries]);
  const schema = useMemo(() => reserveFormSchema(), []);
  const form = useValidatedForm(initial, schema, (values) => reservePayload(values, request, values.checkout_consent));
  const [files, setFiles] = useState<File[]>([]);
  const [trap, setTrap] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSend({
    onThanks: () => { form.reset(); setFiles([]); onThanks(); },
    onDone,
  });
  const { values, errors } = form;
  const fileProblem = attachmentsProblem(files);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.state !== 'empty') return;
    if (!form.validateAll() || fileProblem) {
      // The first wrong field takes focus, so a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void send.send(async () => {
      const api = await loadContentApi();
      const result = await api.sendMail({ site, lang, form: 'reserve', fields: reservePayload(values, request, values.checkout_consent), files, website: trap });
      if (!result.success) throw new Error('mail send answered without success');
    });
  };

  const sending = send.state !== 'empty';
  return (
    <form ref={formRef} className="request-form" noValidate onSubmit={submit} aria-busy={send.state === 'sending'}>
      <p className="request-form__note">{t('form.requiredNote')}</p>
      <div className="request-form__row">
        <Field label={t('form.name')} error={errors.name} required empty={!values.name}>
          {(control) => <input {...control} type="text" name="name" autoComplete="given-name" maxLength={LIMITS.textInputMaxLength}
            value={values.name} onChange={(event) => form.change('name', event.currentTarget.value)} />}
        </Field>
        <Field label={t('form.surname')} error={errors.surname} required empty={!values.surname}>
          {(control) => <input {...control} type="text" name="surname" autoComplete="family-name" maxLength={LIMITS.textInputMaxLength}
            value={values.surname} onChange={(event) => form.change('surname', event.currentTarget.value)} />}
        </Field>
      </div>
      <Field label={t('form.email')} error={errors.email} required empty={!values.email}>
        {(control) => <input {...control} type="email" name="email" autoComplete="email" maxLength={LIMITS.textInputMaxLength}
          value={values.email} onChange={(event) => form.change('email', event.currentTarget.value)} />}
      </Field>
      <div className="request-form__row">
        {request.hasPax && (
          <Field label={t('form.pax')} error={errors.pax} empty={!values.pax}>
            {(control) => <input {...control} type="number" name="pax" inputMode="numeric" min={1} max={99}
              value={values.pax} onChange={(event) => form.change('pax', event.currentTarget.value)} />}
          </Field>
        )}
        <Field label={t('form.country')} error={errors.country} empty={!values.country}>
          {(control) => (
            <select {...control} name="country" value={values.country} onChange={(event) => form.change('country', event.currentTarget.value)}>
              {countries.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('form.message')} error={errors.message} empty={!values.message} hint={t('form.messageHint', { max: LIMITS.textareaMaxLength })}>
        {(control) => <textarea {...control} name="message" rows={LIMITS.textareaRows} cols={LIMITS.textareaCols} maxLength={LIMITS.textareaMaxLength}
          value={values.message} onChange={(event) => form.change('message', event.currentTarget.value)} />}
      </Field>
      <Attachments files={files} onChange={setFiles} problem={fileProblem} />
      <div className="field field--check" data-state={errors.checkout_consent ? 'missing' : undefined}>
        <input id="reserve-consent" type="checkbox" name="checkout_consent" required checked={values.checkout_consent}
          onChange={(event) => form.change('checkout_consent', event.currentTarget.checked)} />
        <label htmlFor="reserve-consent">
          {t('form.consent')} <a href={sitePath(lang, site, 'privacy-policy')} target="_blank" rel="noopener">{t('form.privacyLink')}<span className="visually-hidden"> ({t('link.opensInNewTab')})</span></a>
        </label>
      </div>
      <Honeypot value={trap} onChange={setTrap} />
      {send.failed && <p className="request-form__failure" role="alert">{t('form.failed')}</p>}
      {/* Spec §5 "The Send button is disabled until the privacy consent checkbox is ticked." */}
      <button type="submit" className="button button--solid request-form__send" disabled={!values.checkout_consent || sending} data-state={send.state}>
        {t(sendButtonKey(send.state))}
      </button>
      <p className="visually-hidden" role="status">{send.state === 'empty' ? '' : t(sendButtonKey(send.state))}</p>
    </form>
  );
}
