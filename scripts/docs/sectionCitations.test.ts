import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedFiles } from '../git/gitCommand.ts';
import { citableTitles, sectionCitations } from './sectionCitations.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const TEXT_FILE = /\.(ts|tsx|css|md|cjs|mjs|js|json|jsonc|yml|yaml)$/;
/** The checker's own test, whose examples cite titles that are not there. */
const CHECKER_TEST = 'scripts/docs/sectionCitations.test.ts';

/** The doc a citation in `file` names: beside the file, from the root, or in docs/. */
function docOf(file: string, doc: string): string | undefined {
  return [join(dirname(file), doc), doc, join('docs', doc)].find((path) => existsSync(join(ROOT, path)));
}

describe('citations of a doc by a title', () => {
  it('reads a doc and a title, across a line break, in a link or after a comma', () => {
    expect(
      sectionCitations(`see docs/site.md "Deploying to a
   * CDN" and ([site.md](site.md), "The \`/api.php\` proxy") and README.md "Run it."`),
    ).toEqual([
      { doc: 'docs/site.md', title: 'Deploying to a CDN' },
      { doc: 'site.md', title: 'The /api.php proxy' },
      { doc: 'README.md', title: 'Run it' },
    ]);
  });

  it('lets a citation name a heading or a bold lead, nothing else', () => {
    const titles = citableTitles(
      '# A doc\n\n## Deploying to a CDN\n\n## Fallback metrics (no shift)\n\n- **State** of a page\n\nplain words',
    );
    expect(titles.has('Deploying to a CDN')).toBe(true);
    expect(titles.has('Fallback metrics')).toBe(true);
    expect(titles.has('Fallback metrics (no shift)')).toBe(true);
    expect(titles.has('State')).toBe(true);
    expect(titles.has('Deploying')).toBe(false);
    expect(titles.has('plain words')).toBe(false);
  });

  it('finds every title the repository cites in the doc it names', () => {
    const files = trackedFiles(ROOT).filter((file) => TEXT_FILE.test(file) && file !== CHECKER_TEST);
    const titles = new Map<string, Set<string>>();
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const { doc, title } of sectionCitations(readFileSync(join(ROOT, file), 'utf8'))) {
        const path = docOf(file, doc);
        if (!path) {
          missing.push(`${file}: ${doc} is no file`);
          continue;
        }
        if (!titles.has(path)) titles.set(path, citableTitles(readFileSync(join(ROOT, path), 'utf8')));
        cited += 1;
        if (!titles.get(path)!.has(title)) missing.push(`${file}: ${doc} "${title}"`);
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(50);
  });
});
