import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadLocale, pageStrings, UI_LANGS, type LocaleTable } from './i18n.ts';
import { tableKeysFor, UI_LANG_TRAITS } from './locales.ts';
import { createPageTranslator } from './translate.ts';

// The tests read the files themselves, so a table that is not valid JSON fails here with its name.
const readTable = (code: string): LocaleTable =>
  JSON.parse(readFileSync(new URL(`../locales/${code}.json`, import.meta.url), 'utf8'));
const english = readTable('en');
const englishKeys = Object.keys(english);
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Translations that are the English text itself, on purpose: the key (plural forms by their base), the
 * languages, and why. Any other value equal to English is a key left untranslated.
 */
const SAME_AS_ENGLISH: Record<string, { langs: string[]; why: string }> = {
  'nav.menu': { langs: ['it', 'cs', 'fr', 'ms', 'nl', 'pt', 'vi'], why: "the menu button's usual word there" },
  'booking.salutation.mx': {
    langs: ['it', 'cs', 'de', 'es', 'fr', 'hu', 'ms', 'nl', 'pt'],
    why: 'the gender-neutral title has no settled native form; guests who choose it write it so',
  },
  'booking.summary.serviceTime': {
    langs: ['it', 'cs', 'de', 'el', 'es', 'fr', 'hu', 'ms', 'nl', 'pt', 'ru', 'tr'],
    why: 'placeholders and a comma only',
  },
  'mail.restaurant.cancellation.waitlistEntry': {
    langs: ['it', 'ko', 'cs', 'de', 'el', 'es', 'fr', 'hu', 'ms', 'nl', 'pt', 'ru', 'tr'],
    why: 'placeholders and commas only',
  },
  'mail.restaurant.furigana': {
    langs: ['it', 'cs', 'de', 'es', 'fr', 'hu', 'ms', 'nl', 'pt', 'tr'],
    why: 'the Japanese term, used as it is',
  },
  'allergen.gluten': { langs: ['de', 'es', 'fr', 'ms', 'nl', 'tr', 'vi'], why: "the language's own word" },
  'allergen.lupin': { langs: ['fr', 'ms'], why: "the language's own word (Malaysian allergen lists use it)" },
  'allergen.mustard': { langs: ['ms'], why: 'the word Malaysian allergen lists use' },
  'booking.step.extras': { langs: ['de', 'es', 'pt'], why: "the language's usual word" },
  'booking.summary.extras': { langs: ['de', 'es', 'pt'], why: "the language's usual word" },
  'manage.field.restaurant': { langs: ['de', 'fr', 'nl'], why: "the language's own word" },
  'booking.summary.restaurant': { langs: ['de', 'fr', 'nl'], why: "the language's own word" },
  'manage.field.name': { langs: ['de'], why: "the language's own word" },
  'mail.restaurant.guestName': { langs: ['de'], why: "the language's own word" },
  'manage.field.status': { langs: ['de', 'ms', 'nl'], why: "the language's own word" },
  'venue.email': { langs: ['it', 'el', 'vi'], why: 'the usual label on websites there' },
  'form.email': { langs: ['it', 'el', 'vi'], why: 'the usual label on websites there' },
  'booking.contact.email': { langs: ['it', 'el', 'vi'], why: 'the usual label on websites there' },
  'booking.field.email': { langs: ['it', 'el', 'vi'], why: 'the usual label on websites there' },
  'cart.total': { langs: ['es', 'fr', 'pt'], why: "the language's own word" },
  'mail.no': { langs: ['it', 'es'], why: "the language's own word" },
  'form.wait.minutes': { langs: ['fr'], why: "the language's own word" },
  'form.message': { langs: ['fr'], why: "the language's own word" },
  'booking.field.date': { langs: ['fr'], why: "the language's own word" },
  'nav.home': { langs: ['it', 'nl'], why: 'what websites there say' },
  'booking.service.lunch': { langs: ['nl'], why: "the language's own word" },
  'mail.phoneLine': { langs: ['it'], why: 'the usual abbreviation there' },
};

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

  for (const code of UI_LANGS) {
    it(`has every key of en.json, non-empty, with the plural forms of its language, in ${code}`, () => {
      const strings = readTable(code);
      const expected = tableKeysFor(code, englishKeys);
      const missing = expected.filter((key) => !strings[key]?.trim());
      expect(missing, `keys missing or empty in locales/${code}.json`).toEqual([]);
      const extra = Object.keys(strings).filter((key) => !expected.includes(key));
      expect(extra, `keys in locales/${code}.json that en.json and ${code}'s plural forms do not define`).toEqual([]);
    });
  }

  it('keeps the placeholders of each English string in every translation (a plural form may say its count in words)', () => {
    for (const code of UI_LANGS) {
      const strings = readTable(code);
      for (const [key, text] of Object.entries(strings)) {
        const plural = PLURAL.exec(key);
        const source = english[key] ?? (plural ? english[`${key.slice(0, plural.index)}_other`] : undefined);
        if (source === undefined) continue;
        const wanted = placeholders(source).filter((name) => !(plural && name === 'count'));
        const found = placeholders(text).filter((name) => !(plural && name === 'count'));
        expect(found, `locales/${code}.json "${key}" placeholders`).toEqual(wanted);
        if (plural && placeholders(text).includes('count'))
          expect(placeholders(source), `locales/${code}.json "${key}"`).toContain('count');
      }
    }
  });

  it('speaks every count through plural forms: a string with {{count}} is a plural key in every table', () => {
    for (const code of UI_LANGS) {
      const counted = Object.entries(readTable(code))
        .filter(([key, text]) => placeholders(text).includes('count') && !PLURAL.test(key))
        .map(([key]) => key);
      expect(counted, `locales/${code}.json: counts outside plural keys`).toEqual([]);
    }
  });

  it('says one item in the singular and more in the plural (the cart, the shop-down notice)', () => {
    const say = (code: 'en' | 'it' | 'fr' | 'ru', key: string, count: number) =>
      createPageTranslator(code, readTable(code))(key, { count });
    expect(say('en', 'cart.count', 1)).toBe('1 item');
    expect(say('en', 'cart.count', 2)).toBe('2 items');
    expect(say('it', 'cart.count', 1)).toBe('1 articolo');
    expect(say('fr', 'cart.count', 1)).toBe('1 article');
    expect(say('ru', 'cart.count', 5)).toBe('5 товаров');
    expect(say('en', 'cart.unknownLines', 1)).toBe('Your 1 item will show here as soon as the shop answers.');
  });

  it('says why wherever a translation is the English text itself', () => {
    for (const code of UI_LANGS.filter((lang) => lang !== 'en')) {
      const strings = readTable(code);
      const same = Object.entries(strings)
        .filter(([key, text]) => {
          const plural = PLURAL.exec(key);
          return text === (english[key] ?? (plural ? english[`${key.slice(0, plural.index)}_other`] : undefined));
        })
        .map(([key]) => key)
        .filter((key) => !key.startsWith('language.') && key !== 'meta.brand')
        .filter((key) => !SAME_AS_ENGLISH[key.replace(PLURAL, '')]?.langs.includes(code));
      expect(same, `locales/${code}.json: values equal to English without a reason in SAME_AS_ENGLISH`).toEqual([]);
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

  it('names each language in the tables as UI_LANG_TRAITS does, and writes only Arabic right to left', () => {
    for (const key of englishKeys.filter((name) => name.startsWith('language.')))
      expect(english[key], key).toBe(UI_LANG_TRAITS[key.slice('language.'.length) as keyof typeof UI_LANG_TRAITS].name);
    expect(UI_LANGS.filter((code) => UI_LANG_TRAITS[code].dir === 'rtl')).toEqual(['ar']);
  });

  it("lists a plural key in the categories of each language's Intl.PluralRules", () => {
    expect(tableKeysFor('ja', ['a', 'g_one', 'g_other'])).toEqual(['a', 'g_other']);
    expect(tableKeysFor('ar', ['g_one', 'g_other']).sort()).toEqual(
      ['g_few', 'g_many', 'g_one', 'g_other', 'g_two', 'g_zero'].sort(),
    );
    expect(tableKeysFor('ru', ['g_one', 'g_other']).sort()).toEqual(['g_few', 'g_many', 'g_one', 'g_other']);
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
