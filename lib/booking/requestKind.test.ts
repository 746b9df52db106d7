import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI_LANGS } from '../locales.ts';
import { REQUEST_KINDS, requestKind } from './requestKind.ts';

const table = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8'));

/** Words of a product order (an order, shipping, goods) in each language, as the shop's texts use them. */
const PRODUCT_ORDER_WORDS: Record<(typeof UI_LANGS)[number], RegExp> = {
  en: /ship|deliver|dispatch|product|purchase/i,
  it: /spedi|\bordini\b|prodott|consegn/i,
  ja: /発送|配送|商品|注文/,
  ko: /배송|상품|주문/,
  ar: /شحن|منتج|طلبات/,
  cs: /odesl|objedn|produkt|doruč/i,
  de: /versand|bestell|produkt|liefer/i,
  el: /αποστολ|παραγγελ|προϊόν/i,
  es: /envío|pedido|producto/i,
  fr: /expédi|commande|produit|livraison/i,
  hu: /szállít|rendel|termék/i,
  ms: /penghantaran|pesanan|produk/i,
  nl: /verzend|bestel|product|lever/i,
  pt: /envio|encomend|produto|entrega/i,
  ru: /доставк|заказ|товар|отправ/i,
  th: /จัดส่ง|สินค้า|คำสั่งซื้อ/,
  tr: /kargo|sipariş|ürün|teslim/i,
  vi: /giao hàng|sản phẩm|đơn hàng/i,
  'zh-Hans': /配送|发货|商品|订单/,
  'zh-Hant': /配送|出貨|商品|訂單/,
};

describe('what a table request gets', () => {
  it('is a table where the site takes bookings, a place on the waiting list before it opens', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(requestKind('florence', now)).toBe('table');
    expect(requestKind('tokyo', now)).toBe('table');
    expect(requestKind('seoul', now)).toBe('waitlist');
    expect(requestKind('seoul', new Date('2027-04-02T09:00:00Z'))).toBe('table');
  });

  it('is thanked, and told how to book without scripts, in every language without a word of product orders', () => {
    for (const code of UI_LANGS) {
      const strings = table(code);
      for (const kind of REQUEST_KINDS)
        for (const key of [`reserve.thanks.${kind}`, `booking.howToBook.${kind}`]) {
          expect(strings[key], `locales/${code}.json "${key}"`).toBeTruthy();
          expect(strings[key], `locales/${code}.json "${key}"`).not.toMatch(PRODUCT_ORDER_WORDS[code]);
        }
    }
  });
});
