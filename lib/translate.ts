/**
 * The browser's translator: the page's own table, English as fallback, `{{name}}` placeholders and
 * `_one`/`_other` plurals by Intl.PluralRules — the part of i18next the site uses, in a few lines, so the
 * first load carries no i18n library. lib/translate.test.ts checks it gives i18next's text for every key.
 */
import type { LocaleTable, Translator } from './locales.ts';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * @example createPageTranslator('en', { 'guests_one': '{{count}} guest', 'guests_other': '{{count}} guests' })('guests', { count: 2 }) // '2 guests'
 */
export function createPageTranslator(lang: string, table: LocaleTable, fallback?: LocaleTable): Translator {
  const plurals = new Intl.PluralRules(lang);
  const englishPlurals = new Intl.PluralRules('en');
  const text = (source: LocaleTable | undefined, key: string) => (source?.[key] ? source[key] : undefined);

  function find(key: string, count: unknown): string | undefined {
    if (typeof count === 'number') {
      const own = text(table, `${key}_${plurals.select(count)}`);
      if (own !== undefined) return own;
      const english = text(fallback, `${key}_${englishPlurals.select(count)}`);
      if (english !== undefined && text(table, key) === undefined) return english;
    }
    return text(table, key) ?? text(fallback, key);
  }

  return (key, vars) => {
    const found = find(key, vars?.count) ?? key;
    if (!vars) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string) => (name in vars ? String(vars[name]) : placeholder));
  };
}
