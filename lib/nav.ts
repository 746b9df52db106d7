/**
 * Rules §header: navigation items are split in half, first half left, rest right. With an odd count
 * the left half takes the extra item, so the logo sits nearer the centre of the first half's reading.
 */
export function splitNav<T>(items: readonly T[]): { left: T[]; right: T[] } {
  const half = Math.ceil(items.length / 2);
  return { left: items.slice(0, half), right: items.slice(half) };
}

/**
 * The widths, in em, the header may start showing the split navigation at (the style breakpoints of rules §timings:
 * from the desktop one, 64em, up); below its step, and on every width for 'never', the header shows the burger.
 */
const DESKTOP_NAV_STEPS_EM = [64, 80, 90, 105, 120] as const;
type DesktopNavFrom = (typeof DESKTOP_NAV_STEPS_EM)[number] | 'never';

/**
 * What the desktop bar takes, in CSS px, as components/shell/shell.css lays it out, each a little generous:
 * an estimate from the captions must never be narrower than the browser's text.
 */
export const DESKTOP_BAR = {
  remPx: 16,
  /** The bar's navigation text: .75rem, letter-spacing .1em, uppercase. */
  navFontPx: 12,
  /**
   * One Latin (or other narrow) capital with its letter-spacing, in em of the font: the demo's captions measure
   * 0.70–0.77 a letter on average, "MENU" 0.84.
   */
  narrowCharEm: 0.8,
  /** One CJK, kana or Hangul character (1em) with its letter-spacing. */
  wideCharEm: 1.12,
  /** Between two items (.nav-list gap, 1.25rem). */
  itemGapPx: 20,
  /** A submenu's chevron button (1.75rem) and the gap before it. */
  toggleButtonPx: 31,
  /** "Osteria Lucciola" at 1.5rem in the fallback serif (the wider of the two, 214 px), and its padding. */
  logoPx: 242,
  /** The language button (min 2.75rem) and the tools' gap. */
  languageSwitcherPx: 56,
  /** The cart button (its icon only beside the navigation) with room for a three-digit badge. */
  cartPx: 72,
  /** The three gaps between the bar's four columns (1rem each). */
  columnGapsPx: 48,
  /** The bar's side padding: --shell-gutter, clamp(1rem, 0.6rem + 2vw, 2.5rem), on each side. */
  gutterPx: (viewportPx: number) => Math.min(40, Math.max(16, 9.6 + viewportPx * 0.02)),
} as const;

/** Han, kana, Hangul and full-width forms: a whole em each. */
const WIDE_CHAR = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** @example captionWidthPx('Press') // 5 narrow capitals at 12 px: 49.2 */
export function captionWidthPx(caption: string): number {
  let em = 0;
  for (const char of caption) em += WIDE_CHAR.test(char) ? DESKTOP_BAR.wideCharEm : DESKTOP_BAR.narrowCharEm;
  return em * DESKTOP_BAR.navFontPx;
}

interface BarItem {
  caption: string;
  has_sub_menu: boolean;
  submenu: readonly unknown[];
}

/** One half of the navigation on one row: its captions, their chevrons and the gaps between them. */
export function navRowWidthPx(items: readonly BarItem[]): number {
  if (items.length === 0) return 0;
  const captions = items.reduce(
    (sum, item) =>
      sum +
      captionWidthPx(item.caption) +
      (item.has_sub_menu && item.submenu.length > 0 ? DESKTOP_BAR.toggleButtonPx : 0),
    0,
  );
  return captions + (items.length - 1) * DESKTOP_BAR.itemGapPx;
}

interface DesktopBar {
  left: readonly BarItem[];
  right: readonly BarItem[];
  languageSwitcher: boolean;
  cart: boolean;
}

/** The bar's whole width with both halves on one row beside the logo, at a viewport width. */
export function desktopBarWidthPx(bar: DesktopBar, viewportPx: number): number {
  const tools = (bar.languageSwitcher ? DESKTOP_BAR.languageSwitcherPx : 0) + (bar.cart ? DESKTOP_BAR.cartPx : 0);
  return (
    navRowWidthPx(bar.left) +
    navRowWidthPx(bar.right) +
    DESKTOP_BAR.logoPx +
    tools +
    DESKTOP_BAR.columnGapsPx +
    2 * DESKTOP_BAR.gutterPx(viewportPx)
  );
}

/**
 * The first step at which the split navigation holds one row; until then the header shows the burger, so an
 * item never wraps onto a second row, whatever the language's captions. Decided when the page is rendered,
 * so the prerendered page already has its layout (nothing moves when the scripts arrive).
 * @example desktopNavFrom({ left: [], right: [], languageSwitcher: false, cart: false }) // 64
 */
export function desktopNavFrom(bar: DesktopBar): DesktopNavFrom {
  const step = DESKTOP_NAV_STEPS_EM.find(
    (em) => desktopBarWidthPx(bar, em * DESKTOP_BAR.remPx) <= em * DESKTOP_BAR.remPx,
  );
  return step ?? 'never';
}
