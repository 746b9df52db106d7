/**
 * The browser's translator: one complete table, `{{name}}` placeholders and plurals by Intl.PluralRules —
 * the part of i18next the site uses, in a few lines, so the first load carries no i18n library. Every
 * table has every key, non-empty, with its language's plural forms (lib/i18n.test.ts), so the browser
 * carries no English fallback; the server's translator (lib/i18n.ts) keeps one. lib/translate.test.ts
 * checks this gives i18next's text for every key of every table.
 */
import type { LocaleTable, Translator } from './locales.ts';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * A key the table lacks (or leaves empty) comes back as the key.
 * @example createPageTranslator('en', { 'guests_one': '{{count}} guest', 'guests_other': '{{count}} guests' })('guests', { count: 2 }) // '2 guests'
 */
export function createPageTranslator(lang: string, table: LocaleTable): Translator {
  const plurals = new Intl.PluralRules(lang);
  return (key, vars) => {
    const count = vars?.count;
    const found = (typeof count === 'number' && table[`${key}_${plurals.select(count)}`]) || table[key] || key;
    if (!vars) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string) => (name in vars ? String(vars[name]) : placeholder));
  };
}
