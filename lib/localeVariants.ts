/**
 * Where a site's visitors word a language otherwise than its table (`Site.dateLocales`: English in Beverly
 * Hills is American), the words that differ, and only those: `locales/variants/<locale>.json` holds the
 * keys it changes ("Last name" for "Surname"), the language's table the rest. A variant is worded in the
 * same place as the dates are written, so a site cannot have American dates and British words.
 */
import enUS from '../locales/variants/en-US.json' with { type: 'json' };
import type { LocaleTable, UiLang } from './locales.ts';
import { isLang, SITES, type SiteId } from './sites.ts';

/** Every variant's changed keys, by Intl locale. */
export const LOCALE_VARIANTS: Readonly<Record<string, LocaleTable>> = { 'en-US': enUS };

/**
 * The variant a site's page in `lang` speaks, if any.
 * @example localeVariant('en', 'beverlyhills') // 'en-US'
 * @example localeVariant('en', 'florence') // undefined
 */
export function localeVariant(lang: UiLang, site: SiteId | undefined): string | undefined {
  const locale = site && isLang(lang) ? SITES[site].dateLocales[lang] : undefined;
  return locale && locale in LOCALE_VARIANTS ? locale : undefined;
}

/**
 * A language's table as a site's page speaks it: the variant's words over the language's.
 * @example withVariant(en, 'en', 'beverlyhills')['form.surname'] // 'Last name'
 */
export function withVariant(table: LocaleTable, lang: UiLang, site: SiteId | undefined): LocaleTable {
  const variant = localeVariant(lang, site);
  return variant ? { ...table, ...LOCALE_VARIANTS[variant] } : table;
}
