/**
 * Rules §consent: a cookie bar with an Accept button, and the tag manager and the font kit load only after
 * Accept. Consent is one origin-wide choice kept in localStorage: it outlives the tab (the bar
 * should not come back on every visit) and covers every site and language, which share one origin.
 */

/** The localStorage key holding the visitor's choice. */
export const CONSENT_STORAGE_KEY = 'lucciola.consent';

/**
 * The stored value for "accepted". Versioned: if what the Accept covers changes, a new value asks again,
 * because a stored old value no longer counts.
 */
export const CONSENT_ACCEPTED = 'accepted.v1';

/**
 * @example hasConsented('accepted.v1') // true
 * @example hasConsented(null) // false: no choice yet (or storage blocked)
 */
export function hasConsented(stored: string | null | undefined): boolean {
  return stored === CONSENT_ACCEPTED;
}

interface CookieBarInput {
  consented: boolean;
  /** Inside the mobile app, which asks for tracking consent itself (lib/inApp.ts). */
  inApp: boolean;
  /** The content's cookie text; a pair without one has nothing to show. */
  text: string | undefined;
}

/** The bar shows until accepted, outside the app, when the content has a text for it. */
export function cookieBarVisible({ consented, inApp, text }: CookieBarInput): boolean {
  return !consented && !inApp && Boolean(text?.trim());
}

/**
 * What consent unlocks: the tag manager and the font kit (both send the visitor's address to a third party).
 * In the app there is no bar, so no consent, so neither loads: the app measures on its own side.
 */
export function mayLoadThirdParties({ consented, inApp }: Pick<CookieBarInput, 'consented' | 'inApp'>): boolean {
  return consented && !inApp;
}

/**
 * Set on `<html>` before first paint when the prerendered cookie bar must not show
 * (renderer/inline/cookieBarHidden.ts).
 */
export const COOKIE_BAR_HIDDEN_ATTRIBUTE = 'data-cookie-bar-hidden';
