import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedAnchors, ruleAnchors, specSectionCitations } from './ruleCitations.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RULES = join(ROOT, 'docs', 'rules.md');
/** Built output and the synced snapshot (top level), dependencies and dot folders (anywhere). */
const SKIPPED_TOP = new Set(['dist', 'content']);
const TEXT_FILE = /\.(ts|tsx|css|md|cjs|mjs|js)$/;
/** The checker and its test, whose examples spell what they look for. */
const CHECKER = new Set(['scripts/docs/ruleCitations.ts', 'scripts/docs/ruleCitations.test.ts']);

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const skipped =
        entry.name === 'node_modules' || entry.name.startsWith('.') || (folder === ROOT && SKIPPED_TOP.has(entry.name));
      return skipped ? [] : textFiles(join(folder, entry.name));
    }
    return TEXT_FILE.test(entry.name) ? [join(folder, entry.name)] : [];
  });
}

const anchors = ruleAnchors(readFileSync(RULES, 'utf8'));
const files = textFiles(ROOT)
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !CHECKER.has(path));

describe('citations of docs/rules.md', () => {
  it('reads the anchors and the citations, and tells a missing anchor', () => {
    expect(ruleAnchors('<a id="cart"></a>\n## 9. Cart\n<a id="checkout"></a>')).toEqual(new Set(['cart', 'checkout']));
    expect(citedAnchors('caps (rules §cart; the link, §checkout); docs/rules.md#prices; Rules §a/§b')).toEqual([
      'cart',
      'checkout',
      'prices',
      'a',
      'b',
    ]);
    expect(citedAnchors('[sites](#sites)', { ownLinks: true })).toEqual(['sites']);
    expect(citedAnchors('rules §nowhere').filter((anchor) => !anchors.has(anchor))).toEqual(['nowhere']);
  });

  it('docs/rules.md has its sections, and its own links land on them', () => {
    expect(anchors.size).toBeGreaterThan(20);
    const own = citedAnchors(readFileSync(RULES, 'utf8'), { ownLinks: true });
    expect(own.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('every citation in the repository names a section that exists', () => {
    const broken = files.flatMap(({ path, text }) =>
      citedAnchors(text)
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${path}: rules §${anchor}`),
    );
    expect(broken).toEqual([]);
    expect(files.filter(({ text }) => citedAnchors(text).length > 0).length).toBeGreaterThan(100);
  });

  it('no file cites the outside specification by section number', () => {
    expect(specSectionCitations('the cap (spec §9); RFC 9110 §10.2.3')).toEqual(['§9']);
    const left = files.flatMap(({ path, text }) =>
      specSectionCitations(text).map((citation) => `${path}: ${citation}`),
    );
    expect(left).toEqual([]);
  });
});
