/**
 * Mail-send submissions: the message is a row of `mail_messages` (db/), its attachments files below
 * `attachments/`, named by generated ids. Each file is written and fsynced (durable.ts) before the row
 * that names it is committed, so a stored message never points at nothing, and "success" is answered
 * only after the commit. The e-mail to the restaurant is queued in the outbox (mail/outbox.ts) in the
 * same transaction as the row, its attachments named by their paths.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { recordId, writeDurably } from './durable.ts';
import type { Database } from './db/client.ts';
import { insertMail, listMail } from './db/submissions.ts';
import { submitOnce, findReplay, type IdempotencyClaim } from './idempotency.ts';
import { buildMails, type Mailing } from './mail/mailing.ts';
import { enqueueMails } from './mail/outbox.ts';
import { mailFormMails } from './mail/submissionMails.ts';
import { isUiLang, type UiLang } from '../lib/locales.ts';

/** Attachment kinds the mail send accepts, recognised by their first bytes (never by the name). */
const SIGNATURES = [
  { ext: 'pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

type AttachmentKind = (typeof SIGNATURES)[number];

export function sniffAttachment(bytes: Uint8Array): AttachmentKind | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte));
}

export interface StoredAttachment {
  /** The name the visitor's file had; kept for the reader, never used as a path. */
  originalName: string;
  storedName: string;
  type: string;
  bytes: number;
}

export interface MailRecord {
  id: string;
  receivedAt: string;
  type: number;
  recipient: string;
  site: string;
  lang: string;
  /** The language the guest chose for the form, when not the page's: the restaurant answers in it. */
  guestLang?: UiLang;
  form: string;
  fields: Record<string, unknown>;
  attachments: StoredAttachment[];
}

export interface IncomingAttachment {
  name: string;
  bytes: Uint8Array;
  kind: AttachmentKind;
}

interface MailReceipt {
  success: true;
  id: string;
}

export class MailStore {
  private ready: Promise<unknown> | undefined;

  /**
   * `dir` holds the attachment files (`<dir>/attachments/`). Without `mailing` the store only reads
   * (a tool listing what a data folder holds).
   */
  constructor(
    readonly dir: string,
    private readonly db: () => Promise<Database>,
    private readonly mailing?: Mailing,
  ) {}

  private get attachmentsDir() {
    return join(this.dir, 'attachments');
  }

  /** Attachments first, then the row that names them; a retry with the claim's key gets the first receipt. */
  async save(
    submission: Omit<MailRecord, 'id' | 'receivedAt' | 'attachments'>,
    files: IncomingAttachment[],
    claim?: IdempotencyClaim,
  ): Promise<MailReceipt> {
    const { mailing } = this;
    if (!mailing)
      throw new Error('This MailStore was opened to read only: it has no mailing to queue the message with');
    const db = await this.db();
    const replay = await findReplay<MailReceipt>(db, claim);
    if (replay) return replay;
    this.ready ??= mkdir(this.attachmentsDir, { recursive: true });
    await this.ready;
    const id = recordId();
    const attachments: StoredAttachment[] = [];
    try {
      for (const file of files) {
        const storedName = `${id}-${randomUUID()}.${file.kind.ext}`;
        attachments.push({ originalName: file.name, storedName, type: file.kind.type, bytes: file.bytes.byteLength });
        await writeDurably(this.attachmentsDir, storedName, file.bytes);
      }
      // The message is made before the transaction, which then only writes (on PGlite every other
      // submission waits while one is open).
      const receivedAt = mailing.now();
      const record = { id, receivedAt: receivedAt.toISOString(), ...submission, attachments };
      const messages = buildMails(() =>
        mailFormMails(record, mailing.context(), (storedName) => resolve(this.attachmentPath(storedName))),
      );
      const { answer, replayed } = await submitOnce(db, claim, mailing.now(), async (tx) => {
        await insertMail(tx, { id, receivedAt, ...submission, guestLang: submission.guestLang ?? null, attachments });
        await enqueueMails(tx, id, messages, mailing.now());
        return { success: true, id } as MailReceipt;
      });
      if (replayed) await this.removeFiles(attachments);
      return answer;
    } catch (error) {
      await this.removeFiles(attachments);
      throw error;
    }
  }

  /** Files of a message that was not stored: no row names them. */
  private async removeFiles(attachments: StoredAttachment[]) {
    await Promise.all(attachments.map(({ storedName }) => rm(this.attachmentPath(storedName), { force: true })));
  }

  /** Every stored message, oldest first. */
  async list(): Promise<MailRecord[]> {
    return (await listMail(await this.db())).map(({ guestLang, ...row }) => ({
      ...row,
      receivedAt: row.receivedAt.toISOString(),
      ...(guestLang && isUiLang(guestLang) ? { guestLang } : {}),
    }));
  }

  attachmentPath(storedName: string): string {
    return join(this.attachmentsDir, storedName);
  }
}
