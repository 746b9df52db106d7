import { describe, expect, it } from 'vitest';
import { inlineScriptText } from './inline/runInlineScript.ts';
import { clockScriptTag, headScripts } from './headScripts.ts';

const scripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);

describe("a page's head scripts", () => {
  it('are the texts generated from renderer/inline/, in the order they must run', () => {
    expect(scripts(headScripts('en', undefined))).toEqual(
      ['cookieBarHidden', 'enteringCover', 'introFirstPaint', 'knownWebFonts', 'scrollIntent'].map((name) =>
        inlineScriptText(name),
      ),
    );
  });

  it("link a language's own font stylesheet after the web fonts are turned on, on Japanese and Korean pages", () => {
    const ja = scripts(headScripts('ja', '/assets/static/fonts-ja.B1.css'));
    expect(ja).toHaveLength(6);
    expect(ja[4]).toBe(inlineScriptText('langFonts', ['ja', '/assets/static/fonts-ja.B1.css']));
    expect(ja[3]).toBe(inlineScriptText('knownWebFonts'));
  });

  it("call the clock's script with the site's table and hour cycle", () => {
    const table = { from: 0, to: 10, changes: [[0, 60]] as const };
    expect(clockScriptTag(table, 'h12')).toBe(`<script>${inlineScriptText('clock', [table, 'h12'])}</script>`);
  });
});
