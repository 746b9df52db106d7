/**
 * The banner modals' behaviour (rules §banners), with no React: the page's first script starts it on a
 * page whose HTML holds a banner's <dialog> (BannerDialogs.tsx, renderer/parts/wakeParts.ts).
 *
 * - It appears after a 3.5 second delay, counted from when the page is entered, and only on a free
 *   page (lib/banners.ts `promoMayOpen`): never over another dialog (the intro, a panel, the cart, the
 *   reservation overlay), never into a form or under a visitor's typing. The page is looked at every
 *   half second; whenever it is busy, the whole delay runs again once it is free, so a modal never
 *   appears the instant a dialog closes or a field is left.
 * - One at a time, news first (bannerQueue.ts), and one per page view: once one has opened, the schedule
 *   ends, so the image modal that follows a closed news modal waits for the next page. Two promotions
 *   back to back would be one long interruption of the page the visitor came for.
 * - Opening sets isShow; closing (Escape, the close button, a click on the modal or its backdrop, its
 *   call-to-action, which still goes where it points) clears it and sets isShowed, which is remembered
 *   for the visit per site and language (bannerClosedKey.ts). A modal still open when the visitor leaves
 *   the page counts as seen. The focus goes back where it was.
 */
import { BANNER_CLOSED, closeBanner, openBanner, promoMayOpen, type BannerState } from '../../lib/banners.ts';
import { TIMINGS } from '../../lib/limits.ts';
import { dayIn, isShownOn } from '../../lib/season.ts';
import { readStorage, writeStorage } from '../consent/browserStorage.ts';
import { inFirstEntry } from '../motion/firstEntry.ts';
import { BANNER_ATTRIBUTES } from './bannerDialogAttributes.ts';
import { BANNER_ORDER, nextBanner, type BannerName, type BannerStatus } from './bannerQueue.ts';
import { pageMoment, watchTyping } from './pageMoment.ts';

/** How often the page is looked at while a delay runs or waits. */
const BUSY_RECHECK_MS = 500;

interface Banner {
  name: BannerName;
  dialog: HTMLDialogElement;
  state: BannerState;
}

/** Whether a banner's dialog is in its season today, in its site's time zone (lib/season.ts). */
function inSeason(dialog: HTMLDialogElement): boolean {
  const showFrom = dialog.getAttribute(BANNER_ATTRIBUTES.showFrom) ?? undefined;
  const showUntil = dialog.getAttribute(BANNER_ATTRIBUTES.showUntil) ?? undefined;
  if (showFrom === undefined && showUntil === undefined) return true;
  const timeZone = dialog.getAttribute(BANNER_ATTRIBUTES.timeZone) ?? 'UTC';
  return isShownOn({ showFrom, showUntil }, dayIn(Date.now(), timeZone));
}

const closedKey = (banner: Banner) => banner.dialog.getAttribute(BANNER_ATTRIBUTES.closedKey) ?? '';

function bannersOf(root: Document): Banner[] {
  return BANNER_ORDER.flatMap((name) => {
    const dialog = root.querySelector<HTMLDialogElement>(`dialog[${BANNER_ATTRIBUTES.name}="${name}"]`);
    return dialog && inSeason(dialog) ? [{ name, dialog, state: BANNER_CLOSED }] : [];
  });
}

function statusOf(banners: readonly Banner[], name: BannerName): BannerStatus {
  const banner = banners.find((each) => each.name === name);
  if (!banner) return { applies: false, isShow: false, done: false };
  const remembered = readStorage('sessionStorage', closedKey(banner)) === '1';
  return { applies: true, isShow: banner.state.isShow, done: banner.state.isShowed || remembered };
}

/** The frame of the image modal takes the shape of the picture the browser chose (modals.css). */
function fitFrame(dialog: HTMLDialogElement): void {
  const image = dialog.querySelector('img');
  const takeShape = () => {
    if (image && image.naturalWidth > 0 && image.naturalHeight > 0)
      dialog.style.setProperty('--banner-ratio', (image.naturalWidth / image.naturalHeight).toFixed(4));
  };
  image?.addEventListener('load', takeShape);
  takeShape();
}

/** Opens a banner's modal, and gives it its ways to close. */
function open(banner: Banner): void {
  const { dialog } = banner;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const remember = () => writeStorage('sessionStorage', closedKey(banner), '1');
  dialog.addEventListener('click', (event) => {
    // A click on the <dialog> itself (not its content) is a click on the backdrop.
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog || target?.closest(`[${BANNER_ATTRIBUTES.closes}]`)) dialog.close();
  });
  dialog.addEventListener(
    'close',
    () => {
      banner.state = closeBanner();
      remember();
      opener?.focus({ preventScroll: true });
    },
    { once: true },
  );
  addEventListener('pagehide', () => banner.state.isShow && remember(), { once: true });
  banner.state = openBanner(banner.state);
  // The close button comes first in the modal: the dialog gives it the focus.
  dialog.showModal();
  if (banner.name === 'imageBanner') fitFrame(dialog);
}

/** Starts the delay of the page's next banner, if one is left to show on this visit. */
export function startBannerSchedule(root: Document = document): void {
  const banners = bannersOf(root);
  const next = nextBanner({
    infoBanner: statusOf(banners, 'infoBanner'),
    imageBanner: statusOf(banners, 'imageBanner'),
  });
  const banner = banners.find((each) => each.name === next);
  if (!banner) return;
  watchTyping();
  const isFree = () => !inFirstEntry() && promoMayOpen(pageMoment());
  let delay: ReturnType<typeof setTimeout> | undefined;
  let watch: ReturnType<typeof setInterval> | undefined;
  const due = () => {
    delay = undefined;
    if (!isFree()) return;
    clearInterval(watch);
    open(banner);
  };
  watch = setInterval(() => {
    if (!isFree()) {
      clearTimeout(delay);
      delay = undefined;
    } else if (delay === undefined) {
      delay = setTimeout(due, TIMINGS.newsModalDelayMs);
    }
  }, BUSY_RECHECK_MS);
  if (isFree()) delay = setTimeout(due, TIMINGS.newsModalDelayMs);
}
