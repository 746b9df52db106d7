import { describe, expect, it } from 'vitest';
import { inlineStylesheets, lowerScriptPriority } from './firstPaint.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/a.css">
    <link rel="stylesheet" type="text/css" href="/assets/static/b.css">
    <meta charset="utf-8" />
    <link rel="stylesheet" href="https://use.typekit.net/abc1234.css" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const CSS: Record<string, string> = { '/assets/static/a.css': '.a{color:red}\n', '/assets/static/b.css': '.b{color:blue}' };

describe('inlineStylesheets (issue 7 "CSS critical to first paint inlined")', () => {
  it("writes the built stylesheets into one <style> at the end of <head>, in the page's order", () => {
    const { html, inlined } = inlineStylesheets(page, (href) => CSS[href]);
    expect(inlined).toEqual(['/assets/static/a.css', '/assets/static/b.css']);
    expect(html).toContain('<style data-inlined="2">.a{color:red}\n.b{color:blue}</style>\n  </head>');
    expect(html.indexOf('<meta charset')).toBeLessThan(200);
  });

  it('removes the links it inlined', () => {
    const { html } = inlineStylesheets(page, (href) => CSS[href]);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="https://use.typekit.net/abc1234.css" />']);
  });

  it('leaves a stylesheet it cannot read linked, and a page without stylesheets as it was', () => {
    const { html, inlined } = inlineStylesheets(page, (href) => (href.endsWith('a.css') ? CSS[href] : undefined));
    expect(inlined).toEqual(['/assets/static/a.css']);
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/b.css">');
    const bare = '<html><head></head><body></body></html>';
    expect(inlineStylesheets(bare, () => '.x{}')).toEqual({ html: bare, inlined: [] });
  });

  it('cannot end the <style> early', () => {
    const { html } = inlineStylesheets(page, () => '.a::after{content:"</style><script>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('lowerScriptPriority', () => {
  it("sets vike's entry script and module preloads to low priority, and nothing else", () => {
    const body = [
      '<script id="vike_pageContext" type="application/json">{}</script>',
      '<script src="/assets/entries/entry-client-routing.B1.js" type="module" async></script>',
      '<link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">',
      '<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>',
      '<script src="https://www.googletagmanager.com/gtm.js" async></script>',
    ].join('\n');
    expect(lowerScriptPriority(body).split('\n')).toEqual([
      '<script id="vike_pageContext" type="application/json">{}</script>',
      '<script src="/assets/entries/entry-client-routing.B1.js" type="module" fetchpriority="low" async></script>',
      '<link rel="modulepreload" href="/assets/chunks/chunk-A.js" fetchpriority="low" as="script" type="text/javascript">',
      '<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>',
      '<script src="https://www.googletagmanager.com/gtm.js" async></script>',
    ]);
  });
});
