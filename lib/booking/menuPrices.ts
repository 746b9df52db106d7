/**
 * The prices a menu prints for what the booking flow sells, held to the booking settings
 * (`SITES[site].booking.offers`), which the flow, its summary and the e-mails charge from:
 * - a wine pairing (an item named so in the page's language, `WINE_PAIRING`) costs the site's
 *   `wine-pairing` extra; one pairing per site, whatever the menu;
 * - a set menu that names its extra (`MenuSection.bookingExtra`) prints that extra's price, in its title,
 *   intro or note, and nothing else.
 * Printed figures are read as the page's reader writes them (`READER_MARKS`, lib/price.ts). Pure.
 */
import type { MenuSection } from '../contract/types.ts';
import type { UiLang } from '../locales.ts';
import { formatPrice, READER_MARKS } from '../price.ts';
import type { BookingMoney, BookingSettings, ExtraRule } from '../sites.ts';
import { CURRENCY_WORDS } from './currencyWords.ts';

/** The booking extra a wine pairing is sold as (lib/sites.ts). */
export const PAIRING_EXTRA = 'wine-pairing';

/** A wine pairing's name in the route languages; an alcohol-free pairing is not one. */
const WINE_PAIRING = /wine pairing|abbinamento vini|ワインペアリング|와인 페어링/i;

/** A figure right after a currency sign, or right before a currency's sign or word. */
const MONEY =
  /(US\$|\$|€|¥|￥|₩)\s?(\d[\d.,]*\d|\d)|(\d[\d.,]*\d|\d)\s?(euro|EUR|€|dollars|dollari|USD|円|yen|JPY|원|won|KRW)(?![a-z])/gi;

interface PrintedMoney {
  written: string;
  value: number;
  currencyCode: string;
}

/**
 * The sums a text prints, read as a reader of `lang` writes numbers.
 * @example printedMoney('Five courses · $1,170.50 per person', 'en') // [{ written: '$1,170.50', value: 1170.5, currencyCode: 'USD' }]
 */
export function printedMoney(text: string, lang: UiLang): PrintedMoney[] {
  const { thousands, decimal } = READER_MARKS[lang];
  return [...text.matchAll(MONEY)].map((match) => {
    const figure = (match[2] ?? match[3])!;
    const sign = (match[1] ?? match[4])!.toLowerCase();
    const plain = figure.split(thousands).join('').replace(decimal, '.');
    return { written: match[0], value: Number(plain), currencyCode: CURRENCY_WORDS[sign]! };
  });
}

function sameMoney(value: number, currencyCode: string, price: BookingMoney): boolean {
  return currencyCode === price.currencyCode && value === Number(price.amount);
}

function extraById(settings: Pick<BookingSettings, 'offers'>, id: string): ExtraRule | undefined {
  return settings.offers.extras.flatMap((group) => group.items).find((item) => item.id === id);
}

/**
 * Every price a menu prints for something the flow sells that is not what the flow charges.
 * @example menuPriceProblems({ type: 'menu', id: 'm', animation: 'line', title: 'Menu', groups: [{ title: 'To add', items: [{ name: 'Wine pairing', description: '', price: { amount: '85.00', currencyCode: 'EUR' }, allergens: [] }] }] }, 'en', SITES.florence.booking) // ["'Wine pairing' prints €85.00 where the flow charges €95.00"]
 */
export function menuPriceProblems(
  section: MenuSection,
  lang: UiLang,
  settings: Pick<BookingSettings, 'offers'>,
): string[] {
  const problems: string[] = [];
  const charged = (price: BookingMoney | null | undefined) => (price ? formatPrice(price, lang) : 'nothing');
  const pairing = extraById(settings, PAIRING_EXTRA);
  for (const item of section.groups.flatMap((group) => group.items)) {
    if (!WINE_PAIRING.test(item.name) || !item.price) continue;
    const { amount, currencyCode } = item.price;
    if (!pairing?.price || !sameMoney(Number(amount), currencyCode, pairing.price))
      problems.push(
        `'${item.name}' prints ${formatPrice(item.price, lang)} where the flow charges ${charged(pairing?.price)}`,
      );
  }
  if (section.bookingExtra !== undefined) {
    const menu = extraById(settings, section.bookingExtra);
    if (!menu?.price)
      problems.push(`set menu '${section.title}' names extra '${section.bookingExtra}', which the flow does not sell`);
    for (const text of [section.title, section.intro ?? '', section.note ?? '']) {
      for (const printed of printedMoney(text, lang)) {
        if (!menu?.price || !sameMoney(printed.value, printed.currencyCode, menu.price))
          problems.push(
            `set menu '${section.title}' prints ${printed.written} where the flow charges ${charged(menu?.price)}`,
          );
      }
    }
  }
  return problems;
}
