import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPageTranslator } from './translate.ts';
import { LOCALE_VARIANTS, localeVariant, withVariant } from './localeVariants.ts';
import type { LocaleTable } from './locales.ts';
import { ROUTE_LANGS, SITE_IDS, SITES } from './sites.ts';

const table = (code: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${code}.json`, import.meta.url), 'utf8')) as LocaleTable;

describe('locale variants: the words a site’s visitors use otherwise', () => {
  it('asks for the last name in American English, the surname in British English', () => {
    const american = createPageTranslator('en', withVariant(table('en'), 'en', 'beverlyhills'));
    const british = createPageTranslator('en', withVariant(table('en'), 'en', 'florence'));
    expect(american('form.surname')).toBe('Last name');
    expect(american('booking.field.surname')).toBe('Last name');
    expect(american('booking.field.guestSurname')).toBe("Guest's last name");
    expect(british('form.surname')).toBe('Surname');
    // Everything else is the language's table.
    expect(american('booking.field.name')).toBe(table('en')['booking.field.name']);
  });

  it("follows the site's date locale, so words and dates are American together", () => {
    for (const site of SITE_IDS) {
      for (const lang of ROUTE_LANGS) {
        const locale = SITES[site].dateLocales[lang];
        expect(localeVariant(lang, site), `${lang}/${site}`).toBe(
          locale && locale in LOCALE_VARIANTS ? locale : undefined,
        );
      }
    }
    expect(localeVariant('en', 'beverlyhills')).toBe('en-US');
    expect(localeVariant('en', undefined)).toBeUndefined();
  });

  it('changes only keys its language has, placeholders kept', () => {
    for (const [locale, words] of Object.entries(LOCALE_VARIANTS)) {
      const base = table(locale.split('-')[0]!);
      for (const [key, value] of Object.entries(words)) {
        expect(base[key], `${locale} ${key} is a key of its language`).toBeDefined();
        expect(value.match(/\{\{\s*\w+\s*\}\}/g) ?? [], `${locale} ${key}`).toEqual(
          base[key]!.match(/\{\{\s*\w+\s*\}\}/g) ?? [],
        );
        expect(value, `${locale} ${key} differs from its language`).not.toBe(base[key]);
      }
    }
  });
});
