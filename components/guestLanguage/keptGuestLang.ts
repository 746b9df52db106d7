/**
 * The guest's language choice, kept for the visit (sessionStorage: the tab's session), so every interactive
 * part opens in it after the guest chose it once. Storage may be refused (private modes): then nothing is kept.
 */
const KEY = 'guestLang';

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
    // Not kept: the choice still holds for this part until the page is left.
  }
}
