/**
 * The contact form (spec §3 "Contact form fields: name, surname, telephone, request type (annual closing
 * day, opening hours, parking, private party, media enquiries), message, number of guests"; §4 "Contact
 * submit: SEND, SENDING, SENT, then a thank-you panel"). Sent as mail type 2 to the site's recipient.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { contactFormSchema, CONTACT_REQUEST_TYPES } from '../../lib/forms/schemas.ts';
import { cutAtPipe } from '../../lib/forms/reservePayload.ts';
import { sendButtonKey } from '../../lib/forms/sendTiming.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { loadContentApi } from '../contentApi.ts';
import { useT } from '../i18n.tsx';
import { Field, Honeypot } from '../forms/Field.tsx';
import { useSend } from '../forms/useSend.ts';
import { useValidatedForm, type FormValues } from '../forms/useValidatedForm.ts';
import '../forms/forms.css';

const INITIAL = { name: '', surname: '', telephone: '', requestType: '', message: '', guests: '', checkout_consent: false };
type ContactValues = typeof INITIAL;

/** What is sent: every text cut at '|' (spec §5) and trimmed, guests as a number when given. */
export function contactPayload(values: ContactValues & FormValues) {
  const cut = (value: string) => cutAtPipe(value).trim();
  const guests = cut(values.guests);
  return {
    name: cut(values.name),
    surname: cut(values.surname),
    telephone: cut(values.telephone),
    requestType: cut(values.requestType),
    message: cut(values.message),
    ...(guests !== '' ? { guests: Number(guests) } : {}),
    checkout_consent: values.checkout_consent,
  };
}

export default function ContactForm({ site, lang }: { site: SiteId; lang: Lang }) {
  const t = useT();
  const schema = useMemo(() => contactFormSchema(), []);
  const form = useValidatedForm(INITIAL, schema, contactPayload);
  const [trap, setTrap] = useState('');
  const [thanks, setThanks] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const send = useSend({ onThanks: () => { form.reset(); setThanks(true); } });
  // The thanks replaces the form the visitor was in: focus follows it, once it is in the page.
  useEffect(() => { if (thanks) thanksRef.current?.focus(); }, [thanks]);
  const { values, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.state !== 'empty') return;
    if (!form.validateAll()) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void send.send(async () => {
      const api = await loadContentApi();
      const result = await api.sendMail({ site, lang, form: 'contact', fields: contactPayload(values), website: trap });
      if (!result.success) throw new Error('mail send answered without success');
    });
  };

  if (thanks) {
    return (
      <div className="request-form__thanks">
        <h3 ref={thanksRef} tabIndex={-1}>{t('contact.thanks.title')}</h3>
        <p>{t('contact.thanks.text')}</p>
        <button type="button" className="button" onClick={() => setThanks(false)}>{t('contact.another')}</button>
      </div>
    );
  }
  return (
    <form ref={formRef} className="request-form request-form--contact" noValidate onSubmit={submit} aria-busy={send.state === 'sending'}>
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
      <div className="request-form__row">
        <Field label={t('form.telephone')} error={errors.telephone} required empty={!values.telephone}>
          {(control) => <input {...control} type="tel" name="telephone" autoComplete="tel" maxLength={LIMITS.textInputMaxLength} placeholder="+3900000000"
            value={values.telephone} onChange={(event) => form.change('telephone', event.currentTarget.value)} />}
        </Field>
        <Field label={t('form.guests')} error={errors.guests} empty={!values.guests}>
          {(control) => <input {...control} type="number" name="guests" inputMode="numeric" min={1} max={200}
            value={values.guests} onChange={(event) => form.change('guests', event.currentTarget.value)} />}
        </Field>
      </div>
      <Field label={t('form.requestType')} error={errors.requestType} required empty={!values.requestType}>
        {(control) => (
          <select {...control} name="requestType" value={values.requestType} onChange={(event) => form.change('requestType', event.currentTarget.value)}>
            <option value="">{t('form.choose')}</option>
            {CONTACT_REQUEST_TYPES.map((type) => <option key={type} value={type}>{t(`form.requestType.${type}`)}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('form.message')} error={errors.message} empty={!values.message} hint={t('form.messageHint', { max: LIMITS.textareaMaxLength })}>
        {(control) => <textarea {...control} name="message" rows={LIMITS.textareaRows} cols={LIMITS.textareaCols} maxLength={LIMITS.textareaMaxLength}
          value={values.message} onChange={(event) => form.change('message', event.currentTarget.value)} />}
      </Field>
      <div className="field field--check">
        <input id="contact-consent" type="checkbox" name="checkout_consent" required checked={values.checkout_consent}
          onChange={(event) => form.change('checkout_consent', event.currentTarget.checked)} />
        <label htmlFor="contact-consent">
          {t('form.consent')} <a href={sitePath(lang, site, 'privacy-policy')} target="_blank" rel="noopener">{t('form.privacyLink')}<span className="visually-hidden"> ({t('link.opensInNewTab')})</span></a>
        </label>
      </div>
      <Honeypot value={trap} onChange={setTrap} />
      {send.failed && <p className="request-form__failure" role="alert">{t('form.failed')}</p>}
      <button type="submit" className="button button--solid request-form__send request-form__send--caps" disabled={!values.checkout_consent || send.state !== 'empty'} data-state={send.state}>
        {t(sendButtonKey(send.state))}
      </button>
      <p className="visually-hidden" role="status">{send.state === 'empty' ? '' : t(sendButtonKey(send.state))}</p>
    </form>
  );
}
