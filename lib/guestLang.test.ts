import { describe, expect, it } from 'vitest';
import { guestLangFor, guestLangPart, uiLangOf } from './guestLang.ts';
import { UI_LANGS } from './locales.ts';

describe('uiLangOf', () => {
  it('reads a browser tag as the table it needs', () => {
    expect(uiLangOf('de-AT')).toBe('de');
    expect(uiLangOf('pt-BR')).toBe('pt');
    expect(uiLangOf('ar-SA')).toBe('ar');
    expect(uiLangOf('jp')).toBe('ja');
  });

  it('tells the two Chinese tables apart by script, from the region when the tag has none', () => {
    expect(uiLangOf('zh-TW')).toBe('zh-Hant');
    expect(uiLangOf('zh-HK')).toBe('zh-Hant');
    expect(uiLangOf('zh-Hant')).toBe('zh-Hant');
    expect(uiLangOf('zh-CN')).toBe('zh-Hans');
    expect(uiLangOf('zh')).toBe('zh-Hans');
    expect(uiLangOf('zh-Hans-SG')).toBe('zh-Hans');
  });

  it('knows every table by its own code, and nothing else', () => {
    for (const lang of UI_LANGS) expect(uiLangOf(lang)).toBe(lang);
    expect(uiLangOf('sv-SE')).toBeUndefined();
    expect(uiLangOf('')).toBeUndefined();
    expect(uiLangOf('not a tag!')).toBeUndefined();
  });
});

describe('guestLangFor', () => {
  it('opens in the page language by default', () => {
    expect(guestLangFor({ pageLang: 'ja', browserLangs: [] })).toBe('ja');
    expect(guestLangFor({ pageLang: 'ja', browserLangs: ['sv', 'fi'] })).toBe('ja');
  });

  it("opens in the browser's language when it has a table and the site's pages cannot be in it", () => {
    expect(guestLangFor({ pageLang: 'en', browserLangs: ['de-DE', 'en'] })).toBe('de');
    expect(guestLangFor({ pageLang: 'ja', browserLangs: ['sv', 'zh-TW', 'en'] })).toBe('zh-Hant');
  });

  it('keeps the page language when the browser prefers a language the pages are in: the page was chosen', () => {
    expect(guestLangFor({ pageLang: 'en', browserLangs: ['it-IT', 'de'] })).toBe('en');
    expect(guestLangFor({ pageLang: 'it', browserLangs: ['en-US'] })).toBe('it');
  });

  it("keeps the guest's own choice for the visit, unless it is not a language the site has", () => {
    expect(guestLangFor({ pageLang: 'en', browserLangs: ['de'], kept: 'tr' })).toBe('tr');
    expect(guestLangFor({ pageLang: 'en', browserLangs: ['de'], kept: 'xx' })).toBe('de');
    expect(guestLangFor({ pageLang: 'en', browserLangs: [], kept: null })).toBe('en');
  });
});

describe('guestLangPart', () => {
  it('carries the guest language only when it differs from the page language', () => {
    expect(guestLangPart({ lang: 'en', guestLang: 'de' })).toEqual({ guestLang: 'de' });
    expect(guestLangPart({ lang: 'ja', guestLang: 'ja' })).toEqual({});
    expect(guestLangPart({ lang: 'ko' })).toEqual({});
  });
});
