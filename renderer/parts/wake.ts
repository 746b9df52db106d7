/**
 * When each interactive part of a page wakes: the rule as data, with no React and no loading, so the page's
 * first script can read it (renderer/parts/wakeParts.ts) and the server can name the parts
 * (renderer/parts/Part.tsx). docs/site.md "Parts" says how to add one.
 *
 * - `load`: at once, for a part that must act as the page arrives (a page that fetches its content, the
 *   offline notice on a page opened offline);
 * - `idle`: when the browser is next idle, for a part that acts unasked a moment later (third parties a
 *   visitor accepted, a kept cart's check);
 * - `gesture`: at the visitor's first gesture anywhere on the page (a press, a key, a touch, a wheel, the
 *   mouse moving, focus arriving): the part the gesture reached first, the others right after;
 * - `never`: the part's markup is the whole of it on this visit.
 */
export type Wake = 'load' | 'idle' | 'gesture' | 'never';

export const PART_NAMES = [
  'header',
  'footer',
  'panels',
  'page',
  'motion',
  'shop',
  'reserve',
  'consent',
  'offline',
] as const;

export type PartName = (typeof PART_NAMES)[number];

/** The form controls a part's markup may hold: what the visitor can type into before it is live. */
export const FORM_CONTROLS = 'input, textarea, select';

/** The attribute that names a part on its element. */
export const PART_ATTRIBUTE = 'data-part';

/** The prefix of every `useId` inside a part: the server and the browser compute the same. */
export function partIdPrefix(name: PartName): string {
  return `${name}-`;
}

/** What the browser knows when it decides, read from the document before any part runs. */
export interface WakeFacts {
  /** The visitor accepted third parties, or is inside the app (renderer/inline/cookieBarHidden.ts). */
  consentSettled: boolean;
  /** The visitor keeps a cart for this site and language (lib/cartKeys.ts). */
  cartKept: boolean;
  /** The browser says it is offline. */
  offline: boolean;
  /** What the page says of its own part (each page's `+client.ts`). */
  pageWake: Wake;
}

/**
 * Presses answered by a part other than the one they are in: a content button that opens the reservation
 * overlay (components/reserve/ReserveMount.tsx) or adds to the cart (components/shop/ShopMount.tsx) is
 * HTML the page's part renders, and the reserve or the shop part listens for it. The page's first script
 * holds such a press until both are live (wakeParts.ts `holdUntilLive`).
 */
export const PRESS_ANSWERED_BY: readonly (readonly [selector: string, part: PartName])[] = [
  ['[data-reserve]', 'reserve'],
  ['[data-add-to-cart]', 'shop'],
];

/** When each part wakes, given what the browser knows. */
export const PART_WAKES: Record<PartName, (facts: WakeFacts) => Wake> = {
  // The header's controls, the panels and overlays they open, and the cart, answer a visitor's gesture;
  // a visitor who keeps a cart sees its count in the header, and the cart checks it, unasked.
  header: (facts) => (facts.cartKept ? 'idle' : 'gesture'),
  // The footer's language links carry what the page keeps across a language (a manage page's token).
  footer: () => 'gesture',
  panels: () => 'gesture',
  shop: (facts) => (facts.cartKept ? 'idle' : 'gesture'),
  reserve: () => 'gesture',
  // The page transitions and the cursor start with the first gesture. (The first-visit intro is no part:
  // components/motion/firstEntry.ts.)
  motion: () => 'gesture',
  // The cookie bar's Accept answers a gesture; accepted third parties load unasked.
  consent: (facts) => (facts.consentSettled ? 'idle' : 'gesture'),
  // The notice speaks when the network goes (wakeParts.ts also wakes it on the `offline` event).
  offline: (facts) => (facts.offline ? 'load' : 'gesture'),
  page: (facts) => facts.pageWake,
};

/**
 * Section types with behaviour of their own, and when a page that shows one wakes. A form, a carousel's
 * buttons and a shop's add-to-cart answer the visitor's gesture: the server renders each whole, and what
 * the visitor types before the part is live is kept (typedValues.ts). A booking flow in progress wakes as
 * the page arrives (renderer/startPage.ts `pageWakeOf`).
 */
export const INTERACTIVE_SECTIONS: Readonly<Record<string, Exclude<Wake, 'never'>>> = {
  form: 'gesture',
  carousel: 'gesture',
  productGrid: 'gesture',
  product: 'gesture',
};

/** How soon each wake comes, soonest first. */
const WAKE_URGENCY: readonly Wake[] = ['load', 'idle', 'gesture', 'never'];

/**
 * When a page of sections wakes: as soon as its most urgent section needs; never if every one is HTML
 * alone (its links, pictures and text need no script).
 * @example sectionsWake(['hero', 'text']) // 'never'
 * @example sectionsWake(['hero', 'carousel', 'form']) // 'gesture'
 */
export function sectionsWake(types: readonly string[]): Wake {
  const wakes = types.map((type) => INTERACTIVE_SECTIONS[type] ?? 'never');
  return WAKE_URGENCY.find((wake) => wakes.includes(wake)) ?? 'never';
}
