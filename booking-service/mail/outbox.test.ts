/**
 * The outbox on PGlite: messages queued in a transaction are rows only if it commits, and a row's
 * message reads back as the MailMessage that was queued (date, attachments, calendar).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmation } from '../../lib/mail/guestMails.ts';
import { manageUrl } from '../../lib/mail/message.ts';
import { restaurantMailForm } from '../../lib/mail/restaurantMails.ts';
import { florenceBooking, ID, NOW, testSetting } from '../../lib/testing/mailSetting.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { deserializeMail, enqueueMails, outboxId, serializeMail, StoredMailError } from './outbox.ts';

const setting = await testSetting();
const confirmation = bookingConfirmation(
  {
    id: ID,
    booking: florenceBooking(),
    manageUrl: manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'tok-abc'),
  },
  setting,
);
const mailForm = restaurantMailForm(
  {
    id: ID,
    mail: {
      site: 'florence',
      lang: 'en',
      form: 'reserve',
      attachments: [{ filename: 'menu.pdf', contentType: 'application/pdf', path: '/data/mail/attachments/x.pdf' }],
      fields: { name: 'Anna', surname: 'Rossi', email: 'anna@example.com', message: 'Hello', checkout_consent: true },
    },
  },
  setting,
);

let dataDir: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-outbox-'));
  handle = await openDatabase({ dataDir, url: '' });
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the stored form of a message', () => {
  it('reads back as the message queued: the date a Date, attachments as paths, the calendar part', () => {
    for (const message of [confirmation, mailForm]) {
      const stored = JSON.parse(JSON.stringify(serializeMail(message))) as Record<string, unknown>;
      expect(typeof stored.date).toBe('string');
      expect(deserializeMail(stored)).toEqual(message);
    }
    expect(confirmation.calendar?.method).toBe('PUBLISH');
    expect(mailForm.attachments[0]!.path).toBe('/data/mail/attachments/x.pdf');
  });

  it('refuses a damaged row naming the field', () => {
    const stored = serializeMail(confirmation);
    expect(() => deserializeMail({ ...stored, date: 'yesterday' })).toThrow(StoredMailError);
    expect(() => deserializeMail({ ...stored, to: { name: 'Anna' } })).toThrow(/'address'/);
  });

  it("is keyed by the Message-ID's local part", () => {
    expect(outboxId(confirmation)).toBe(`${ID}.guest.booking`);
  });
});

describe('enqueueMails', () => {
  it('queues the messages with the transaction that commits, and nothing when it rolls back', async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMails(tx, 'refused-1', [confirmation], NOW);
        throw new Error('the submission was refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.select().from(outbox)).toEqual([]);

    await db.transaction((tx) => enqueueMails(tx, ID, [mailForm, confirmation], NOW));
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(
      rows.map(({ id, submissionId, kind, attempts, nextAttemptAt, sentAt, lastError }) => ({
        id,
        submissionId,
        kind,
        attempts,
        nextAttemptAt,
        sentAt,
        lastError,
      })),
    ).toEqual([
      {
        id: `${ID}.guest.booking`,
        submissionId: ID,
        kind: 'guest.booking',
        attempts: 0,
        nextAttemptAt: NOW,
        sentAt: null,
        lastError: null,
      },
      {
        id: `${ID}.restaurant.mail`,
        submissionId: ID,
        kind: 'restaurant.mail',
        attempts: 0,
        nextAttemptAt: NOW,
        sentAt: null,
        lastError: null,
      },
    ]);
    expect(deserializeMail(rows[0]!.message)).toEqual(confirmation);
  }, 60_000);
});
