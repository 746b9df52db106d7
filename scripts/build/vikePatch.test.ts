/**
 * The installed vike carries the project's patch (patches/, applied by patch-package at install;
 * docs/performance.md "What package.json changes"), and its font rule answers as before.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// vike's exports name no file of its own; the patch is to the project's installed copy.
const FONT_FALLBACK_URL = new URL(
  '../../node_modules/vike/dist/server/runtime/renderPageServer/isFontFallback.js',
  import.meta.url,
);

interface Asset {
  assetType: string;
  src: string;
}

const font = (src: string): Asset => ({ assetType: 'font', src });

describe("vike's isFontFallback, as patched", () => {
  it('works out each font URL’s base once (the patch is applied)', async () => {
    expect(await readFile(FONT_FALLBACK_URL, 'utf8')).toContain('const urlBases = new Map();');
  });

  it('still calls a font a fallback only when an earlier one has the same name, whatever its hash and type', async () => {
    const { isFontFallback } = (await import(FONT_FALLBACK_URL.href)) as {
      isFontFallback: (asset: Asset, earlier: Asset[]) => boolean;
    };
    const woff2 = font('/assets/fonts/noto-sans-jp-12.Bx1c9d.woff2');
    expect(isFontFallback(woff2, [])).toBe(false);
    expect(isFontFallback(font('/assets/fonts/noto-sans-jp-12.Q7aZ0e.woff'), [woff2])).toBe(true);
    expect(isFontFallback(font('/assets/fonts/noto-sans-jp-13.Q7aZ0e.woff'), [woff2])).toBe(false);
    expect(isFontFallback({ assetType: 'style', src: '/assets/fonts/noto-sans-jp-12.css' }, [woff2])).toBe(false);
    // Asked again, from the remembered base: the same answers.
    expect(isFontFallback(font('/assets/fonts/noto-sans-jp-12.Q7aZ0e.woff'), [woff2])).toBe(true);
    expect(isFontFallback(font('/assets/fonts/noto-sans-jp-12.Q7aZ0e.woff'), [])).toBe(false);
  });
});
