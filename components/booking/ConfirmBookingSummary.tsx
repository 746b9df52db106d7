/**
 * Step 7: the summary to confirm (rules §bookings: ConfirmBookingSummary; ConfirmOnBehalfOfBookingSummary when the
 * table is for someone else), with the cancellation terms from the day's availability (rules §cancellation:
 * free via the e-mail's link or by phone until the site's window, then a penalty per guest) led by what this
 * booking is promised (`cancellationTerms`: free until the exact deadline, or already charged, with the
 * amount), and the terms to accept.
 * Each chosen extra shows its quantity, unit price and amount, then the extras' total; money is written by lib/price.ts
 * and names in the language's order by lib/personName.ts. The consent links the privacy policy as the reservation
 * overlay's does.
 */
import { useState, type ReactNode } from 'react';
import type { Availability } from '../../lib/booking/contract.ts';
import { fullName } from '../../lib/personName.ts';
import { formatPrice, totalPrice } from '../../lib/price.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { PrivacyPolicyLink } from '../forms/PrivacyPolicyLink.tsx';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { FieldErrors } from '../../lib/forms/validation.ts';
import { CheckboxField, ErrorSummary, fieldId } from './fields.tsx';
import { formatDay, formatTime } from '../../lib/booking/format.ts';
import { cancellationTerms } from '../../lib/booking/cancellationTerms.ts';
import { cancellationPromise } from '../../lib/booking/cancellationPromise.ts';
import { ProblemNotice } from './Notices.tsx';
import { birthdateOf, extrasOf, type BookingDraft } from '../../lib/booking/payload.ts';
import type { SendProblem } from '../../lib/forms/sendProblem.ts';
import { Ltr } from '../ui/Ltr.tsx';
import { RestaurantRow } from './RestaurantPlace.tsx';
import { StepActions, StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';

interface SummaryProps {
  site: SiteId;
  lang: Lang;
  draft: BookingDraft;
  availability: Availability;
  onConsent: (consent: boolean) => void;
  validate: () => FieldErrors;
  /** Sends the booking; may throw. */
  onConfirm: () => Promise<void>;
  onBack: () => void;
  /** Opens the step that owns a field the provider refused (`contact.email` → contact details). */
  onFix: (field: string) => void;
  position: { current: number; total: number };
}

export function ConfirmBookingSummary(props: SummaryProps) {
  const t = useT();
  return <SummaryStep {...props} title={t('booking.step.summary')} />;
}

/** The same summary, for a table booked for someone else: it names the guest and who booked. */
export function ConfirmOnBehalfOfBookingSummary(props: SummaryProps) {
  const t = useT();
  const uiLang = useUiLang();
  const {
    draft: { contact },
  } = props;
  return (
    <SummaryStep {...props} title={t('booking.step.summaryOnBehalf')}>
      <Row term={t('booking.summary.guest')}>
        {fullName({ given: contact.guestName, family: contact.guestSurname }, uiLang)}
      </Row>
      <Row term={t('booking.summary.bookedBy')}>
        {fullName({ given: contact.name, family: contact.surname }, uiLang)}
      </Row>
    </SummaryStep>
  );
}

const PATHS = ['consent'] as const;

/** A marker no translation contains, where the consent's link goes in its sentence. */
const LINK_MARK = '\u0000';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="booking-summary__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SummaryStep({
  site,
  lang,
  draft,
  availability,
  onConsent,
  validate,
  onConfirm,
  onBack,
  onFix,
  position,
  title,
  children,
}: SummaryProps & { title: string; children?: ReactNode }) {
  const t = useT();
  const uiLang = useUiLang();
  const form = useStepForm({ paths: PATHS, validate });
  const { contact } = draft;
  const items = availability.extras.flatMap((group) => group.items);
  const extras = extrasOf(draft.extras, availability.extras).map((extra) => ({
    ...extra,
    price: items.find((item) => item.id === extra.itemId)?.price ?? null,
  }));
  const priced = extras.flatMap(({ price, quantity }) => (price ? [{ price, quantity }] : []));
  const extrasTotal = totalPrice(priced);
  const [consentBefore, consentAfter = ''] = t('booking.field.consentLinked', { privacy: LINK_MARK }).split(LINK_MARK);
  const { freeCancellationHours, penaltyPerPerson } = availability.cardGuarantee;
  // What cancelling this booking will cost, as of the moment the guest reads the summary.
  const [shownAt] = useState(() => new Date());
  const terms = draft.time
    ? cancellationTerms({ site, date: draft.date, time: draft.time, guests: draft.guests }, shownAt)
    : null;
  const consentId = fieldId('booking-summary', 'consent');
  const birthdate = birthdateOf(contact);
  const refused = form.problem?.kind === 'rejected' ? form.problem.field : undefined;
  const problem: SendProblem | null = form.problem;
  return (
    <StepFrame step="summary" title={title} position={position}>
      <dl className="booking-summary">
        <RestaurantRow site={site} className="booking-summary__row" />
        {children}
        <Row term={t('booking.field.date')}>{formatDay(draft.date, uiLang, site)}</Row>
        <Row term={t('booking.field.time')}>
          {t('booking.summary.serviceTime', {
            service: t(`booking.service.${draft.service ?? 'dinner'}`),
            time: formatTime(draft.date, draft.time ?? '', uiLang, site),
          })}
        </Row>
        <Row term={t('booking.field.guests')}>{t('booking.guests.count', { count: draft.guests })}</Row>
        {draft.seating && <Row term={t('booking.field.seating')}>{t(`booking.seating.${draft.seating}`)}</Row>}
        {availability.extras.length > 0 && (
          <Row term={t('booking.summary.extras')}>
            {extras.length ? (
              <>
                <ul className="booking-summary__extras">
                  {extras.map(({ itemId, quantity, price }) => (
                    <li key={itemId} className="booking-summary__extra">
                      <span className="booking-summary__extra-name">{t(`booking.extra.${itemId}`)}</span>
                      <span className="booking-summary__extra-unit">
                        <Ltr>{price ? `${quantity} × ${formatPrice(price, uiLang)}` : `× ${quantity}`}</Ltr>
                      </span>
                      <span className="booking-summary__extra-amount">
                        {price ? (
                          <Ltr>{formatPrice(totalPrice([{ price, quantity }])!, uiLang)}</Ltr>
                        ) : (
                          t('booking.extras.included')
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
                {extrasTotal && (
                  <p className="booking-summary__total">
                    <span>{t('booking.summary.extrasTotal')}</span>{' '}
                    <strong>
                      <Ltr>{formatPrice(extrasTotal, uiLang)}</Ltr>
                    </strong>
                  </p>
                )}
              </>
            ) : (
              t('booking.extras.none')
            )}
          </Row>
        )}
        <Row term={t('booking.summary.contact')}>
          {[
            contact.salutation ? t(`booking.salutation.${contact.salutation}`) : '',
            fullName({ given: contact.name, family: contact.surname }, uiLang),
          ]
            .filter(Boolean)
            .join(' ')}
          {lang === 'ja' && (contact.furiganaSurname || contact.furiganaName) && (
            <>
              <br />
              {fullName({ given: contact.furiganaName, family: contact.furiganaSurname }, uiLang)}
            </>
          )}
          <br />
          <Ltr>{contact.email.trim()}</Ltr>
          <br />
          <Ltr>{`+${contact.phoneCode} ${contact.phone.trim()}`}</Ltr>
          {birthdate && (
            <>
              <br />
              {t('booking.summary.born', { date: formatDay(birthdate, uiLang, site) })}
            </>
          )}
        </Row>
        {contact.comments.trim() && <Row term={t('booking.field.comments')}>{contact.comments.trim()}</Row>}
        {availability.cardGuarantee.required && (
          <Row term={t('booking.summary.card')}>{t('booking.summary.cardTest')}</Row>
        )}
      </dl>
      <div className="booking-terms">
        <p className="booking-terms__title">{t('booking.terms.title')}</p>
        {terms && (
          <p className="booking-terms__promise" data-cancellation-terms={terms.kind}>
            {terms.kind === 'free' ? (
              cancellationPromise(t, uiLang, site, terms)
            ) : (
              <strong>{cancellationPromise(t, uiLang, site, terms)}</strong>
            )}
          </p>
        )}
        <p>
          {t('booking.terms.penalty', { hours: freeCancellationHours, penalty: formatPrice(penaltyPerPerson, uiLang) })}
        </p>
        <p>{t('booking.terms.how')}</p>
      </div>
      <form className="booking-form" noValidate onSubmit={form.submit(onConfirm)}>
        <ErrorSummary
          ref={form.summaryRef}
          entries={form.summary.map(({ error }) => ({ id: consentId, label: t('booking.field.consent'), error }))}
        />
        <CheckboxField
          id={consentId}
          required
          checked={draft.consent}
          error={form.errors.consent}
          label={
            <>
              {consentBefore}
              <PrivacyPolicyLink site={site} lang={lang}>
                {t('booking.field.privacyPolicy')}
              </PrivacyPolicyLink>
              {consentAfter}
            </>
          }
          onChange={(consent) => {
            onConsent(consent);
            form.touch('consent');
          }}
        />
        <ProblemNotice site={site} problem={problem} />
        <StepActions onBack={onBack}>
          {refused && (
            <button type="button" className="booking-button" onClick={() => onFix(refused)}>
              {t('booking.action.fix')}
            </button>
          )}
          {problem?.kind === 'conflict' && (
            <button type="button" className="booking-button" onClick={() => onFix('time')}>
              {t('booking.action.otherTime')}
            </button>
          )}
          <SubmitButton look="booking" disabled={form.sending}>
            {form.sending ? t('booking.action.sending') : t('booking.action.confirm')}
          </SubmitButton>
        </StepActions>
      </form>
    </StepFrame>
  );
}
