/**
 * Web storage that may be missing: private modes, blocked cookies and sandboxed web views throw on
 * access. Then a choice lasts only for the page, which is the most a visitor who blocks storage expects.
 */
type Kind = 'localStorage' | 'sessionStorage';

export function readStorage(kind: Kind, key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: Kind, key: string, value: string): void {
  try {
    window[kind].setItem(key, value);
  } catch {
    // see above: the choice stays in memory for this page
  }
}

export function removeStorage(kind: Kind, key: string): void {
  try {
    window[kind].removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
