import type { Locator } from '@playwright/test';
import type { UiLang } from '../lib/locales.ts';

/** The language picker of a part (components/guestLanguage/LanguagePicker.tsx). */
export function languagePicker(part: Locator): Locator {
  return part.locator('.language-picker select');
}

/**
 * Picks `speaks` in the part's picker as a guest does: reaching it first (focus), which is when it lists
 * the twenty languages, then choosing.
 */
export async function pickLanguage(part: Locator, speaks: UiLang): Promise<void> {
  const picker = languagePicker(part);
  await picker.focus();
  await picker.selectOption(speaks);
}
