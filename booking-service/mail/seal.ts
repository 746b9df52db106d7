/**
 * The outbox key: seals the one secret a queued message carries (a booking's manage token) so that the
 * database never holds it in clear, not even while the confirmation waits to be sent. AES-256-GCM; the key
 * is `OUTBOX_KEY` (32 bytes in base64url), else a key file `<dataDir>/outbox.key` made at first start. API
 * processes sharing a PostgreSQL server must share one OUTBOX_KEY: a row sealed by another key is not
 * sent by this process (it fails, and is retried, with its backoff, by whichever process claims it).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

export interface Sealer {
  seal(secret: string): string;
  /**
   * A keyed hash of a value the database should be able to compare but never read (a client's address):
   * the same value gives the same tag under one key; without the key no tag can be matched to its value.
   */
  tag(value: string): string;
  /** @throws when the sealed text was not made with this key */
  open(sealed: string): string;
}

export function sealerOf(key: Buffer): Sealer {
  if (key.length !== KEY_BYTES) throw new Error(`The outbox key must be ${KEY_BYTES} bytes, not ${key.length}`);
  return {
    tag: (value) => createHmac('sha256', key).update(value).digest('base64url'),
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) throw new Error('The sealed secret is not one this API writes');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new Error(
          'The sealed secret was sealed with another outbox key (API processes on one database must share OUTBOX_KEY)',
        );
      }
    },
  };
}

/** The key of OUTBOX_KEY, else of `<dataDir>/outbox.key`, made (readable by this user only) when missing. */
export async function loadOutboxSealer(dataDir: string, fromEnv = process.env.OUTBOX_KEY): Promise<Sealer> {
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64url');
    if (key.length !== KEY_BYTES) throw new Error(`OUTBOX_KEY must be ${KEY_BYTES} bytes in base64url (43 characters)`);
    return sealerOf(key);
  }
  const file = join(dataDir, 'outbox.key');
  try {
    return sealerOf(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(key.toString('base64url'));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return sealerOf(key);
  } catch (error) {
    // Another opener wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return sealerOf(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url'));
    throw error;
  }
}
