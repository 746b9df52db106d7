/**
 * Inline in `<head>` (generated: scripts/build/inlineScripts.ts). The prerendered page carries the cookie
 * bar, so a first visitor sees it in the first paint, not after the scripts; this hides it before that
 * paint for a visitor who accepted, or inside the app (lib/consent.ts hasConsented, lib/inApp.ts isInApp).
 * Storage that throws counts as nothing stored. Until hydration the bar's button does nothing.
 */
import { COOKIE_BAR_HIDDEN_ATTRIBUTE, CONSENT_STORAGE_KEY, hasConsented } from '../../lib/consent.ts';
import { IN_APP_STORAGE_KEY, isInApp } from '../../lib/inApp.ts';
import { readStorage } from './readStorage.ts';

export default function hideCookieBarBeforePaint(): void {
  const inApp = isInApp(
    location.href,
    readStorage(() => sessionStorage, IN_APP_STORAGE_KEY),
  );
  if (inApp || hasConsented(readStorage(() => localStorage, CONSENT_STORAGE_KEY)))
    document.documentElement.setAttribute(COOKIE_BAR_HIDDEN_ATTRIBUTE, '');
}
