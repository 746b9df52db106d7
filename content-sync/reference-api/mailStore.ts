/**
 * Durable storage of mail-send submissions. A submission is answered "success" only after its record
 * and attachments are on disk (durable.ts: written, fsynced, renamed into place, folder fsynced), so a
 * server killed right after answering has lost nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonRecords, recordId, writeDurably } from './durable.ts';

/** Attachment kinds the mail send accepts, recognised by their first bytes (never by the name). */
const SIGNATURES = [
  { ext: 'pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

export type AttachmentKind = (typeof SIGNATURES)[number];

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
  form: string;
  fields: Record<string, unknown>;
  attachments: StoredAttachment[];
}

export interface IncomingAttachment {
  name: string;
  bytes: Uint8Array;
  kind: AttachmentKind;
}

export class MailStore {
  private readonly attachmentsDir: string;
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {
    this.attachmentsDir = join(dir, 'attachments');
  }

  private ensureDirs() {
    this.ready ??= mkdir(this.attachmentsDir, { recursive: true });
    return this.ready;
  }

  /** Stores attachments first, then the record that names them: a record never points at nothing. */
  async save(submission: Omit<MailRecord, 'id' | 'receivedAt' | 'attachments'>, files: IncomingAttachment[]): Promise<MailRecord> {
    await this.ensureDirs();
    const id = recordId();
    const attachments: StoredAttachment[] = [];
    for (const file of files) {
      const storedName = `${id}-${randomUUID()}.${file.kind.ext}`;
      await writeDurably(this.attachmentsDir, storedName, file.bytes);
      attachments.push({ originalName: file.name, storedName, type: file.kind.type, bytes: file.bytes.byteLength });
    }
    const record: MailRecord = { id, receivedAt: new Date().toISOString(), ...submission, attachments };
    await writeDurably(this.dir, `${id}.json`, `${JSON.stringify(record, null, 2)}\n`);
    return record;
  }

  async list(): Promise<MailRecord[]> {
    const records = await readJsonRecords<MailRecord>(this.dir);
    return records.sort((a, b) => a.id.localeCompare(b.id));
  }

  attachmentPath(storedName: string): string {
    return join(this.attachmentsDir, storedName);
  }
}
