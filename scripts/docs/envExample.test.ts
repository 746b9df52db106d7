import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/**
 * The variables docs/configuration.md lists: every backticked upper-case name an item opens with,
 * before the parenthesis naming what uses it (or the colon).
 */
function configurationVariables(doc: string): string[] {
  const firstColumns = doc
    .split('\n')
    .filter((line) => line.startsWith('- `'))
    .map((line) => line.split(/ \(|: /)[0]!);
  const names = firstColumns.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
  // "`STOREFRONT_FLORENCE_DOMAIN` + `_TOKEN`, same for `BEVERLYHILLS`, `TOKYO`" names six.
  return names
    .flatMap((name) =>
      name === 'BEVERLYHILLS' || name === 'TOKYO' ? [`STOREFRONT_${name}_DOMAIN`, `STOREFRONT_${name}_TOKEN`] : [name],
    )
    .filter((name) => name !== 'TOKEN');
}

describe('.env.example', () => {
  it('lists every variable of docs/configuration.md, and no other', () => {
    const documented = new Set([...configurationVariables(read('docs/configuration.md')), 'STOREFRONT_FLORENCE_TOKEN']);
    const listed = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
    expect(documented.size).toBeGreaterThan(15);
    expect([...documented].filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('is the only env file git keeps', () => {
    expect(read('.gitignore').split('\n')).toContain('.env');
  });
});
