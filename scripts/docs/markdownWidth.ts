/**
 * `npm run lint`'s check of the Markdown's width: every line of every tracked `*.md` file fits a
 * terminal, 100 columns, and README.md, the entry page, 80. Every line counts, fenced code and
 * tables included, with no exception for a long URL: a wide command breaks with a shell `\`, a wide
 * table becomes a list or a narrower table, a long link becomes a reference-style link.
 *
 * A column is what a terminal gives a character: one per code point, two for an East Asian wide or
 * fullwidth one (the docs' Japanese and Korean examples; scripts/docs/eastAsianWide.ts). A combining
 * mark counts one, as in a plain count of code points, though a terminal gives it none: a line it
 * makes look wider than it is only errs on the safe side.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trackedFiles } from '../git/gitCommand.ts';
import { isEastAsianWide } from './eastAsianWide.ts';

/** The widest a Markdown line may be. */
export const MOST_COLUMNS = 100;
/** Files held to less: the README is read first, in whatever terminal a newcomer has. */
const NARROWER: Record<string, number> = { 'README.md': 80 };

/**
 * The columns a terminal gives a line.
 * @example columnsOf('Tokyo 東京') // 10
 */
export function columnsOf(line: string): number {
  let columns = 0;
  for (const character of line) columns += isEastAsianWide(character.codePointAt(0)!) ? 2 : 1;
  return columns;
}

/**
 * The most columns a file's lines may take, by its path from the repository's root.
 * @example limitFor('README.md') // 80
 */
export function limitFor(path: string): number {
  return NARROWER[path] ?? MOST_COLUMNS;
}

/**
 * Each line of a Markdown file wider than its limit, as `file:line: N columns (most L)`.
 * @example tooWideLines('docs/a.md', 'short\n' + 'x'.repeat(101)) // ['docs/a.md:2: 101 columns (most 100)']
 */
export function tooWideLines(path: string, text: string): string[] {
  const most = limitFor(path);
  return text.split(/\r?\n/).flatMap((line, index) => {
    const columns = columnsOf(line);
    return columns > most ? [`${path}:${index + 1}: ${columns} columns (most ${most})`] : [];
  });
}

/** The Markdown files git tracks under `root`, by their paths from it; one deleted but not yet committed is left out. */
export function trackedMarkdown(root: string): string[] {
  return trackedFiles(root, '*.md');
}

/** Every too-wide line of the Markdown git tracks under `root`. */
export function tooWideMarkdown(root: string): string[] {
  return trackedMarkdown(root).flatMap((path) => tooWideLines(path, readFileSync(join(root, path), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let wide: string[];
  try {
    wide = tooWideMarkdown(process.cwd());
  } catch (error) {
    // Not a git work tree (a tarball): no list of tracked files to check.
    console.log(`Markdown width: not checked, no git work tree here (${String(error).split('\n')[0]})`);
    process.exit(0);
  }
  if (wide.length) {
    console.error(wide.join('\n'));
    console.error('Reflow the paragraph, or turn the table into a list (docs/development.md, "The tests").');
    process.exit(1);
  }
}
