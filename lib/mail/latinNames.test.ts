/** The restaurant's name and address in a guest's e-mail, in letters the guest reads. */
import { describe, expect, it } from 'vitest';
import { stripIsolates } from '../bidi.ts';
import { bookingConfirmation, waitlistReceipt } from './guestMails.ts';
import { manageUrl } from './message.ts';
import { florenceBooking, ID, testSetting } from '../testing/mailSetting.ts';

const setting = await testSetting();
const HANGUL = /\p{Script=Hangul}/u;

describe("the restaurant's name in a guest's own script", () => {
  const entry = {
    site: 'seoul',
    lang: 'ko',
    guestLang: 'zh-Hant',
    date: '2027-04-02',
    service: 'dinner',
    time: '19:00',
    guests: 2,
    name: '小明',
    surname: '王',
    phoneCode: '886',
    phone: '912 345 678',
  } as const;
  const receipt = waitlistReceipt({ id: ID, entry, email: 'wang@example.com' }, setting);

  it('writes the Latin name into a Traditional Chinese sentence and subject from Seoul, no Hangul', () => {
    expect(receipt.subject).toContain('Osteria Lucciola Seoul');
    expect(receipt.subject).not.toMatch(HANGUL);
    const intro = stripIsolates(receipt.text)
      .split('\n')
      .find((line) => line.includes('候補名單'))!;
    expect(intro).toContain('Osteria Lucciola Seoul');
    expect(intro).not.toMatch(HANGUL);
    expect(receipt.from.name).toBe('Osteria Lucciola Seoul');
  });

  it('gives the Latin address, with the Korean name and address beside it for the way there', () => {
    const text = stripIsolates(receipt.text);
    expect(text).toContain('Osteria Lucciola Seoul\n00 Banditbul-gil, Jongno-gu, Seoul 03000, Republic of Korea\n');
    expect(text).toContain('오스테리아 루치올라 서울\n서울특별시 종로구 반딧불길 00 (03000)\n');
  });

  it("keeps the page's own form alone for a guest who reads its script", () => {
    const korean = waitlistReceipt({ id: ID, entry: { ...entry, guestLang: 'ko' }, email: 'kim@example.com' }, setting);
    expect(korean.subject).toContain('오스테리아 루치올라 서울');
    expect(stripIsolates(korean.text)).not.toContain('Osteria Lucciola Seoul');
  });

  it('gives a Thai guest on the Japanese Tokyo page the Latin name and address beside the Japanese', () => {
    const booking = florenceBooking({
      site: 'tokyo',
      lang: 'ja',
      guestLang: 'th',
      time: '18:00',
      seating: 'counter',
      extras: [],
    });
    const manage = manageUrl('https://www.osterialucciola.example', 'ja', 'tokyo', 'tok');
    const message = bookingConfirmation({ id: ID, booking, manageUrl: manage }, setting);
    const text = stripIsolates(message.text);
    expect(message.subject).toContain('Osteria Lucciola Tokyo');
    expect(text).toContain('Osteria Lucciola Tokyo\n2-0-0 Hotaru-zaka, Minato-ku, Tokyo 107-0000\n');
    expect(text).toContain('オステリア・ルッチョラ 東京\n〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階\n');
  });
});
