/** Fixed data for the e-mail tests: a setting with the real texts, footers as the demo content writes them. */
import { expect } from 'vitest';
import { restaurantFromFooter } from '../mail/message.ts';
import type { MailSetting } from '../mail/guestMails.ts';
import type { BookingData } from '../mail/details.ts';
import { mailTranslators } from '../mail/texts.ts';
import type { Lang, SiteId } from '../sites.ts';

export const FOOTERS: Partial<Record<`${Lang}/${SiteId}`, string[]>> = {
  'en/florence': [
    'Osteria Lucciola Florence',
    'Borgo dei Lanternai 7, 50125 Florence, Italy',
    'Tel. +39 055 000 0712',
    'florence@osterialucciola.example',
  ],
  'it/florence': [
    'Osteria Lucciola Firenze',
    'Borgo dei Lanternai 7, 50125 Firenze',
    'Tel. +39 055 000 0712',
    'florence@osterialucciola.example',
  ],
  'en/beverlyhills': [
    'Osteria Lucciola Beverly Hills',
    '418 North Lantern Drive, Beverly Hills, CA 90210',
    '+1 310 000 0418',
    'beverlyhills@osterialucciola.example',
  ],
  'ja/tokyo': [
    'オステリア・ルッチョラ 東京',
    '〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階',
    'Tel. +81 3-0000-0000',
    'tokyo@osterialucciola.example',
  ],
  'en/tokyo': [
    'Osteria Lucciola Tokyo',
    '2-0-0 Hotaru-zaka, Minato-ku, Tokyo 107-0000',
    'Tel. +81 3-0000-0000',
    'tokyo@osterialucciola.example',
  ],
  'en/seoul': [
    'Osteria Lucciola Seoul',
    '00 Banditbul-gil, Jongno-gu',
    'Seoul 03000, Republic of Korea',
    'Tel. +82 2-000-0000',
    'seoul@osterialucciola.example',
    'Opening spring 2027',
  ],
  'ko/seoul': [
    '오스테리아 루치올라 서울',
    '서울특별시 종로구 반딧불길 00 (03000)',
    'Tel. +82 2-000-0000',
    'seoul@osterialucciola.example',
    '2027년 봄 오픈 예정',
  ],
};

export const NOW = new Date('2026-11-25T09:00:00Z');
export const ID = '1795000000000-1a2b3c4d';

export async function testSetting(now = NOW): Promise<MailSetting> {
  const texts = await mailTranslators();
  return { now, texts, restaurant: (site, lang) => restaurantFromFooter(site, FOOTERS[`${lang}/${site}`] ?? []) };
}

/** A waiting-list entry for Florence, made on the English page. */
export const FLORENCE_WAITLIST_ENTRY = {
  site: 'florence',
  lang: 'en',
  date: '2026-12-03',
  service: 'dinner',
  time: '20:00',
  guests: 3,
  name: 'Luca',
  surname: 'Bianchi',
  phoneCode: '39',
  phone: '333 000 1111',
} as const;

export function florenceBooking(overrides: Partial<BookingData> = {}): BookingData {
  return {
    site: 'florence',
    lang: 'en',
    date: '2026-12-04',
    service: 'dinner',
    time: '19:30',
    guests: 2,
    seating: 'courtyard',
    extras: [
      { itemId: 'wine-pairing', quantity: 2 },
      { itemId: 'celebration-cake', quantity: 1 },
    ],
    contact: {
      name: 'Anna',
      surname: 'Rossi',
      email: 'anna.rossi@example.com',
      phoneCode: '39',
      phone: '333 123 4567',
      onBehalfOf: false,
    },
    cardToken: 'tok_test_0001',
    consent: true,
    ...overrides,
  };
}

/** Every rule a message's HTML keeps: no remote resource, no script, the guest's words escaped. */
export function expectSafeHtml(html: string) {
  expect(html).not.toMatch(/<(img|link|script|style|iframe|object|embed|video|audio|source|svg)\b/i);
  for (const [tag] of html.matchAll(/<[^>]+>/g)) {
    expect(tag).not.toMatch(/\s(src|srcset|background|poster)=/i);
    expect(tag).not.toMatch(/url\(|@import/i);
  }
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https:|mailto:|tel:)/);
}
