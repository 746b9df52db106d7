import { describe, expect, it } from 'vitest';
import { fontsKnown, LANG_FONTS_ATTRIBUTE, WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY, WEB_FONTS_LOADED, webFontsScript } from './webFonts.ts';

/** Runs the head script against a stand-in document and storage; reports what it did. */
function run(script: string, stored: string | null | 'throws') {
  const attributes: string[] = [];
  const links: Record<string, string>[] = [];
  const context = {
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
      head: { append: (link: Record<string, string>) => links.push({ rel: link.rel!, href: link.href!, lang: link[LANG_FONTS_ATTRIBUTE]! }) },
    },
  };
  new Function(...Object.keys(context), script)(...Object.values(context));
  return { attributes, links };
}

describe('web fonts on the next page', () => {
  it('counts them as known only once they have loaded here', () => {
    expect(fontsKnown(WEB_FONTS_LOADED)).toBe(true);
    expect(fontsKnown(null)).toBe(false);
    expect(fontsKnown('0')).toBe(false);
  });

  it('the head script turns them on before the first paint exactly when fontsKnown says so', () => {
    for (const stored of [WEB_FONTS_LOADED, null, '0', '']) {
      expect(run(webFontsScript('en'), stored).attributes, String(stored)).toEqual(fontsKnown(stored) ? [WEB_FONTS_ATTRIBUTE] : []);
    }
    expect(run(webFontsScript('en'), 'throws')).toEqual({ attributes: [], links: [] });
  });

  it('links a language\'s own font stylesheet with them, and none on a first visit', () => {
    expect(run(webFontsScript('ja', '/assets/static/fonts-ja.css'), WEB_FONTS_LOADED).links)
      .toEqual([{ rel: 'stylesheet', href: '/assets/static/fonts-ja.css', lang: 'ja' }]);
    expect(run(webFontsScript('ja', '/assets/static/fonts-ja.css'), null).links).toEqual([]);
    expect(run(webFontsScript('en'), WEB_FONTS_LOADED).links).toEqual([]);
  });
});
