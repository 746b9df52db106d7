import { describe, expect, it } from 'vitest';
import { UI_LANGS } from './locales.ts';
import { FOOTERS } from './testing/mailSetting.ts';
import { LATIN_FORM_LANG, needsLatinForm, readablePlace } from './readablePlace.ts';
import { restaurantPlace, type RestaurantPlace } from './restaurantContact.ts';
import { SITE_IDS, SITES, siteOffersLang, type Lang } from './sites.ts';

const TOKYO: Partial<Record<Lang, RestaurantPlace>> = {
  ja: { name: 'オステリア・ルッチョラ 東京', address: '〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階' },
  en: { name: 'Osteria Lucciola Tokyo', address: 'Lucciola Building 1F, 2-0-0 Hotaruzaka, Minato-ku, Tokyo' },
};
const tokyoIn = (lang: Lang) => TOKYO[lang] ?? { name: '', address: '' };

describe("the restaurant's name and address as the guest reads them", () => {
  it('adds the Latin form when the page is in a script the guest does not read', () => {
    expect(needsLatinForm('ja', 'th')).toBe(true);
    expect(needsLatinForm('ko', 'zh-Hant')).toBe(true);
    // Chinese readers read kanji, not the kana of "オステリア・ルッチョラ".
    expect(needsLatinForm('ja', 'zh-Hans')).toBe(true);
    expect(needsLatinForm('ja', 'ja')).toBe(false);
    expect(needsLatinForm('ko', 'ko')).toBe(false);
    // Pages in Latin letters need nothing more, whoever reads them.
    for (const guest of UI_LANGS) expect(needsLatinForm('en', guest)).toBe(false);
  });

  it('gives a Thai guest on the Japanese page the Latin form first, the Japanese beside it', () => {
    expect(readablePlace('tokyo', 'ja', 'th', tokyoIn)).toEqual({
      ...TOKYO.en,
      local: { ...TOKYO.ja, lang: 'ja' },
    });
    expect(readablePlace('tokyo', 'ja', 'ja', tokyoIn)).toEqual(TOKYO.ja);
    expect(readablePlace('tokyo', 'en', 'th', tokyoIn)).toEqual(TOKYO.en);
  });

  it('has the Latin form for every site whose pages are in another script', () => {
    for (const site of SITE_IDS) {
      if (SITES[site].locales.some((lang) => needsLatinForm(lang, LATIN_FORM_LANG)))
        expect(siteOffersLang(site, LATIN_FORM_LANG), site).toBe(true);
    }
  });

  it('reads an address written over two lines as one, and stops at the phone', () => {
    expect(restaurantPlace('seoul', FOOTERS['en/seoul']!, 'Osteria Lucciola')).toEqual({
      name: 'Osteria Lucciola Seoul',
      address: '00 Banditbul-gil, Jongno-gu, Seoul 03000, Republic of Korea',
    });
    expect(restaurantPlace('florence', ['Osteria Lucciola', 'Tel. +39 055 000 0712', 'Borgo 7'], 'x').address).toBe(
      'Borgo 7',
    );
  });
});
