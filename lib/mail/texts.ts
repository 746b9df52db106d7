/**
 * The messages' texts: the `mail.*` keys of the tables (locales/<code>.json), with the booking flow's own
 * keys for what both say (field labels, seating, extras, the cancellation terms), through the project's
 * translator (lib/i18n.ts). A guest's messages are in any of the twenty languages; the restaurant's in its
 * site's language.
 */
import { createTranslator, loadLocale, type Translator } from '../i18n.ts';
import { UI_LANGS, type UiLang } from '../locales.ts';

export type Translators = (lang: UiLang) => Translator;

/** One translator per UI language, English the fallback of the others (as on the pages). */
export async function mailTranslators(): Promise<Translators> {
  const english = await loadLocale('en');
  const entries = await Promise.all(
    UI_LANGS.map(async (lang) => [lang, createTranslator(lang, await loadLocale(lang), english)] as const),
  );
  const byLang = new Map<UiLang, Translator>(entries);
  return (lang) => byLang.get(lang)!;
}
