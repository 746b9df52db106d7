import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

async function site(files: Record<string, string | Buffer>) {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  const root = join(dir, 'client');
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), body);
  }
  return { root, out: join(dir, 'compressed') };
}

const page = `<!doctype html><html lang="it"><body>${'<p>Una luce accesa oltre l’Arno.</p>'.repeat(60)}</body></html>`;
const script = `export const menu = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ dish: `piatto ${i}`, price: i * 2 })))};`;

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each page and script, under the same path, that unpack to the file', async () => {
    const { root, out } = await site({ 'it/florence/index.html': page, 'assets/chunks/menu-a1.js': script });
    const report = await precompress(root, out);
    expect(report).toMatchObject({ files: 2, rawBytes: Buffer.byteLength(page) + Buffer.byteLength(script) });
    for (const [path, body] of [
      ['it/florence/index.html', page],
      ['assets/chunks/menu-a1.js', script],
    ] as const) {
      expect(brotliDecompressSync(await readFile(join(out, `${path}.br`))).toString()).toBe(body);
      expect(gunzipSync(await readFile(join(out, `${path}.gz`))).toString()).toBe(body);
    }
    expect(report.brotliBytes).toBeLessThan(report.rawBytes / 4);
    expect(report.gzipBytes).toBeLessThan(report.rawBytes / 4);
  });

  it('leaves out files under 1 kB, images and fonts', async () => {
    const { root, out } = await site({
      'robots.txt': 'User-agent: *\nAllow: /\n',
      'assets/images/hero.avif': Buffer.alloc(4096, 7),
      'assets/fonts/inter.woff2': Buffer.alloc(4096, 9),
      'en/index.html': page,
    });
    await precompress(root, out);
    expect((await readdir(out, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name)).sort()).toEqual([
      'en/index.html.br',
      'en/index.html.gz',
    ]);
  });

  it('empties the folder first, so no copy outlives its file', async () => {
    const { root, out } = await site({ 'en/index.html': page });
    await mkdir(join(out, 'en/gone'), { recursive: true });
    await writeFile(join(out, 'en/gone/index.html.br'), 'old');
    await precompress(root, out);
    expect(await readdir(join(out, 'en'))).toEqual(['index.html.br', 'index.html.gz']);
  });
});
