/**
 * The contact form (rules §form-fields: Contact form fields: name, surname, telephone, request type (annual closing
 * day, opening hours, parking, private party, media enquiries), message, number of guests; rules §sending:
 * SEND, SENDING, SENT, then a thank-you panel). Sent as mail type 2 to the site's recipient.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { contactPayload } from '../../lib/forms/contactPayload.ts';
import { contactFormSchema, CONTACT_REQUEST_TYPES } from '../../lib/forms/schemas.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { guestLangPart } from '../../lib/guestLang.ts';
import { useT } from '../i18n.tsx';
import { GuestLanguageScope, useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { LanguagePicker } from '../guestLanguage/LanguagePicker.tsx';
import { Field } from '../forms/Field.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import {
  focusFirstInvalid,
  GuestCountField,
  MessageField,
  NameRow,
  PrivacyConsent,
  SendControls,
  sendMail,
  useFocusFirstInvalid,
} from '../forms/MailFormParts.tsx';
import { useSend } from '../forms/useSend.ts';
import { useValidatedForm } from '../forms/useValidatedForm.ts';
import '../forms/forms.css';

const INITIAL = {
  name: '',
  surname: '',
  telephone: '',
  requestType: '',
  message: '',
  guests: '',
  checkout_consent: false,
};

/** The form in the guest's own language, which the picker above it changes (components/guestLanguage/). */
export default function ContactForm({ site, lang }: { site: SiteId; lang: Lang }) {
  return (
    <GuestLanguageScope className="contact-form">
      <LanguagePicker />
      <ContactFields site={site} lang={lang} />
    </GuestLanguageScope>
  );
}

function ContactFields({ site, lang }: { site: SiteId; lang: Lang }) {
  const t = useT();
  const guestLang = useUiLang();
  const schema = useMemo(() => contactFormSchema(), []);
  const form = useValidatedForm(INITIAL, schema, contactPayload);
  const [trap, setTrap] = useState('');
  const [thanks, setThanks] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusRefused = useFocusFirstInvalid(formRef);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const send = useSend({
    form: 'contact',
    onThanks: () => {
      form.reset();
      setThanks(true);
    },
  });
  // The thanks replaces the form the visitor was in: focus follows it, once it is in the page.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);
  const { values, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.state !== 'empty') return;
    if (!form.validateAll()) return focusFirstInvalid(formRef.current);
    void send
      .send(() =>
        sendMail({
          site,
          lang,
          ...guestLangPart({ lang, guestLang }),
          form: 'contact',
          fields: contactPayload(values),
          website: trap,
        }),
      )
      .then((problem) => {
        // Fields the server refused are marked where they are, and the first takes focus.
        if (problem?.kind === 'rejected' && form.refuse(problem.fields).length) focusRefused();
      });
  };

  if (thanks) {
    return (
      <div className="request-form__thanks">
        <h3 ref={thanksRef} tabIndex={-1}>
          {t('contact.thanks.title')}
        </h3>
        <p>{t('contact.thanks.text')}</p>
        <button type="button" className="button" onClick={() => setThanks(false)}>
          {t('contact.another')}
        </button>
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      className="request-form request-form--contact"
      noValidate
      onSubmit={submit}
      aria-busy={send.state === 'sending'}
    >
      <p className="request-form__note">{t('form.requiredNote')}</p>
      <NameRow form={form} />
      <div className="request-form__row">
        <Field label={t('form.telephone')} error={errors.telephone} required empty={!values.telephone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              name="telephone"
              autoComplete="tel"
              dir="ltr"
              maxLength={LIMITS.textInputMaxLength}
              placeholder="+3900000000"
              value={values.telephone}
              onChange={(event) => form.change('telephone', event.currentTarget.value)}
            />
          )}
        </Field>
        <GuestCountField
          name="guests"
          label={t('form.guests')}
          value={values.guests}
          error={errors.guests}
          onChange={(value) => form.change('guests', value)}
        />
      </div>
      <Field label={t('form.requestType')} error={errors.requestType} required empty={!values.requestType}>
        {(control) => (
          <select
            {...control}
            name="requestType"
            value={values.requestType}
            onChange={(event) => form.change('requestType', event.currentTarget.value)}
          >
            <option value="">{t('form.choose')}</option>
            {CONTACT_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`form.requestType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <MessageField form={form} />
      <PrivacyConsent
        id="contact-consent"
        site={site}
        lang={lang}
        checked={values.checkout_consent}
        onChange={(checked) => form.change('checkout_consent', checked)}
      />
      <Honeypot form="contact" value={trap} onChange={setTrap} />
      <SendControls send={send} consent={values.checkout_consent} caps />
    </form>
  );
}
