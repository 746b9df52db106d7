import { describe, expect, it } from 'vitest';
import {
  fontsKnown,
  LANG_FONTS_ATTRIBUTE,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_IN_WORKER,
  WEB_FONTS_KEY,
  webFontsScript,
} from './webFonts.ts';

/** Runs the head script against a stand-in document and storage; reports what it did. */
function run(script: string, stored: string | null | 'throws', controlledByWorker = false) {
  const attributes: string[] = [];
  const links: Record<string, string>[] = [];
  const context = {
    navigator: { serviceWorker: { controller: controlledByWorker ? {} : null } },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'throws') throw new Error('denied');
        return key === WEB_FONTS_KEY ? stored : null;
      },
    },
    document: {
      documentElement: { setAttribute: (name: string) => attributes.push(name) },
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, { setAttribute: (name: string, value: string) => (link[name] = value) });
      },
      head: {
        append: (link: Record<string, string>) =>
          links.push({ rel: link.rel!, href: link.href!, lang: link[LANG_FONTS_ATTRIBUTE]! }),
      },
    },
  };
  new Function(...Object.keys(context), script)(...Object.values(context));
  return { attributes, links };
}

describe('web fonts on the next page', () => {
  it('counts them as known only while the service worker that stored them controls the page', () => {
    expect(fontsKnown(WEB_FONTS_IN_WORKER, true)).toBe(true);
    expect(fontsKnown(WEB_FONTS_IN_WORKER, false)).toBe(false);
    expect(fontsKnown(null, true)).toBe(false);
    // The mark browsers kept when the HTTP cache was trusted: that cache may have been emptied since.
    expect(fontsKnown('1', false)).toBe(false);
    expect(fontsKnown('1', true)).toBe(false);
  });

  it('the head script turns them on before the first paint exactly when fontsKnown says so', () => {
    for (const stored of ['1', WEB_FONTS_IN_WORKER, null, '0', '']) {
      for (const controlled of [true, false]) {
        expect(run(webFontsScript('en'), stored, controlled).attributes, `${stored} ${controlled}`).toEqual(
          fontsKnown(stored, controlled) ? [WEB_FONTS_ATTRIBUTE] : [],
        );
      }
    }
    const denied = run(webFontsScript('en'), 'throws', true);
    expect([denied.attributes, denied.links]).toEqual([[], []]);
  });

  it("links a language's own font stylesheet with the web fonts, before the first paint, and none otherwise", () => {
    expect(run(webFontsScript('ja', '/assets/static/fonts-ja.css'), WEB_FONTS_IN_WORKER, true).links).toEqual([
      { rel: 'stylesheet', href: '/assets/static/fonts-ja.css', lang: 'ja' },
    ]);
    expect(run(webFontsScript('ja', '/assets/static/fonts-ja.css'), WEB_FONTS_IN_WORKER, false).links).toEqual([]);
    expect(run(webFontsScript('ko', '/assets/static/fonts-ko.css'), null, true).links).toEqual([]);
    expect(run(webFontsScript('en'), WEB_FONTS_IN_WORKER, true).links).toEqual([]);
  });
});
