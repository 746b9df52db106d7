/**
 * docs/performance.md "What package.json changes" gives the reason for each change the project makes to
 * its dependencies: every override with the version it pins, every patch in patches/, every dependency
 * allowed or refused its install scripts. A pin or a patch added without its reason, or a reason left for
 * one removed, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SECTION = '### What package.json changes';

/** The section's text: from its heading to the next heading. */
function notes(): string {
  const doc = readFileSync(join(ROOT, 'docs', 'performance.md'), 'utf8');
  const start = doc.indexOf(SECTION);
  expect(start, `docs/performance.md has "${SECTION}"`).toBeGreaterThan(-1);
  const end = doc.slice(start + SECTION.length).search(/^#{1,3} /m);
  return end === -1 ? doc.slice(start) : doc.slice(start, start + SECTION.length + end);
}

describe('docs/performance.md "What package.json changes"', () => {
  const text = notes().replace(/\s+/g, ' ');
  const { overrides = {}, allowScripts = {} } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    overrides?: Record<string, string>;
    allowScripts?: Record<string, boolean>;
  };

  it('names every override with the version it pins, and no other', () => {
    for (const [name, version] of Object.entries(overrides)) expect(text).toContain(`\`${name}\` ${version}`);
    const counted = [...text.matchAll(/\*\*(\w+) overrides? /gi)].map((match) => match[1]!.toLowerCase());
    const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
    expect(counted.reduce((sum, word) => sum + (words[word] ?? Number.NaN), 0)).toBe(Object.keys(overrides).length);
  });

  it('names every dependency allowed or refused its install scripts', () => {
    const listed = text.slice(text.indexOf('**Which dependencies run install scripts**'));
    for (const name of Object.keys(allowScripts)) expect(listed).toContain(`\`${name}\``);
  });

  it('names every patch of patches/ by its package', () => {
    const patches = readdirSync(join(ROOT, 'patches')).filter((file) => file.endsWith('.patch'));
    for (const patch of patches) expect(text).toContain(patch.replace(/\+[^+]*\.patch$/, '').replace('+', '/'));
    const counted = /\*\*(\w+) patch(?:es)?,/i.exec(text)?.[1]?.toLowerCase();
    expect(counted).toBe(['none', 'one', 'two', 'three'][patches.length]);
  });
});
