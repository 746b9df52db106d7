import { describe, expect, it } from 'vitest';
import { fontsKnown, fontsMark, LANG_FONTS_ATTRIBUTE, WEB_FONTS_ATTRIBUTE, WEB_FONTS_IN_WORKER, WEB_FONTS_KEY, WEB_FONTS_LOADED, webFontsScript } from './webFonts.ts';

/** Runs the head script against a stand-in document and storage; reports what it did, and lets the page paint and load. */
function run(script: string, stored: string | null | 'throws', controlledByWorker = false) {
  const attributes: string[] = [];
  const links: Record<string, string>[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const onLoad: (() => void)[] = [];
  const context = {
    PerformanceObserver: class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    navigator: { serviceWorker: { controller: controlledByWorker ? {} : null } },
    // The next frame, and the task after it, come at once here.
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
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
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return { attributes, links, paint, load: () => onLoad.forEach((listener) => listener()) };
}

describe('web fonts on the next page', () => {
  it('marks where the fonts were stored: the service worker\'s cache when it controlled the page, else the HTTP cache', () => {
    expect(fontsMark(true)).toBe(WEB_FONTS_IN_WORKER);
    expect(fontsMark(false)).toBe(WEB_FONTS_LOADED);
  });

  it('counts them as known once they have loaded here, and, when the service worker stored them, while it controls the page', () => {
    expect(fontsKnown(WEB_FONTS_LOADED, false)).toBe(true);
    expect(fontsKnown(WEB_FONTS_IN_WORKER, true)).toBe(true);
    expect(fontsKnown(WEB_FONTS_IN_WORKER, false)).toBe(false);
    expect(fontsKnown(null, true)).toBe(false);
    expect(fontsKnown('0', false)).toBe(false);
  });

  it('the head script turns them on before the first paint exactly when fontsKnown says so', () => {
    for (const stored of [WEB_FONTS_LOADED, WEB_FONTS_IN_WORKER, null, '0', '']) {
      for (const controlled of [true, false]) {
        expect(run(webFontsScript('en'), stored, controlled).attributes, `${stored} ${controlled}`).toEqual(fontsKnown(stored, controlled) ? [WEB_FONTS_ATTRIBUTE] : []);
      }
    }
    const denied = run(webFontsScript('en'), 'throws');
    expect([denied.attributes, denied.links]).toEqual([[], []]);
  });

  it('links a language\'s stylesheet at once when the service worker holds it, before the first paint', () => {
    expect(run(webFontsScript('ja', '/assets/static/fonts-ja.css'), WEB_FONTS_IN_WORKER, true).links)
      .toEqual([{ rel: 'stylesheet', href: '/assets/static/fonts-ja.css', lang: 'ja' }]);
  });

  it('links a language\'s own font stylesheet from the HTTP cache once the page has first painted, and none on a first visit', () => {
    const returning = run(webFontsScript('ja', '/assets/static/fonts-ja.css'), WEB_FONTS_LOADED);
    expect(returning.attributes).toEqual([WEB_FONTS_ATTRIBUTE]);
    expect(returning.links).toEqual([]);
    returning.paint('first-paint');
    expect(returning.links).toEqual([]);
    returning.paint('first-contentful-paint');
    returning.load();
    expect(returning.links).toEqual([{ rel: 'stylesheet', href: '/assets/static/fonts-ja.css', lang: 'ja' }]);

    const first = run(webFontsScript('ja', '/assets/static/fonts-ja.css'), null);
    first.paint('first-contentful-paint');
    first.load();
    expect(first.links).toEqual([]);
    const latin = run(webFontsScript('en'), WEB_FONTS_LOADED);
    latin.paint('first-contentful-paint');
    expect(latin.links).toEqual([]);
  });

  it('links the stylesheet after the first frame that follows load in a browser that reports no first paint', () => {
    const hidden = run(webFontsScript('ko', '/assets/static/fonts-ko.css'), WEB_FONTS_LOADED);
    hidden.load();
    expect(hidden.links).toEqual([{ rel: 'stylesheet', href: '/assets/static/fonts-ko.css', lang: 'ko' }]);
  });
});
