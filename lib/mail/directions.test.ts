/** Right-to-left messages: every left-to-right run isolated, labels apart from their values. */
import { describe, expect, it } from 'vitest';
import { bookingConfirmation, groupReceipt, waitlistReceipt } from './guestMails.ts';
import { renderBody } from './body.ts';
import { manageUrl } from './message.ts';
import { florenceBooking, ID, testSetting } from '../testing/mailSetting.ts';

const setting = await testSetting();
const REFERENCE = 'f0131690-1795838959943';
const bdi = (text: string) => `<bdi dir="ltr">${text}</bdi>`;

describe('an Arabic message', () => {
  const booking = florenceBooking({
    site: 'beverlyhills',
    guestLang: 'ar',
    time: '12:00',
    service: 'lunch',
    seating: 'terrace',
    extras: [],
    contact: { ...florenceBooking().contact, phoneCode: '1', phone: '333 123 4567' },
  });
  const manage = manageUrl('https://www.osterialucciola.example', 'en', 'beverlyhills', 'tok');
  const confirmation = bookingConfirmation({ id: REFERENCE, booking, manageUrl: manage }, setting);

  it("isolates the reference, the restaurant's address, phone and e-mail in the HTML", () => {
    expect(confirmation.html).toContain(bdi(REFERENCE));
    expect(confirmation.html).toContain(bdi('418 North Lantern Drive, Beverly Hills, CA 90210'));
    expect(confirmation.html).toContain(bdi('+1 310 000 0418'));
    expect(confirmation.html).toContain(bdi('beverlyhills@osterialucciola.example'));
    expect(confirmation.html).toContain(bdi('Osteria Lucciola Beverly Hills'));
  });

  it('keeps the Unicode isolates in the plain text, and the time on one line', () => {
    expect(confirmation.text).toContain(`\u2066${REFERENCE}\u2069`);
    expect(confirmation.text).toContain('\u2066418 North Lantern Drive, Beverly Hills, CA 90210\u2069');
    expect(confirmation.text).toContain('12:00\u00a0م');
    expect(confirmation.text).not.toContain('12:00 م');
  });

  it("isolates the guest's phone in the waiting-list and group receipts", () => {
    const entry = {
      site: 'beverlyhills',
      lang: 'en',
      guestLang: 'ar',
      date: '2026-12-03',
      service: 'dinner',
      time: '19:00',
      guests: 2,
      name: 'Mira',
      surname: 'Lind',
      phoneCode: '1',
      phone: '333 123 4567',
    } as const;
    const waitlist = waitlistReceipt({ id: ID, entry, email: 'mira@example.com' }, setting);
    expect(waitlist.html).toContain(bdi('+1 333 123 4567'));
    expect(waitlist.text).toContain('\u2066+1 333 123 4567\u2069');
    const group = groupReceipt(
      {
        id: ID,
        request: {
          site: 'beverlyhills',
          lang: 'en',
          guestLang: 'ar',
          guests: 14,
          preferredDate: '2026-12-10',
          preferredTime: '19:00',
          flexibleDate: false,
          name: 'Mira',
          surname: 'Lind',
          email: 'mira@example.com',
          phoneCode: '1',
          phone: '333 123 4567',
        },
      },
      setting,
    );
    expect(group.html).toContain(bdi('+1 333 123 4567'));
  });

  it("sets each label at the line's start (the right) with the gap between it and its value", () => {
    const row = /<table role="presentation" dir="rtl"[^>]*><tr><th scope="row" style="([^"]*)">/.exec(
      confirmation.html,
    );
    expect(row, 'a right-to-left table of fields').not.toBeNull();
    expect(row![1]).toContain('text-align:right');
    // The gap on the label's left, the side its value is on.
    expect(row![1]).toContain('padding:4px 0 4px 16px');
    expect(confirmation.html).toMatch(/<td style="[^"]*text-align:right;/);
  });

  it("marks the guest's name as text of its own direction (FSI … PDI), whatever its letters", () => {
    expect(confirmation.text).toContain('\u2068Anna Rossi\u2069');
    expect(confirmation.html).toContain('<bdi>Anna Rossi</bdi>');
  });
});

describe('a message read left to right', () => {
  it('leaves the isolates out of its plain text, and the left-aligned layout as it was', () => {
    const blocks = [{ kind: 'fields', rows: [['Reference', `\u2066${ID}\u2069`]] }] as const;
    const { text, html } = renderBody('en', 't', blocks);
    expect(text).toBe(`Reference: ${ID}\n`);
    expect(html).toContain('text-align:left;vertical-align:top;padding:4px 16px 4px 0;');
    expect(html).toContain(bdi(ID));
  });
});
