/**
 * The installed vike carries the project's patch (patches/, applied by patch-package at install;
 * docs/performance.md "What package.json changes"), and its font rule and page assets answer as before.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';

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
  it('works out each font URL’s base once, and each list’s bases once (the patch is applied)', async () => {
    const source = await readFile(FONT_FALLBACK_URL, 'utf8');
    expect(source).toContain('const urlBases = new Map();');
    expect(source).toContain('const fontBasesByList = new WeakMap();');
  });

  it('answers for a list that grows between calls as for the list as it is at each call', async () => {
    const { isFontFallback } = (await import(FONT_FALLBACK_URL.href)) as {
      isFontFallback: (asset: Asset, earlier: Asset[]) => boolean;
    };
    const kept: Asset[] = [];
    const inter = font('/assets/fonts/inter-latin.A1.woff2');
    expect(isFontFallback(inter, kept)).toBe(false);
    kept.push(inter, { assetType: 'style', src: '/assets/static/base.B2.css' });
    expect(isFontFallback(font('/assets/fonts/inter-latin.C3.woff'), kept)).toBe(true);
    expect(isFontFallback(font('/assets/fonts/cormorant.D4.woff2'), kept)).toBe(false);
    kept.push(font('/assets/fonts/cormorant.D4.woff2'));
    expect(isFontFallback(font('/assets/fonts/cormorant.E5.woff'), kept)).toBe(true);
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

describe("vike's getPageAssets, as patched", () => {
  it('checks each address is listed once with one set, not a scan per asset', async () => {
    const source = await readFile(
      new URL('../../node_modules/vike/dist/server/runtime/renderPageServer/getPageAssets.js', import.meta.url),
      'utf8',
    );
    expect(source).toContain('new Set(pageAssets.map(({ src }) => src)).size === pageAssets.length');
    expect(source).not.toContain('pageAssets.filter((p) => p.src === src)');
  });
});

describe("vike's injectFilter check, as patched", () => {
  it('makes a message only when its check fails', async () => {
    const source = await readFile(
      new URL(
        '../../node_modules/vike/dist/server/runtime/renderPageServer/html/injectAssets/getHtmlTags.js',
        import.meta.url,
      ),
      'utf8',
    );
    expect(source).toContain("if (typeof entry.src !== 'string')");
    expect(source).not.toContain("assertUsage(typeof entry.src === 'string'");
  });
});

describe("vike's infinite-loop guard, as patched", () => {
  const GUARD_URL = new URL('../../node_modules/vike/dist/utils/catchInfiniteLoop.js', import.meta.url);

  it('forgets outdated trackers from the front, in start order, not by a scan of all of them', async () => {
    const source = await readFile(GUARD_URL, 'utf8');
    expect(source).toContain('const trackers = new Map();');
    expect(source).not.toContain('Object.keys(trackers).forEach');
  });

  it('still stops a name called a hundredth time within 5 s, and lets many names be called once', async () => {
    const { catchInfiniteLoop } = (await import(GUARD_URL.href)) as {
      catchInfiniteLoop: (name: string) => void;
    };
    for (let request = 0; request < 1000; request++) catchInfiniteLoop(`[request ${request}] render()`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let call = 0; call < 99; call++) catchInfiniteLoop('looping()');
      expect(() => catchInfiniteLoop('looping()')).toThrow('looping() called 100 times within 5 seconds');
    } finally {
      warn.mockRestore();
    }
  });
});
