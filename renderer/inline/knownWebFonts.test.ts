import { describe, expect, it } from 'vitest';
import {
  fontsKnown,
  LANG_FONTS_ATTRIBUTE,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_IN_WORKER,
  WEB_FONTS_KEY,
} from '../../lib/webFonts.ts';
import { runInlineScript } from './runInlineScript.ts';

/**
 * Runs the web fonts' head script, then, for a page with a language stylesheet, the language fonts' script
 * after it, against one stand-in document and storage; reports what they did.
 */
function run(stored: string | null | 'throws', controlledByWorker: boolean, langSheet?: [string, string]) {
  const attributes = new Set<string>();
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
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        hasAttribute: (name: string) => attributes.has(name),
      },
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
  runInlineScript('knownWebFonts', context);
  if (langSheet) runInlineScript('langFonts', context, langSheet);
  return { attributes: [...attributes], links };
}

describe('the web fonts turned on before the first paint (the inline scripts)', () => {
  it('turns them on exactly when fontsKnown says so', () => {
    for (const stored of ['1', WEB_FONTS_IN_WORKER, null, '0', '']) {
      for (const controlled of [true, false]) {
        expect(run(stored, controlled).attributes, `${stored} ${controlled}`).toEqual(
          fontsKnown(stored, controlled) ? [WEB_FONTS_ATTRIBUTE] : [],
        );
      }
    }
    const denied = run('throws', true, ['ja', '/assets/static/fonts-ja.css']);
    expect([denied.attributes, denied.links]).toEqual([[], []]);
  });

  it("links a language's own font stylesheet with the web fonts, and not without them", () => {
    expect(run(WEB_FONTS_IN_WORKER, true, ['ja', '/assets/static/fonts-ja.css']).links).toEqual([
      { rel: 'stylesheet', href: '/assets/static/fonts-ja.css', lang: 'ja' },
    ]);
    expect(run(WEB_FONTS_IN_WORKER, false, ['ja', '/assets/static/fonts-ja.css']).links).toEqual([]);
    expect(run(null, true, ['ko', '/assets/static/fonts-ko.css']).links).toEqual([]);
  });
});
