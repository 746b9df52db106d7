import { describe, expect, it } from 'vitest';
import { UI_LANGS } from './locales.ts';
import { formatPrice } from './price.ts';
import { priceCopyProblems } from './priceCopy.ts';

describe('money in content copy', () => {
  it('flags a yen amount with a dot between thousands in Japanese copy, as symbol or as 円', () => {
    expect(priceCopyProblems('お一人様につき25.000円のキャンセル料を申し受けます。', 'ja')).toHaveLength(1);
    expect(priceCopyProblems('ワインペアリング ¥ 15.000', 'ja')).toHaveLength(1);
    expect(priceCopyProblems('ギフトカードは¥5.000から', 'ja')).toHaveLength(1);
    expect(priceCopyProblems('Cards start at ¥5.000.', 'en')).toHaveLength(1);
  });

  it('accepts yen written as a Japanese reader reads it, in prose or as the prices are', () => {
    expect(priceCopyProblems('お一人様につき25,000円のキャンセル料を申し受けます。', 'ja')).toEqual([]);
    expect(priceCopyProblems('金額は5,000円から。コースは¥11,000、お子様は800円。', 'ja')).toEqual([]);
    expect(priceCopyProblems('we charge a penalty of ¥25,000 per person.', 'en')).toEqual([]);
  });

  it('holds Italian copy to the rule as written, and English copy to its own marks', () => {
    expect(priceCopyProblems('Sette portate, 140 euro a persona; cofanetto € 1.250,00.', 'it')).toEqual([]);
    expect(priceCopyProblems('Una cena da € 1,500 a persona.', 'it')).toHaveLength(1);
    expect(
      priceCopyProblems('Five courses at $170, a cellar dinner at $1,250.50 and US$175 per person.', 'en'),
    ).toEqual([]);
    expect(priceCopyProblems('A cellar dinner at $1.250,50.', 'en')).toHaveLength(1);
  });

  it('accepts every amount the price format writes, for every reader', () => {
    for (const lang of UI_LANGS) {
      for (const price of [
        { amount: '25000', currencyCode: 'JPY' },
        { amount: '230000', currencyCode: 'KRW' },
        { amount: '1234.5', currencyCode: 'EUR' },
        { amount: '175', currencyCode: 'USD' },
      ])
        expect(priceCopyProblems(`${formatPrice(price, lang)}.`, lang), `${lang} ${price.currencyCode}`).toEqual([]);
    }
  });

  it('names the wrong figure and the marks the reader uses', () => {
    expect(priceCopyProblems('お一人様につき25.000円', 'ja')).toEqual([
      "'25.000円' reads wrong in ja: thousands take ',' and cents '.'",
    ]);
  });
});
