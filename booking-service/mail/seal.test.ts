import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOutboxSealer, sealerOf } from './seal.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-seal-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the outbox key', () => {
  it('seals a secret so that only the same key opens it, and never the same text twice', () => {
    const key = randomBytes(32);
    const sealed = sealerOf(key).seal('token-1');
    expect(sealed).not.toContain('token-1');
    expect(sealerOf(key).seal('token-1')).not.toBe(sealed);
    expect(sealerOf(key).open(sealed)).toBe('token-1');
    expect(() => sealerOf(randomBytes(32)).open(sealed)).toThrow(/another outbox key/);
    expect(() => sealerOf(key).open(`${sealed.slice(0, -2)}AA`)).toThrow(/another outbox key/);
    expect(() => sealerOf(key).open('token-1')).toThrow(/not one this API writes/);
  });

  it('is made once in the data folder, readable by its owner only, and read back by the next start', async () => {
    const first = await loadOutboxSealer(dir, '');
    const file = join(dir, 'outbox.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await loadOutboxSealer(dir, '');
    expect(second.open(first.seal('token-2'))).toBe('token-2');
  });

  it('is OUTBOX_KEY when set, which must be 32 bytes', async () => {
    const key = randomBytes(32);
    const fromEnv = await loadOutboxSealer(join(dir, 'unused'), key.toString('base64url'));
    expect(sealerOf(key).open(fromEnv.seal('token-3'))).toBe('token-3');
    await expect(loadOutboxSealer(dir, 'short')).rejects.toThrow(/OUTBOX_KEY must be 32 bytes/);
  });
});
