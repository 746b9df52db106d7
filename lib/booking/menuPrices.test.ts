import { describe, expect, it } from 'vitest';
import type { MenuSection, Price } from '../contract/types.ts';
import { SITES } from '../sites.ts';
import { menuPriceProblems, printedMoney } from './menuPrices.ts';

type Item = MenuSection['groups'][number]['items'][number];
const item = (name: string, amount: string | null, currencyCode = 'EUR'): Item => ({
  name,
  description: '',
  price: amount === null ? null : ({ amount, currencyCode } as Price),
  allergens: [],
});
const menu = (items: Item[], more: Partial<MenuSection> = {}): MenuSection => ({
  type: 'menu',
  id: 'tasting',
  animation: 'line',
  title: 'Menu',
  groups: [{ title: 'Courses', items }],
  ...more,
});

describe('menu prices against the booking settings', () => {
  it('reads printed money as the page language writes it', () => {
    expect(printedMoney('Cinque portate, € 1.095,50 a persona', 'it')).toEqual([
      { written: '€ 1.095,50', value: 1095.5, currencyCode: 'EUR' },
    ]);
    expect(printedMoney('お一人様 15,000円', 'ja')).toEqual([
      { written: '15,000円', value: 15000, currencyCode: 'JPY' },
    ]);
    expect(printedMoney('Seven courses · $220 per person', 'en')[0]?.value).toBe(220);
  });

  it('holds a wine pairing to the pairing the flow charges, in every route language', () => {
    expect(menuPriceProblems(menu([item('Abbinamento vini', '95.00')]), 'it', SITES.florence.booking)).toEqual([]);
    expect(menuPriceProblems(menu([item('Abbinamento vini', '85.00')]), 'it', SITES.florence.booking)).toEqual([
      "'Abbinamento vini' prints €\u00a085,00 where the flow charges €\u00a095,00",
    ]);
    expect(menuPriceProblems(menu([item('ワインペアリング', '11000', 'JPY')]), 'ja', SITES.tokyo.booking)).toEqual([
      "'ワインペアリング' prints ¥11,000 where the flow charges ¥15,000",
    ]);
    expect(
      menuPriceProblems(menu([item('Reserve wine pairing', '195.00', 'USD')]), 'en', SITES.beverlyhills.booking),
    ).toHaveLength(1);
    // An alcohol-free pairing is not sold by the flow; a course without a price is not a pairing.
    expect(
      menuPriceProblems(menu([item('ノンアルコールペアリング', '6600', 'JPY')]), 'ja', SITES.tokyo.booking),
    ).toEqual([]);
    expect(menuPriceProblems(menu([item('Wine pairing', null)]), 'en', SITES.tokyo.booking)).toEqual([]);
    // A site that sells no pairing prints none.
    expect(menuPriceProblems(menu([item('와인 페어링', '90000', 'KRW')]), 'ko', SITES.seoul.booking)).toEqual([
      "'와인 페어링' prints ₩90,000 where the flow charges nothing",
    ]);
  });

  it('holds a set menu to the price of the extra it is sold as', () => {
    const cinque = (intro: string) => menu([item('Halibut crudo', null)], { bookingExtra: 'tasting-5-courses', intro });
    expect(menuPriceProblems(cinque('Five courses · $170 per person'), 'en', SITES.beverlyhills.booking)).toEqual([]);
    expect(menuPriceProblems(cinque('Five courses · $160 per person'), 'en', SITES.beverlyhills.booking)).toEqual([
      "set menu 'Menu' prints $160 where the flow charges $170.00",
    ]);
    expect(
      menuPriceProblems(menu([], { bookingExtra: 'tasting-9-courses' }), 'en', SITES.beverlyhills.booking),
    ).toEqual(["set menu 'Menu' names extra 'tasting-9-courses', which the flow does not sell"]);
  });
});
