/**
 * The messages' texts: the `mail.*` keys of the route languages' tables (locales/{it,en,ja,ko}.json),
 * with the booking flow's own keys for what both say (field labels, seating, extras, the cancellation
 * terms), through the project's translator (lib/i18n.ts).
 */
import { createTranslator, loadLocale, type Translator } from '../i18n.ts';
import { ROUTE_LANGS, type Lang } from '../sites.ts';

export type Translators = (lang: Lang) => Translator;

/** One translator per route language, English the fallback of the others (as on the pages). */
export async function mailTranslators(): Promise<Translators> {
  const english = await loadLocale('en');
  const entries = await Promise.all(
    ROUTE_LANGS.map(async (lang) => [lang, createTranslator(lang, await loadLocale(lang), english)] as const),
  );
  const byLang = new Map<Lang, Translator>(entries);
  return (lang) => byLang.get(lang)!;
}
