import { describe, expect, it } from 'vitest';
import { mailTranslators } from '../../lib/mail/texts.ts';
import { florenceBooking } from '../../lib/testing/mailSetting.ts';
import { loadContentStore } from '../demo/contentStore.ts';
import {
  bookingMails,
  cancellationMails,
  groupMails,
  mailFormMails,
  waitlistMails,
  type SubmissionMailContext,
} from './submissionMails.ts';

const context: SubmissionMailContext = {
  now: new Date('2026-11-25T09:00:00Z'),
  texts: await mailTranslators(),
  content: loadContentStore(),
};
const stored = { id: '1795000000000-1a2b3c4d', receivedAt: '2026-11-25T08:59:59.000Z' };

describe('the messages of each stored submission', () => {
  it("a booking: the restaurant's notice and the guest's confirmation, with the restaurant as the content gives it", () => {
    const [restaurant, guest, ...rest] = bookingMails(
      { ...stored, ...florenceBooking({ site: 'tokyo', lang: 'ja', time: '18:00', seating: 'counter', extras: [] }) },
      context,
      { token: 'tok-1' },
    );
    expect(rest).toEqual([]);
    expect(restaurant).toMatchObject({
      kind: 'restaurant.booking',
      to: { address: 'tokyo@osterialucciola.example' },
      replyTo: { address: 'anna.rossi@example.com' },
    });
    expect(guest).toMatchObject({ kind: 'guest.booking', lang: 'ja', from: { name: 'オステリア・ルッチョラ 東京' } });
    expect(guest!.text).toContain('〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階');
    expect(guest!.text).toContain('電話 +81 3-0000-0000');
    expect(guest!.text).toContain('https://www.osterialucciola.example/ja/tokyo/reservation/manage/#token=tok-1');
  });

  it("a waiting-list entry: only the restaurant's notice, as the entry has no e-mail", () => {
    const entry = {
      ...stored,
      site: 'florence',
      lang: 'it',
      date: '2026-12-03',
      service: 'dinner',
      time: '20:00',
      guests: 2,
      name: 'Luca',
      surname: 'Bianchi',
      phoneCode: '39',
      phone: '333 000 1111',
    } as const;
    const messages = waitlistMails(entry, context);
    expect(messages.map((message) => message.kind)).toEqual(['restaurant.waitlist']);
    const withEmail = waitlistMails({ ...entry, email: 'luca@example.com' }, context);
    expect(withEmail.map((message) => message.kind)).toEqual(['restaurant.waitlist', 'guest.waitlist']);
  });

  it('a group request, a mail form and a cancellation', () => {
    expect(
      groupMails(
        {
          ...stored,
          site: 'osaka-garden',
          lang: 'en',
          preferredDate: '2027-02-01',
          preferredTime: '18:00',
          flexibleDate: true,
          guests: 12,
          name: 'Mei',
          surname: 'Sato',
          email: 'mei@example.jp',
          phoneCode: '81',
          phone: '90 1111 2222',
        },
        context,
      ).map((message) => message.kind),
    ).toEqual(['restaurant.group', 'guest.group']);
    const [mail] = mailFormMails(
      {
        ...stored,
        type: 2,
        recipient: 'florence@osterialucciola.example',
        site: 'florence',
        lang: 'en',
        form: 'reserve',
        fields: { name: 'Anna', surname: 'Rossi', email: 'anna@example.com', checkout_consent: true },
        attachments: [{ originalName: 'menu.pdf', storedName: 'abc.pdf', type: 'application/pdf', bytes: 10 }],
      },
      context,
      (name) => `/data/mail/attachments/${name}`,
    );
    expect(mail!.attachments).toEqual([
      { filename: 'menu.pdf', contentType: 'application/pdf', path: '/data/mail/attachments/abc.pdf' },
    ]);
    expect(
      cancellationMails({ ...stored, ...florenceBooking() }, new Date('2026-11-30T00:00:00Z'), context).map(
        (message) => message.kind,
      ),
    ).toEqual(['restaurant.cancellation', 'guest.cancellation']);
  });
});
