import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadLocale, ROUTE_UI_LANGS, type LocaleTable } from './i18n.ts';

const table = (code: string) => JSON.parse(readFileSync(new URL(`../locales/${code}.json`, import.meta.url), 'utf8')) as LocaleTable;
const english = table('en');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('UI strings', () => {
  for (const code of ROUTE_UI_LANGS) {
    it(`has every key of en.json, non-empty, in ${code}`, () => {
      const strings = table(code);
      const missing = Object.keys(english).filter((key) => !strings[key]?.trim());
      expect(missing, `keys missing in locales/${code}.json`).toEqual([]);
    });

    it(`has no key in ${code} that en.json lacks, and the same placeholders`, () => {
      const strings = table(code);
      expect(Object.keys(strings).filter((key) => !(key in english)), `extra keys in locales/${code}.json`).toEqual([]);
      for (const key of Object.keys(english)) expect(placeholders(strings[key] ?? ''), `${code}: ${key}`).toEqual(placeholders(english[key]!));
    });
  }

  it('writes language names as each language writes its own, identical in every table', () => {
    for (const code of ROUTE_UI_LANGS) {
      const strings = table(code);
      for (const key of Object.keys(english).filter((k) => k.startsWith('language.'))) expect(strings[key], `${code}: ${key}`).toBe(english[key]);
    }
  });

  it('interpolates values and falls back to English for a missing key', () => {
    const t = createTranslator('it', { 'carousel.slideOf': 'Immagine {{current}} di {{total}}' }, english);
    expect(t('carousel.slideOf', { current: 2, total: 5 })).toBe('Immagine 2 di 5');
    expect(t('error.goBack')).toBe('GO BACK');
  });

  it('loads one language table at a time', async () => {
    expect((await loadLocale('ja'))['error.404.text']).toBe(table('ja')['error.404.text']);
  });

  it('keeps the spec wording in English', () => {
    // Spec §2: "Wording: 'Sorry there's nothing here' with a GO BACK button. An unmatched route shows 'This page could not be found'."
    expect(english['error.404.title']).toBe("Sorry there's nothing here");
    expect(english['error.goBack']).toBe('GO BACK');
    expect(english['error.404.text']).toBe('This page could not be found');
    expect(english['place.comingSoon']).toBe('Coming Soon...');
    expect(english['error.errorPageFailed']).toBe('An error occurred while showing the error page');
  });
});
