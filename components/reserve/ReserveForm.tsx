/**
 * The reservation request form (rules §form-fields: Reserve form payload, §validation: Reserve form): name and surname,
 * email, guests when the request has them, country, message (at most 500 characters), attachments, the
 * privacy consent that enables Send. Sent as mail type 2 to the site's recipient (rules §content-api).
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ReserveRequest } from '../../lib/contract/types.ts';
import { countryOptions } from '../../lib/forms/countries.ts';
import { reservePayload } from '../../lib/forms/reservePayload.ts';
import { ATTACHMENTS_FIELD, reserveFormSchema } from '../../lib/forms/schemas.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { guestLangPart } from '../../lib/guestLang.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { Attachments, attachmentsProblem, refusedAttachments, type AttachmentsProblem } from '../forms/Attachments.tsx';
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
  const guestLang = useUiLang();
  const countries = useMemo(() => countryOptions(site, guestLang), [site, guestLang]);
  const initial = useMemo(
    () => ({
      name: '',
      surname: '',
      email: '',
      pax: '',
      country: countries.find((option) => option.selected)?.value ?? '',
      message: '',
      checkout_consent: false,
    }),
    [countries],
  );
  const schema = useMemo(() => reserveFormSchema(), []);
  const form = useValidatedForm(initial, schema, (values) => reservePayload(values, request, values.checkout_consent));
  const [files, setFiles] = useState<File[]>([]);
  /** What the server said of the attachments, until they change. */
  const [filesRefused, setFilesRefused] = useState<AttachmentsProblem>();
  const [trap, setTrap] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusRefused = useFocusFirstInvalid(formRef);
  const send = useSend({
    form: 'reservation',
    onThanks: () => {
      form.reset();
      setFiles([]);
      setFilesRefused(undefined);
      onThanks();
    },
    onDone,
  });
  const { values, errors } = form;
  const fileProblem = attachmentsProblem(files);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.state !== 'empty') return;
    if (!form.validateAll() || fileProblem) return focusFirstInvalid(formRef.current);
    void send
      .send(() =>
        sendMail({
          site,
          lang,
          ...guestLangPart({ lang, guestLang }),
          form: 'reserve',
          fields: reservePayload(values, request, values.checkout_consent),
          files,
          website: trap,
        }),
      )
      .then((problem) => {
        // Fields the server refused are marked where they are, and the first takes focus.
        if (problem?.kind !== 'rejected') return;
        const marked = form.refuse(problem.fields);
        const attachments = problem.fields.find(({ field }) => field === ATTACHMENTS_FIELD);
        if (attachments) setFilesRefused(refusedAttachments(attachments.message));
        if (marked.length || attachments) focusRefused();
      });
  };

  return (
    <form ref={formRef} className="request-form" noValidate onSubmit={submit} aria-busy={send.state === 'sending'}>
      <p className="request-form__note">{t('form.requiredNote')}</p>
      <NameRow form={form} />
      <Field label={t('form.email')} error={errors.email} required empty={!values.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            maxLength={LIMITS.emailMaxLength}
            value={values.email}
            onChange={(event) => form.change('email', event.currentTarget.value)}
          />
        )}
      </Field>
      <div className="request-form__row">
        {request.hasPax && (
          <GuestCountField
            name="pax"
            label={t('form.pax')}
            value={values.pax}
            error={errors.pax}
            onChange={(value) => form.change('pax', value)}
          />
        )}
        <Field label={t('form.country')} error={errors.country} empty={!values.country}>
          {(control) => (
            <select
              {...control}
              name="country"
              value={values.country}
              onChange={(event) => form.change('country', event.currentTarget.value)}
            >
              {countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <MessageField form={form} />
      <Attachments
        onChange={(next) => {
          setFiles(next);
          setFilesRefused(undefined);
        }}
        problem={fileProblem ?? filesRefused}
      />
      <PrivacyConsent
        id="reserve-consent"
        site={site}
        lang={lang}
        checked={values.checkout_consent}
        missing={Boolean(errors.checkout_consent)}
        onChange={(checked) => form.change('checkout_consent', checked)}
      />
      <Honeypot form="reserve" value={trap} onChange={setTrap} />
      <SendControls send={send} consent={values.checkout_consent} />
    </form>
  );
}
