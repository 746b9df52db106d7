import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageWriter } from './pageWriter.ts';

describe('pageWriter (pages written from their parts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-writer-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the parts joined, in UTF-8, making the folders, and a shorter page after a longer one', () => {
    const write = pageWriter();
    const long = join(dir, 'ja', 'tokyo', 'index.html');
    const short = join(dir, 'en', 'index.html');
    write(long, ['<head>日本語</head>', '<main>€ — “quoted”</main>', '<script></script>']);
    write(short, ['<p>', 'ok', '</p>']);
    expect(readFileSync(long, 'utf8')).toBe('<head>日本語</head><main>€ — “quoted”</main><script></script>');
    expect(readFileSync(short, 'utf8')).toBe('<p>ok</p>');
  });

  it('grows its buffer for a page larger than any before', () => {
    const write = pageWriter();
    const big = 'あ'.repeat(600_000);
    const path = join(dir, 'big.html');
    write(path, [big, big]);
    expect(readFileSync(path, 'utf8')).toBe(big + big);
  });
});
