/**
 * The guest's language choice, kept for the visit (sessionStorage: the tab's session), so every interactive
 * part opens in it after the guest chose it once, and told to the parts already open on the page (the cart
 * over the booking flow). Storage may be refused (private modes): then the open parts still hear of it.
 */
const KEY = 'guestLang';

/** The window event a choice sends: `detail` is the language chosen. */
export const GUEST_LANG_EVENT = 'lucciola:guest-lang';

export function keptGuestLang(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepGuestLang(lang: string): void {
  try {
    sessionStorage.setItem(KEY, lang);
  } catch {
    // Not kept: the choice still holds for the open parts until the page is left.
  }
  window.dispatchEvent(new CustomEvent(GUEST_LANG_EVENT, { detail: lang }));
}
