/**
 * The page a booking's manage link opens (docs/bookings.md "Managing and cancelling a booking"). The token
 * is in the address's fragment (`#token=…`), which no server sees: the page reads it, asks BOOKING_MANAGE
 * and shows the booking, then cancels it with BOOKING_CANCEL. Free outside the site's window after a
 * confirmation; inside it the page names the penalty per person and the total and asks the guest to accept
 * the charge first. The content API's client loads on demand, when the page first asks.
 * Focus moves to each step's heading or alert, so a screen reader and a keyboard follow every change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPrice as formatMoney } from '../../lib/price.ts';
import type { CancellationReceipt, ManagedBooking } from '../../lib/booking/contract.ts';
import type { ContentApiError } from '../../clients/contentApi.ts';
import { telHref } from '../../lib/restaurantContact.ts';
import { siteOffersLang, SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { MANAGE_PATH, sitePath } from '../../lib/urls.ts';
import { useLang, useT } from '../i18n.tsx';
import { formatInstant } from '../../lib/booking/format.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { GuestLanguageScope, useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { keepGuestLang, keptGuestLang } from '../guestLanguage/keptGuestLang.ts';
import { LanguagePicker } from '../guestLanguage/LanguagePicker.tsx';
import { Ltr } from '../ui/Ltr.tsx';
import { langFromFragment, tokenFromFragment } from './manageToken.ts';
import './manage.css';

export interface RestaurantLine {
  name: string;
  phone?: string;
}

/** Where the focus goes once a step is shown: its heading or its alert. */
type FocusRef = (node: HTMLElement | null) => void;

type View =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'unreachable'; retry: () => void; booking?: ManagedBooking }
  | { kind: 'booking'; booking: ManagedBooking; notice?: 'chargeNow' | 'changed' }
  | { kind: 'cancelled'; booking: ManagedBooking; receipt: CancellationReceipt };

const apiClient = () => import('../loadContentApi.ts').then(({ loadContentApi }) => loadContentApi());

const failureOf = (error: unknown): ContentApiError | undefined =>
  (error as { name?: string }).name === 'ContentApiError' ? (error as ContentApiError) : undefined;

/**
 * The manage page of the booking's own site, in the page's language when that site offers it: a link opened
 * on another site's page shows the booking with its own restaurant, never the page's.
 */
function managePageOf(booking: ManagedBooking, lang: Lang): string {
  const pageLang = siteOffersLang(booking.site, lang)
    ? lang
    : siteOffersLang(booking.site, booking.lang)
      ? booking.lang
      : SITES[booking.site].defaultLocale;
  return sitePath(pageLang, booking.site, MANAGE_PATH);
}

/**
 * The page speaks the guest's language (the picker of the booking flow, components/guestLanguage/): the one
 * the link names (`&lang=`, the language they booked in) unless they chose another during this visit.
 */
export function ManageBooking(props: { site: SiteId; restaurant: RestaurantLine }) {
  return (
    <GuestLanguageScope>
      <ManageBookingBody {...props} />
    </GuestLanguageScope>
  );
}

function ManageBookingBody({ site, restaurant }: { site: SiteId; restaurant: RestaurantLine }) {
  const t = useT();
  const lang = useLang();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const focusTarget = useRef<HTMLElement | null>(null);
  const token = useRef<string | undefined>(undefined);
  const firstView = useRef(true);
  const focusOn: FocusRef = useCallback((node: HTMLElement | null) => {
    focusTarget.current = node;
  }, []);

  // Every change of step moves the focus to its heading or alert (not the first paint's loading notice).
  useEffect(() => {
    if (firstView.current && view.kind === 'loading') return;
    firstView.current = false;
    focusTarget.current?.focus();
  }, [view]);

  const load = useCallback(
    async (notice?: 'chargeNow' | 'changed') => {
      const current = token.current;
      if (!current) return setView({ kind: 'invalid' });
      try {
        const booking = await (await apiClient()).manageBooking(current);
        if (booking.site !== site)
          return window.location.replace(`${managePageOf(booking, lang)}${window.location.hash}`);
        setView({ kind: 'booking', booking, ...(notice ? { notice } : {}) });
      } catch (error) {
        const failure = failureOf(error);
        if (failure?.kind === 'not-found') return setView({ kind: 'invalid' });
        setView({
          kind: 'unreachable',
          retry: () => {
            setView({ kind: 'loading' });
            void load(notice);
          },
        });
      }
    },
    [site, lang],
  );

  // Before the scope around reads the kept language (a child's effects run first).
  useEffect(() => {
    const linked = langFromFragment(window.location.hash);
    if (linked && !keptGuestLang()) keepGuestLang(linked);
  }, []);

  useEffect(() => {
    token.current = tokenFromFragment(window.location.hash);
    void load();
    // A guest who pastes another link into the same tab gets that booking, never the one shown before.
    const onHash = () => {
      token.current = tokenFromFragment(window.location.hash);
      setView({ kind: 'loading' });
      void load();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load]);

  const cancel = useCallback(
    async (booking: ManagedBooking, acceptCharge: boolean) => {
      const current = token.current;
      if (!current) return setView({ kind: 'invalid' });
      try {
        // Code that cannot load (offline) is the same failure as an API that cannot be reached.
        const [client, { withSubmissionKey }] = await Promise.all([apiClient(), import('../forms/submissionKey.ts')]);
        const receipt = await withSubmissionKey({ cancel: current, acceptCharge }, (idempotencyKey) =>
          client.cancelBooking(current, acceptCharge, { idempotencyKey }),
        );
        setView({ kind: 'cancelled', booking, receipt });
      } catch (error) {
        const failure = failureOf(error);
        if (failure?.kind === 'not-found') return setView({ kind: 'invalid' });
        // The free window closed while the page was open, or the booking changed elsewhere: show it as it is now.
        if (failure?.status === 409) return void load(failure.field === 'acceptCharge' ? 'chargeNow' : 'changed');
        setView({ kind: 'unreachable', booking, retry: () => void cancel(booking, acceptCharge) });
      }
    },
    [load],
  );

  return (
    <section className="manage" aria-labelledby="manage-title">
      <h1 id="manage-title" className="manage__title">
        {t('manage.title')}
      </h1>
      <LanguagePicker />
      {view.kind === 'loading' && (
        <p className="manage__status" role="status" tabIndex={-1} ref={focusOn}>
          {t('manage.loading')}
        </p>
      )}
      {/* Without scripts the page cannot read the link's token: it says so and gives the restaurant's phone. */}
      <noscript>
        <p className="manage__status">{t('manage.noscript')}</p>
        <CallRestaurant restaurant={restaurant} />
      </noscript>
      {view.kind === 'invalid' && <InvalidLink restaurant={restaurant} focus={focusOn} />}
      {view.kind === 'unreachable' && (
        <div className="manage__alert" role="alert" tabIndex={-1} ref={focusOn} data-manage-state="unreachable">
          <h2 className="manage__alert-title">{t('manage.unreachable.title')}</h2>
          <p>{t('manage.unreachable.text')}</p>
          <button type="button" className="manage__button manage__button--primary" onClick={view.retry}>
            {t('manage.retry')}
          </button>
        </div>
      )}
      {view.kind === 'unreachable' && view.booking && (
        <BookingDetails site={site} restaurant={restaurant} booking={view.booking} />
      )}
      {view.kind === 'booking' && (
        <BookingCard
          site={site}
          restaurant={restaurant}
          booking={view.booking}
          notice={view.notice}
          focus={focusOn}
          onCancel={cancel}
        />
      )}
      {view.kind === 'cancelled' && (
        <Cancelled site={site} restaurant={restaurant} booking={view.booking} receipt={view.receipt} focus={focusOn} />
      )}
    </section>
  );
}

function InvalidLink({ restaurant, focus }: { restaurant: RestaurantLine; focus: FocusRef }) {
  const t = useT();
  return (
    <div className="manage__alert" role="alert" tabIndex={-1} ref={focus} data-manage-state="invalid">
      <h2 className="manage__alert-title">{t('manage.invalid.title')}</h2>
      <p>{t('manage.invalid.text')}</p>
      <CallRestaurant restaurant={restaurant} />
    </div>
  );
}

function CallRestaurant({ restaurant }: { restaurant: RestaurantLine }) {
  const t = useT();
  if (!restaurant.phone) return null;
  return (
    <p>
      {t('manage.call', { restaurant: restaurant.name })}{' '}
      <a className="manage__phone" href={telHref(restaurant.phone)}>
        <Ltr>{restaurant.phone}</Ltr>
      </a>
    </p>
  );
}

interface BookingCardProps {
  site: SiteId;
  restaurant: RestaurantLine;
  booking: ManagedBooking;
  notice?: 'chargeNow' | 'changed';
  focus: FocusRef;
  onCancel: (booking: ManagedBooking, acceptCharge: boolean) => Promise<void>;
}

function BookingCard({ site, restaurant, booking, notice, focus, onCancel }: BookingCardProps) {
  const t = useT();
  const lang = useUiLang();
  const [confirming, setConfirming] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const { cancellation } = booking;
  const charge = cancellation?.charge ?? null;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const send = async () => {
    setSending(true);
    try {
      await onCancel(booking, charge !== null);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="manage__card" data-manage-state="booking" data-booking-status={booking.status}>
      {notice && (
        <p className="manage__notice" role="alert">
          {t(notice === 'chargeNow' ? 'manage.notice.chargeNow' : 'manage.notice.changed')}
        </p>
      )}
      <h2 className="manage__subtitle" tabIndex={-1} ref={focus}>
        {t('manage.bookingAt', { restaurant: restaurant.name })}
      </h2>
      <BookingDetails site={site} restaurant={restaurant} booking={booking} />
      {booking.status === 'cancelled' && (
        <p className="manage__note">
          {t('manage.alreadyCancelled', formatInstant(booking.cancelledAt ?? '', lang, site))}
        </p>
      )}
      {booking.status === 'confirmed' && !cancellation && (
        <>
          <p className="manage__note">{t('manage.past')}</p>
          <CallRestaurant restaurant={restaurant} />
        </>
      )}
      {cancellation && (
        <div className="manage__terms">
          {charge ? (
            <p data-manage-charge="">
              {t('manage.terms.charged', {
                hours: cancellation.freeCancellationHours,
                penalty: formatMoney(cancellation.penaltyPerPerson, lang),
                guests: t('booking.guests.count', { count: booking.guests }),
                total: formatMoney(charge, lang),
              })}
            </p>
          ) : (
            <p>{t('manage.terms.free', formatInstant(cancellation.freeUntil, lang, site))}</p>
          )}
          {!confirming && (
            <button type="button" className="manage__button" onClick={() => setConfirming(true)}>
              {t('manage.cancel')}
            </button>
          )}
          {confirming && (
            // biome-ignore lint/a11y/useSemanticElements: a confirmation panel with its buttons, not a form fieldset
            <div
              className="manage__confirm"
              role="group"
              aria-labelledby="manage-confirm-title"
              tabIndex={-1}
              ref={confirmRef}
            >
              <h3 id="manage-confirm-title" className="manage__confirm-title">
                {t('manage.confirm.title')}
              </h3>
              {charge && (
                <label className="manage__accept">
                  <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
                  <span>{t('manage.confirm.acceptCharge', { total: formatMoney(charge, lang) })}</span>
                </label>
              )}
              <div className="manage__actions">
                <button
                  type="button"
                  className="manage__button manage__button--primary"
                  disabled={sending || (charge !== null && !accepted)}
                  aria-disabled={sending || undefined}
                  onClick={() => void send()}
                >
                  {t(sending ? 'manage.cancelling' : charge ? 'manage.confirm.yesCharged' : 'manage.confirm.yes')}
                </button>
                <button
                  type="button"
                  className="manage__button manage__button--quiet"
                  disabled={sending}
                  onClick={() => {
                    setConfirming(false);
                    setAccepted(false);
                  }}
                >
                  {t('manage.confirm.keep')}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function Cancelled({
  site,
  restaurant,
  booking,
  receipt,
  focus,
}: {
  site: SiteId;
  restaurant: RestaurantLine;
  booking: ManagedBooking;
  receipt: CancellationReceipt;
  focus: FocusRef;
}) {
  const t = useT();
  const uiLang = useUiLang();
  return (
    <div className="manage__card" data-manage-state="cancelled">
      <div className="manage__done" role="status">
        <h2 className="manage__subtitle" tabIndex={-1} ref={focus}>
          {t('manage.done.title')}
        </h2>
        <p>
          {receipt.charge
            ? t('manage.done.charged', { total: formatMoney(receipt.charge, uiLang) })
            : t('manage.done.free')}
        </p>
        <p>{t('manage.done.email')}</p>
      </div>
      <BookingDetails
        site={site}
        restaurant={restaurant}
        booking={{ ...booking, status: 'cancelled', cancelledAt: receipt.cancelledAt }}
      />
    </div>
  );
}
