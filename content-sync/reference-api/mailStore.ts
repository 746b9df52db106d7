/**
 * Durable storage of mail-send submissions. A submission is answered "success" only after its record
 * and attachments are on disk: each file is written, fsynced, renamed into place, and its folder
 * fsynced, so a server killed right after answering has lost nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

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

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a file so that it is complete on disk before this resolves, never half-written. */
async function writeDurably(dir: string, name: string, data: Uint8Array | string): Promise<void> {
  const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, join(dir, name));
  await syncDir(dir);
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
    const id = `${Date.now()}-${randomUUID().slice(0, 8)}`;
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
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const records = await Promise.all(names.filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8')) as MailRecord));
    return records.sort((a, b) => a.id.localeCompare(b.id));
  }

  attachmentPath(storedName: string): string {
    return join(this.attachmentsDir, storedName);
  }
}
