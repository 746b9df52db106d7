import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notReadyBecause, openDatabase, type DatabaseHandle } from './client.ts';
import { pgliteTemplate, templateKey } from './pgliteTemplate.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** How many tables named `only_in_first` the database has. */
async function tables(handle: DatabaseHandle): Promise<number | undefined> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_name = 'only_in_first'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
}

describe('the template a new PGlite folder starts from', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('changes with any migration file, and only then', async () => {
    const copy = join(dir, 'migrations');
    await cp(MIGRATIONS, copy, { recursive: true });
    const key = await templateKey(copy);
    expect(await templateKey(copy)).toBe(key);
    const [first] = (await readdir(copy)).filter((name) => name.endsWith('.sql'));
    await writeFile(join(copy, first!), '-- changed\n', { flag: 'a' });
    expect(await templateKey(copy)).not.toBe(key);
  });

  it('is made once for folders opening together, left in the cache, and read from it by the next', async () => {
    const cache = join(dir, 'cache');
    let made = 0;
    const make = async () => {
      made += 1;
      return new Blob(['a cluster']);
    };
    const [one, two] = await Promise.all([
      pgliteTemplate(MIGRATIONS, make, cache),
      pgliteTemplate(MIGRATIONS, make, cache),
    ]);
    expect(made).toBe(1);
    expect(await one.text()).toBe('a cluster');
    expect(two).toBe(one);
    expect(await readdir(cache)).toEqual([`${await templateKey(MIGRATIONS)}.tar`]);

    // Another process: the file is there, nothing is made.
    const elsewhere = join(dir, 'elsewhere');
    await cp(cache, elsewhere, { recursive: true });
    const read = await pgliteTemplate(MIGRATIONS, make, elsewhere);
    expect(made).toBe(1);
    expect(await read.text()).toBe('a cluster');
  });

  it('gives a new folder a database with every migration applied, its own to write', async () => {
    const first = await openDatabase({ dataDir: join(dir, 'first'), url: '' });
    const second = await openDatabase({ dataDir: join(dir, 'second'), url: '' });
    try {
      expect(await notReadyBecause(first.db)).toBeUndefined();
      expect(await notReadyBecause(second.db)).toBeUndefined();
      await first.db.execute(sql`create table only_in_first (id int)`);
      expect(await tables(first)).toBe(1);
      expect(await tables(second)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
    // Opened again, the folder is its own, not the template.
    const again = await openDatabase({ dataDir: join(dir, 'first'), url: '' });
    try {
      expect(await tables(again)).toBe(1);
    } finally {
      await again.close();
    }
  });
});
