/**
 * Rules §consent: A cookie bar with an Accept button and ARCHITECTURE.md "Analytics load only after the cookie
 * bar's Accept". Consent is one origin-wide choice kept in localStorage: it outlives the tab (the bar
 * should not come back on every visit) and covers every site and language, which share one origin.
 */

import { IN_APP_OFF_VALUES, IN_APP_STORAGE_KEY } from './inApp.ts';

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

/** Set on `<html>` before first paint when the prerendered cookie bar must not show (cookieBarHiddenScript). */
export const COOKIE_BAR_HIDDEN_ATTRIBUTE = 'data-cookie-bar-hidden';

/**
 * The prerendered page carries the cookie bar, so a first visitor sees it in the first paint, not after
 * the scripts. This inline script in `<head>` hides it before that paint for a visitor who accepted, or
 * inside the app (the same rules as hasConsented and lib/inApp.ts isInApp; a test runs both over the same
 * cases). Storage that throws counts as nothing stored. Until hydration the bar's button does nothing.
 */
export function cookieBarHiddenScript(): string {
  const values = JSON.stringify({
    consent: CONSENT_STORAGE_KEY,
    accepted: CONSENT_ACCEPTED,
    inApp: IN_APP_STORAGE_KEY,
    off: IN_APP_OFF_VALUES,
  });
  return (
    `(()=>{const k=${values};const read=(s,key)=>{try{return s.getItem(key)}catch{return null}};` +
    `const app=new URLSearchParams(location.search).get('app');` +
    `const inApp=app===null?read(sessionStorage,k.inApp)==='1':!k.off.includes(app.trim().toLowerCase());` +
    `if(inApp||read(localStorage,k.consent)===k.accepted)document.documentElement.setAttribute('${COOKIE_BAR_HIDDEN_ATTRIBUTE}','')})()`
  );
}
