import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_DOCUMENTS } from '../../lib/storefront/documents.ts';
import { GENERATED_FILE, isCurrent, storefrontTypes } from './storefrontTypes.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storefront-types-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the generated Storefront types', () => {
  it('are checked in as the documents and the schema make them', async () => {
    expect(await isCurrent()).toBe(true);
  });

  it('are stale once a document asks for another field', async () => {
    const withTags = {
      ...STOREFRONT_DOCUMENTS,
      ProductByHandle: STOREFRONT_DOCUMENTS.ProductByHandle.replace('product(handle: $handle) {', '$& tags'),
    };
    expect(await isCurrent(GENERATED_FILE, withTags)).toBe(false);
    expect(await storefrontTypes(withTags)).toMatch(
      /export type ProductByHandleQuery = \{ product: \{ tags: Array<string>/,
    );
  });

  it('are stale when the file was edited by hand', async () => {
    const edited = join(folder, 'operations.generated.ts');
    const written = await readFile(GENERATED_FILE, 'utf8');
    await writeFile(edited, written.replace('checkoutUrl: string', 'checkoutUrl: string | null'));
    expect(await isCurrent(edited)).toBe(false);
  });

  it('type a scalar as hydrogen-react does, and an enum as its values', async () => {
    const types = await readFile(GENERATED_FILE, 'utf8');
    expect(types).toMatch(/price: \{ amount: string, currencyCode: CurrencyCode \}/);
    expect(types).toMatch(/export type CurrencyCode =\s*(\/\*\*.*\*\/\s*)?\| 'AED'/);
  });
});
