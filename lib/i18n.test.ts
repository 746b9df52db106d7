import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadLocale, pageStrings, ROUTE_UI_LANGS, UI_LANGS, type LocaleTable } from './i18n.ts';

// The tests read the files themselves, so a table that is not valid JSON fails here with its name.
const readTable = (code: string): LocaleTable =>
  JSON.parse(readFileSync(new URL(`../locales/${code}.json`, import.meta.url), 'utf8'));
const english = readTable('en');
const englishKeys = Object.keys(english);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('UI string tables', () => {
  it('has a table for each of the 20 UI languages, each a flat object of strings', () => {
    expect(UI_LANGS).toHaveLength(20);
    for (const code of UI_LANGS) {
      let strings: unknown;
      expect(() => {
        strings = readTable(code);
      }, `locales/${code}.json must exist and parse`).not.toThrow();
      expect(
        typeof strings === 'object' && strings !== null && !Array.isArray(strings),
        `locales/${code}.json is an object`,
      ).toBe(true);
      const notText = Object.entries(strings as object)
        .filter(([, value]) => typeof value !== 'string')
        .map(([key]) => key);
      expect(notText, `locales/${code}.json: values that are not strings`).toEqual([]);
    }
  });

  for (const code of ROUTE_UI_LANGS) {
    it(`has every key of en.json, non-empty, in the route language ${code}`, () => {
      const strings = readTable(code);
      const missing = englishKeys.filter((key) => !strings[key]?.trim());
      expect(missing, `keys missing or empty in locales/${code}.json`).toEqual([]);
    });
  }

  it('has no key in any table that en.json lacks', () => {
    for (const code of UI_LANGS) {
      const extra = Object.keys(readTable(code)).filter((key) => !(key in english));
      expect(extra, `keys in locales/${code}.json that en.json does not define`).toEqual([]);
    }
  });

  it('keeps the placeholders of each English string in every translation', () => {
    for (const code of UI_LANGS) {
      const strings = readTable(code);
      for (const key of englishKeys.filter((k) => strings[k] !== undefined)) {
        expect(placeholders(strings[key]!), `locales/${code}.json "${key}" placeholders`).toEqual(
          placeholders(english[key]!),
        );
      }
    }
  });

  it('writes each language name as that language writes it, identical in every table', () => {
    const names = englishKeys.filter((key) => key.startsWith('language.'));
    expect(english['language.ja']).toBe('日本語');
    for (const code of UI_LANGS) {
      const strings = readTable(code);
      for (const key of names) expect(strings[key], `locales/${code}.json "${key}"`).toBe(english[key]);
    }
  });

  it('writes GO BACK in capitals wherever the script has case', () => {
    for (const code of UI_LANGS) {
      const text = readTable(code)['error.goBack'];
      if (text !== undefined) expect(text, `locales/${code}.json "error.goBack"`).toBe(text.toLocaleUpperCase(code));
    }
  });

  it("keeps the rules' wording in English (rules §errors, §places)", () => {
    expect(english['error.404.title']).toBe("Sorry there's nothing here");
    expect(english['error.goBack']).toBe('GO BACK');
    expect(english['error.404.text']).toBe('This page could not be found');
    expect(english['place.comingSoon']).toBe('Coming Soon...');
  });

  it('never translates the brand', () => {
    for (const code of UI_LANGS) expect(readTable(code)['meta.brand'], code).toBe('Osteria Lucciola');
  });
});

describe('createTranslator', () => {
  it('fills the current and total slide into "carousel.slideOf"', () => {
    expect(createTranslator('en', english)('carousel.slideOf', { current: 2, total: 5 })).toBe('Slide 2 of 5');
    expect(createTranslator('ja', readTable('ja'), english)('carousel.slideOf', { current: 1, total: 3 })).toBe(
      'スライド 1 / 3',
    );
  });

  it('falls back to English for a key the table lacks or leaves empty', () => {
    const t = createTranslator(
      'it',
      { 'carousel.slideOf': 'Immagine {{current}} di {{total}}', 'nav.close': '' },
      english,
    );
    expect(t('carousel.slideOf', { current: 2, total: 5 })).toBe('Immagine 2 di 5');
    expect(t('error.goBack')).toBe('GO BACK');
    expect(t('nav.close')).toBe('Close');
  });

  it('reads dotted keys as flat keys and a colon as text', () => {
    const t = createTranslator('de', { 'error.404.title': 'Hier gibt es leider nichts', 'note:a': 'Notiz' });
    expect(t('error.404.title')).toBe('Hier gibt es leider nichts');
    expect(t('note:a')).toBe('Notiz');
  });

  it('leaves HTML escaping to React', () => {
    const t = createTranslator('en', { greeting: 'Hello {{name}}' });
    expect(t('greeting', { name: 'Tom & <Jerry>' })).toBe('Hello Tom & <Jerry>');
  });

  it('returns the key when no table has it', () => {
    expect(createTranslator('fr', {}, english)('no.such.key')).toBe('no.such.key');
  });

  it('keeps translators of different languages apart', () => {
    const italian = createTranslator('it', readTable('it'), english);
    const korean = createTranslator('ko', readTable('ko'), english);
    expect(italian('nav.close')).toBe('Chiudi');
    expect(korean('nav.close')).toBe('닫기');
  });
});

describe('loadLocale', () => {
  it('loads the table of every UI language, route language or not', async () => {
    for (const code of UI_LANGS) expect(await loadLocale(code), code).toEqual(readTable(code));
  });
});

describe('pageStrings', () => {
  it("keeps the e-mails' texts (mail.*) out of what a page embeds, and every other key in", () => {
    const table = readTable('en');
    const page = pageStrings(table);
    expect(Object.keys(table).some((key) => key.startsWith('mail.'))).toBe(true);
    expect(Object.keys(page).filter((key) => key.startsWith('mail.'))).toEqual([]);
    expect(Object.keys(page)).toEqual(Object.keys(table).filter((key) => !key.startsWith('mail.')));
  });
});
