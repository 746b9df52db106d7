import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EAST_ASIAN_WIDE } from './eastAsianWide.ts';
import { columnsOf, limitFor, tooWideLines, tooWideMarkdown, trackedMarkdown } from './markdownWidth.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the width of a Markdown line', () => {
  it('names the file and the line of a line wider than 100 columns', () => {
    const text = ['# Title', '', 'x'.repeat(101), 'short'].join('\n');
    expect(tooWideLines('docs/site.md', text)).toEqual(['docs/site.md:3: 101 columns (most 100)']);
  });

  it('passes a line of exactly 100 columns', () => {
    expect(tooWideLines('docs/site.md', 'x'.repeat(100))).toEqual([]);
  });

  it('counts fenced code and tables like any other line', () => {
    const code = ['```sh', `npm run ${'x'.repeat(100)}`, '```'].join('\n');
    const table = `| ${'a'.repeat(60)} | ${'b'.repeat(60)} |`;
    expect(tooWideLines('docs/a.md', code)).toEqual(['docs/a.md:2: 108 columns (most 100)']);
    expect(tooWideLines('docs/a.md', table)).toEqual(['docs/a.md:1: 127 columns (most 100)']);
  });

  it('counts a Japanese or Korean character as two columns, as a terminal shows it', () => {
    expect(columnsOf('東京')).toBe(4);
    expect(columnsOf('オステリア')).toBe(10);
    expect(columnsOf('김민준')).toBe(6);
    expect(columnsOf('ＡＢ')).toBe(4);
    expect(columnsOf('Tokyo 東京')).toBe(10);
    expect(columnsOf('👋')).toBe(2);
    expect(tooWideLines('docs/a.md', '灯'.repeat(50))).toEqual([]);
    expect(tooWideLines('docs/a.md', '灯'.repeat(51))).toEqual(['docs/a.md:1: 102 columns (most 100)']);
  });

  it('counts every other character as one column, a code point at a time', () => {
    expect(columnsOf('café € 1,500 – → ≥')).toBe(18);
    expect(columnsOf('¥3,800')).toBe(6);
    expect(columnsOf('𝄞')).toBe(1);
  });

  it('holds README.md, and only the top-level one, to 80 columns', () => {
    expect(limitFor('README.md')).toBe(80);
    expect(limitFor('locales/README.md')).toBe(100);
    expect(tooWideLines('README.md', 'x'.repeat(80))).toEqual([]);
    expect(tooWideLines('README.md', 'x'.repeat(81))).toEqual(['README.md:1: 81 columns (most 80)']);
  });

  it('reads a table of wide runs in order, each first no later than its last', () => {
    for (const [index, [first, last]] of EAST_ASIAN_WIDE.entries()) {
      expect(first).toBeLessThanOrEqual(last);
      if (index > 0) expect(first).toBeGreaterThan(EAST_ASIAN_WIDE[index - 1]![1]);
    }
  });
});

describe("the repository's Markdown", () => {
  it('fits: README.md 80 columns, every other tracked Markdown file 100', () => {
    const files = trackedMarkdown(ROOT);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/rules.md');
    expect(tooWideMarkdown(ROOT)).toEqual([]);
  });
});
