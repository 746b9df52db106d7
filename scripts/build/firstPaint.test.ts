import { describe, expect, it } from 'vitest';
import { PRIMARY_PICTURE_TIMING } from '../../lib/primaryPicture.ts';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../lib/chunkReload.ts';
import { ENTERING_ATTRIBUTE, INTRO_ATTRIBUTE, INTRO_RISE_ANIMATION } from '../../lib/motion.ts';
import { INTRO_RISE_WAIT_MS } from '../../renderer/inline/pageScripts.ts';
import {
  atOnceImports,
  deferPageScripts,
  entryImports,
  inlineScriptHashes,
  inlineStylesheets,
  linkedStylesheets,
  PAGE_SCRIPT_LOADER,
  pageForFirstPaint,
  SCRIPTS_AT_ONCE,
  scriptsAtOnce,
  pageEntry,
  PRELOADS_PER_TASK,
  FIRST_PAINTS_WAIT_MS,
  withPrerenderedFormStyles,
  type BuildManifest,
} from './firstPaint.ts';

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

const CSS: Record<string, string> = {
  '/assets/static/a.css': '.a{color:red}\n',
  '/assets/static/b.css': '.b{color:blue}',
};

describe('inlineStylesheets (the CSS a first paint needs is in the page)', () => {
  it("writes the built stylesheets into one <style> at the end of <head>, in the page's order", () => {
    const { html, inlined } = inlineStylesheets(page, (href) => CSS[href]);
    expect(inlined).toEqual(['/assets/static/a.css', '/assets/static/b.css']);
    expect(html).toContain('<style data-inlined="2">.a{color:red}\n.b{color:blue}</style>\n  </head>');
    expect(html.indexOf('<meta charset')).toBeLessThan(200);
  });

  it("lists the built stylesheets it will inline, and not a third party's", () => {
    expect(linkedStylesheets(page)).toEqual(['/assets/static/a.css', '/assets/static/b.css']);
  });

  it("leaves the links it inlined with a type no browser fetches, for Vite's loader to find", () => {
    const { html } = inlineStylesheets(page, (href) => CSS[href]);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="https://use.typekit.net/abc1234.css" />',
      '<link rel="stylesheet" href="/assets/static/a.css" type="text/x-inlined">',
      '<link rel="stylesheet" href="/assets/static/b.css" type="text/x-inlined">',
    ]);
    expect(linkedStylesheets(html)).toEqual([]);
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

describe('deferPageScripts', () => {
  const body = [
    '<script type="application/json" id="page-props">{}</script>',
    '<script src="/assets/entries/pages_site_client.B1.js" type="module" async></script>',
    '<link rel="modulepreload" href="/assets/chunks/chunk-C2.js" as="script" type="text/javascript">',
    '<link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">',
    '</body>',
  ].join('\n');

  it("replaces vike's entry script and module preloads with one loader and the list it reads", () => {
    const html = deferPageScripts(body);
    expect(html).not.toMatch(/<script src=|modulepreload" href/);
    expect(html).toContain('<script type="application/json" id="page-props">{}</script>');
    const list = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual({
      entry: '/assets/entries/pages_site_client.B1.js',
      preload: ['/assets/chunks/chunk-C2.js', '/assets/chunks/chunk-A.js'],
    });
    expect(html).toContain(`<script>${PAGE_SCRIPT_LOADER}</script>`);
  });

  /** A stand-in for the page's primary picture: loaded and on screen unless told otherwise. */
  interface PrimaryPicture {
    complete?: boolean;
    naturalWidth?: number;
    box?: { width: number; top: number; bottom: number };
  }

  interface LoaderPage {
    readyState?: string;
    /** The page's primary picture, if it has one. */
    picture?: PrimaryPicture;
    /** Whether the page had its first contentful paint before the loader looked. */
    painted?: boolean;
    /** The entry types the browser reports. */
    entryTypes?: string[];
    /** Whether the page arrives through a page transition (`<html data-entering>`). */
    entering?: boolean;
    /** A first visit's intro (`<html data-intro="playing">`): how many of its pieces are still rising. */
    introRising?: number;
  }

  /**
   * Runs the loader against a stand-in document; `task()` runs the queued message tasks one at a time.
   * `report()` gives the loader's observer paint entries, `timeout()` fires its timer.
   */
  function runLoader(
    html: string,
    {
      readyState = 'interactive',
      picture,
      painted = true,
      entryTypes = ['paint', 'element', 'largest-contentful-paint'],
      entering = false,
      introRising,
    }: LoaderPage = {},
  ) {
    // The intro's rising pieces, each an animation whose `finished` the test settles.
    const rises = Array.from({ length: introRising ?? 0 }, () => {
      let settle = (_ok: boolean) => {};
      const finished = new Promise<void>((resolve, reject) => {
        settle = (ok) => (ok ? resolve() : reject(new Error('cancelled')));
      });
      return { animationName: INTRO_RISE_ANIMATION, finished, settle };
    });
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    let onLoad: (() => void) | undefined;
    const queued: (() => void)[] = [];
    let closed = false;
    class FakeChannel {
      port1 = {
        onmessage: undefined as undefined | (() => void),
        close: () => {
          closed = true;
        },
      };
      port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
    }
    type Entry = { entryType: string; name: string; identifier?: string };
    const observers: {
      callback: (list: { getEntries: () => Entry[] }) => void;
      observed: unknown[];
      disconnected: boolean;
    }[] = [];
    class FakeObserver {
      static supportedEntryTypes = entryTypes;
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.observed.push(options);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const performance = {
      getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
    };
    const timers = new Map<number, () => void>();
    let timerIds = 0;
    const delays: number[] = [];
    const setTimeout = (run: () => void, delay: number) => {
      timers.set(++timerIds, run);
      delays.push(delay);
      return timerIds;
    };
    const clearTimeout = (id: number) => {
      timers.delete(id);
    };
    let boxesRead = 0;
    const img = picture && {
      complete: picture.complete ?? true,
      naturalWidth: picture.naturalWidth ?? 1200,
      getBoundingClientRect: () => {
        boxesRead += 1;
        return picture.box ?? { width: 412, top: 120, bottom: 352 };
      },
    };
    const document = {
      readyState,
      documentElement: {
        hasAttribute: (name: string) => entering && name === ENTERING_ATTRIBUTE,
        getAttribute: (name: string) => (introRising !== undefined && name === INTRO_ATTRIBUTE ? 'playing' : null),
      },
      getAnimations: () => [...rises, { animationName: 'marquee', finished: new Promise(() => {}) }],
      getElementById: (id: string) => ({
        textContent: id === 'page-scripts' ? /id="page-scripts">(.*?)<\/script>/.exec(html)?.[1] : '',
      }),
      querySelector: (selector: string) =>
        selector === `img[elementtiming="${PRIMARY_PICTURE_TIMING}"]` ? (img ?? null) : null,
      createElement: (tag: string) => ({ tag }),
      head: { append: (node: (typeof appended)[number]) => appended.push(node) },
      body: { append: (node: (typeof appended)[number]) => appended.push(node) },
    };
    const addEventListener = (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    };
    // What the entry's error handler reaches for: a page whose site answers, with storage that works.
    const reloads: string[] = [];
    const stored = new Map<string, string>();
    const location = { href: 'https://s.example/en/florence/', reload: () => reloads.push(location.href) };
    const sessionStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    };
    const fetch = () => Promise.resolve({});
    new Function(
      'document',
      'addEventListener',
      'MessageChannel',
      'PerformanceObserver',
      'performance',
      'setTimeout',
      'clearTimeout',
      'innerHeight',
      'location',
      'navigator',
      'sessionStorage',
      'fetch',
      PAGE_SCRIPT_LOADER,
    )(
      document,
      addEventListener,
      FakeChannel,
      FakeObserver,
      performance,
      setTimeout,
      clearTimeout,
      823,
      location,
      { onLine: true },
      sessionStorage,
      fetch,
    );
    return {
      reloads,
      stored,
      appended,
      observers,
      delays,
      load: () => onLoad?.(),
      /** Gives every observer these entries, as the browser reports a paint. */
      report: (...entries: Entry[]) => {
        for (const observer of observers) observer.callback({ getEntries: () => entries });
      },
      timeout: () => {
        const pending = [...timers.values()];
        timers.clear();
        for (const run of pending) run();
      },
      /** Runs the next queued task; false when none is left. */
      task: () => {
        const next = queued.shift();
        next?.();
        return Boolean(next);
      },
      closed: () => closed,
      /** How often the loader read the picture's box (each read lays the page out). */
      boxesRead: () => boxesRead,
      /** Ends the intro's rising pieces (or cancels them), then lets their promises settle. */
      rise: async (ok = true) => {
        for (const piece of rises) piece.settle(ok);
        await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
      },
    };
  }

  const firstContentfulPaint = { entryType: 'paint', name: 'first-contentful-paint' };
  const primaryPicturePaint = { entryType: 'element', name: 'image-paint', identifier: PRIMARY_PICTURE_TIMING };

  it('the loader starts them after the load event: the entry, then the module preloads in order', () => {
    const loader = runLoader(deferPageScripts(body));
    expect(loader.appended).toEqual([]);
    loader.load();
    while (loader.task());
    expect(loader.appended).toEqual([
      { tag: 'script', type: 'module', src: '/assets/entries/pages_site_client.B1.js', onerror: expect.any(Function) },
      { tag: 'link', rel: 'modulepreload', href: '/assets/chunks/chunk-C2.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/chunks/chunk-A.js' },
    ]);
    expect(loader.closed()).toBe(true);
  });

  it('reloads the page once, by the chunk rule, when the entry fails (renderer/reloadOnChunkFailure.ts)', async () => {
    const loader = runLoader(deferPageScripts(body));
    loader.load();
    while (loader.task());
    const entry = loader.appended[0] as unknown as { onerror: () => void };
    entry.onerror();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.reloads).toEqual(['https://s.example/en/florence/']);
    expect(loader.stored.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(true);
    // The same address failing again right after its reload is left to the error page.
    entry.onerror();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.reloads).toHaveLength(1);
  });

  it(`adds at most ${PRELOADS_PER_TASK} module preloads per task, so no one task starts thirty requests`, () => {
    const chunks = Array.from({ length: 10 }, (_, index) => `/assets/chunks/chunk-${index}.js`);
    const loader = runLoader(deferPageScripts(body, chunks));
    loader.load();
    const preloads = () => loader.appended.filter((node) => node.rel === 'modulepreload').length;
    // chunk-C2 and chunk-A from vike, then the ten: 12 in all.
    const perTask = [preloads()];
    while (loader.task()) perTask.push(preloads() - perTask.reduce((sum, count) => sum + count, 0));
    expect(PRELOADS_PER_TASK).toBe(2);
    expect(perTask).toEqual([2, 2, 2, 2, 2, 2]);
    expect(loader.appended[0]).toMatchObject({ tag: 'script' });
    expect(loader.closed()).toBe(true);
  });

  it('starts at once on a page that has already loaded', () => {
    const loader = runLoader(deferPageScripts(body), { readyState: 'complete' });
    expect(loader.appended[0]).toMatchObject({ tag: 'script', src: '/assets/entries/pages_site_client.B1.js' });
  });

  it("on a first visit waits for the intro's text to rise, then starts the scripts", async () => {
    const loader = runLoader(deferPageScripts(body), { readyState: 'complete', introRising: 3 });
    expect(entryAdded(loader)).toBe(false);
    expect(loader.delays).toContain(INTRO_RISE_WAIT_MS);
    await loader.rise();
    expect(entryAdded(loader)).toBe(true);
    // Once: the bound, when it fires later, adds nothing more.
    loader.timeout();
    expect(loader.appended.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('starts the scripts when the rise is cancelled, or at the bound when it never ends', async () => {
    const cancelled = runLoader(deferPageScripts(body), { readyState: 'complete', introRising: 2 });
    await cancelled.rise(false);
    expect(entryAdded(cancelled)).toBe(true);
    const stuck = runLoader(deferPageScripts(body), { readyState: 'complete', introRising: 2 });
    expect(entryAdded(stuck)).toBe(false);
    stuck.timeout();
    expect(entryAdded(stuck)).toBe(true);
  });

  it('starts at once when the intro plays nothing that rises (reduced motion hides the cover)', () => {
    const loader = runLoader(deferPageScripts(body), { readyState: 'complete', introRising: 0 });
    expect(entryAdded(loader)).toBe(true);
  });

  it('marks a page its scripts draw in the list it reads', () => {
    const list = /id="page-scripts">(.*?)<\/script>/.exec(deferPageScripts(body, [], true))?.[1];
    expect(JSON.parse(list!)).toMatchObject({ atOnce: true });
  });

  it('starts the scripts of a page its scripts draw at its first contentful paint: not at load, nor after the intro', () => {
    const loader = runLoader(deferPageScripts(body, [], true), { painted: false, picture: {}, introRising: 2 });
    expect(entryAdded(loader)).toBe(false);
    loader.report(firstContentfulPaint);
    expect(entryAdded(loader)).toBe(true);
    expect(loader.boxesRead()).toBe(0);

    const painted = runLoader(deferPageScripts(body, [], true), { introRising: 2 });
    expect(entryAdded(painted)).toBe(true);

    const neverPainted = runLoader(deferPageScripts(body, [], true), { painted: false });
    neverPainted.timeout();
    expect(entryAdded(neverPainted)).toBe(true);
  });

  it('leaves a page without an entry script as it was', () => {
    expect(deferPageScripts('<body></body>')).toBe('<body></body>');
  });

  const entryAdded = (loader: ReturnType<typeof runLoader>) => loader.appended.some((node) => node.tag === 'script');

  it('waits after load until the primary picture is painted, then starts the scripts and stops listening', () => {
    const loader = runLoader(deferPageScripts(body), { picture: {} });
    loader.load();
    expect(entryAdded(loader)).toBe(false);
    expect(loader.observers).toHaveLength(1);
    expect(loader.observers[0]!.observed).toEqual([
      { type: 'paint', buffered: true },
      { type: 'element', buffered: true },
    ]);
    loader.report(
      { entryType: 'element', name: 'text-paint', identifier: 'another-element' },
      { entryType: 'paint', name: 'first-paint' },
    );
    expect(entryAdded(loader)).toBe(false);
    loader.report(primaryPicturePaint);
    expect(loader.appended[0]).toMatchObject({ tag: 'script', src: '/assets/entries/pages_site_client.B1.js' });
    expect(loader.observers[0]!.disconnected).toBe(true);
    // A late timer or a second report starts nothing twice.
    loader.timeout();
    loader.report(primaryPicturePaint);
    expect(loader.appended.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('waits for the first contentful paint on a page that has not painted yet, and for the picture too when it has one', () => {
    const textOnly = runLoader(deferPageScripts(body), { painted: false });
    textOnly.load();
    expect(entryAdded(textOnly)).toBe(false);
    textOnly.report(firstContentfulPaint);
    expect(entryAdded(textOnly)).toBe(true);

    const withPicture = runLoader(deferPageScripts(body), { painted: false, picture: {} });
    withPicture.load();
    withPicture.report(primaryPicturePaint);
    expect(entryAdded(withPicture)).toBe(false);
    withPicture.report(firstContentfulPaint);
    expect(entryAdded(withPicture)).toBe(true);
  });

  it('reads no layout before the first paint: an unpainted page waits for its picture without asking where it is', () => {
    const below = runLoader(deferPageScripts(body), {
      painted: false,
      picture: { box: { width: 412, top: 900, bottom: 1132 } },
    });
    below.load();
    expect(below.boxesRead()).toBe(0);
    expect(below.observers[0]!.observed).toEqual([
      { type: 'paint', buffered: true },
      { type: 'element', buffered: true },
    ]);
    below.report(firstContentfulPaint);
    expect(entryAdded(below)).toBe(false);
    // Scrolled away, it is never painted: the bound starts the scripts.
    below.timeout();
    expect(entryAdded(below)).toBe(true);

    const painted = runLoader(deferPageScripts(body), { picture: {} });
    painted.load();
    expect(painted.boxesRead()).toBe(1);
  });

  it(`starts after ${FIRST_PAINTS_WAIT_MS} ms when a paint is never reported`, () => {
    const loader = runLoader(deferPageScripts(body), { picture: {} });
    loader.load();
    expect(loader.delays).toEqual([FIRST_PAINTS_WAIT_MS]);
    expect(FIRST_PAINTS_WAIT_MS).toBe(1000);
    loader.timeout();
    expect(entryAdded(loader)).toBe(true);
    expect(loader.observers[0]!.disconnected).toBe(true);
  });

  it.each<[string, PrimaryPicture | undefined, string[]]>([
    ['has painted and has no primary picture', undefined, ['paint', 'element']],
    ['has a picture that failed to load', { naturalWidth: 0 }, ['paint', 'element']],
    ['has a picture still loading (load fired without it)', { complete: false }, ['paint', 'element']],
    ['has its picture below the screen', { box: { width: 412, top: 900, bottom: 1132 } }, ['paint', 'element']],
    ['has its picture above the screen', { box: { width: 412, top: -400, bottom: -10 } }, ['paint', 'element']],
    ['has its picture hidden (no box)', { box: { width: 0, top: 0, bottom: 0 } }, ['paint', 'element']],
    ['is in a browser without Element Timing', {}, ['paint']],
  ])('starts at load, waiting for nothing, when the page %s', (_, picture, entryTypes) => {
    const loader = runLoader(deferPageScripts(body), { picture, entryTypes });
    loader.load();
    expect(entryAdded(loader)).toBe(true);
    expect(loader.observers).toEqual([]);
    expect(loader.delays).toEqual([]);
  });

  it('does not wait for the picture of a page arriving through a transition: Chromium reports no paint of it', () => {
    const loader = runLoader(deferPageScripts(body), { picture: {}, entering: true });
    loader.load();
    expect(entryAdded(loader)).toBe(true);
    expect(loader.delays).toEqual([]);
  });

  it('starts at load in a browser without paint entries at all', () => {
    const loader = runLoader(deferPageScripts(body), { painted: false, picture: {}, entryTypes: [] });
    loader.load();
    expect(entryAdded(loader)).toBe(true);
  });
});

describe("entryImports (what the page's first script imports loads with it)", () => {
  const manifest: BuildManifest = {
    'pages/live/+client.ts': { file: 'assets/entries/pages_live_client.A.js', imports: ['_live.js', '_shell.js'] },
    '_live.js': { file: 'assets/chunks/live.js', imports: ['_shell.js', '_urls.js'] },
    '_shell.js': { file: 'assets/chunks/shell.js', imports: ['_urls.js'] },
    '_urls.js': { file: 'assets/chunks/urls.js' },
    'components/sections/HeroSection.tsx': { file: 'assets/chunks/hero.js', imports: ['_shell.js'] },
  };

  it('lists the chunks the entry imports, and theirs, once each; not the entry itself nor what it loads later', () => {
    expect(entryImports('/assets/entries/pages_live_client.A.js', manifest).sort()).toEqual([
      '/assets/chunks/live.js',
      '/assets/chunks/shell.js',
      '/assets/chunks/urls.js',
    ]);
  });

  it('leaves out what the started code imports dynamically: parts load their code when they wake', () => {
    const started: BuildManifest = {
      'pages/site/+client.ts': {
        file: 'assets/entries/pages_site_client.B.js',
        imports: ['_start.js'],
        dynamicImports: ['pages/site/+Page.tsx'],
      },
      '_start.js': { file: 'assets/chunks/start.js', dynamicImports: ['node_modules/react-dom/client.js'] },
      'node_modules/react-dom/client.js': { file: 'assets/chunks/react.js' },
      'pages/site/+Page.tsx': { file: 'assets/chunks/page.js' },
    };
    expect(entryImports('/assets/entries/pages_site_client.B.js', started)).toEqual(['/assets/chunks/start.js']);
  });

  it('starts at once the pages its scripts draw, and preloads their page component with the entry', () => {
    const pages: BuildManifest = {
      'pages/live/+client.ts': {
        file: 'assets/entries/pages_live_client.A.js',
        imports: ['_start.js'],
        dynamicImports: ['_Page.js'],
      },
      'pages/site/+client.ts': { file: 'assets/entries/pages_site_client.B.js', imports: ['_start.js'] },
      '_start.js': { file: 'assets/chunks/start.js', dynamicImports: ['_menu.js'] },
      '_Page.js': { file: 'assets/chunks/page.js', imports: ['_react.js'], dynamicImports: ['_later.js'] },
      '_react.js': { file: 'assets/chunks/react.js' },
      '_menu.js': { file: 'assets/chunks/menu.js' },
      '_later.js': { file: 'assets/chunks/later.js' },
    };
    expect(SCRIPTS_AT_ONCE).toContain('pages/live/+client.ts');
    expect(scriptsAtOnce('/assets/entries/pages_live_client.A.js', pages)).toBe(true);
    expect(scriptsAtOnce('/assets/entries/pages_site_client.B.js', pages)).toBe(false);
    expect(atOnceImports('/assets/entries/pages_live_client.A.js', pages).sort()).toEqual([
      '/assets/chunks/page.js',
      '/assets/chunks/react.js',
    ]);
  });

  it('lists nothing for a file the manifest does not know', () => {
    expect(entryImports('/assets/entries/gone.js', manifest)).toEqual([]);
  });

  it("reads the page's entry from vike's script tag", () => {
    expect(pageEntry('<script src="/assets/entries/pages_live_client.A.js" type="module" async></script>')).toBe(
      '/assets/entries/pages_live_client.A.js',
    );
    expect(pageEntry('<body></body>')).toBeUndefined();
  });
});

describe('withPrerenderedFormStyles (a prerendered form is styled at the first paint)', () => {
  const manifest: BuildManifest = {
    'forms/Contact.tsx': {
      file: 'assets/chunks/contact.js',
      imports: ['_fields.js'],
      css: ['assets/static/forms.css'],
    },
    '_fields.js': { file: 'assets/chunks/fields.js', css: ['assets/static/language.css', 'assets/static/a.css'] },
    'forms/Booking.tsx': { file: 'assets/chunks/booking.js', css: ['assets/static/booking.css'] },
  };
  const modules = { contact: 'forms/Contact.tsx', booking: 'forms/Booking.tsx' };
  const withForm = page.replace('<div id="root"></div>', '<div class="form-slot" data-form="contact"></div>');

  it("links the stylesheets of the form's module and of what it imports, once, and inlineStylesheets takes them", () => {
    const linked = withPrerenderedFormStyles(withForm, manifest, modules);
    expect(linkedStylesheets(linked)).toEqual([
      '/assets/static/a.css',
      '/assets/static/b.css',
      '/assets/static/forms.css',
      '/assets/static/language.css',
    ]);
    const css: Record<string, string> = {
      ...CSS,
      '/assets/static/forms.css': '.form{}',
      '/assets/static/language.css': '.lang{}',
    };
    const { html } = inlineStylesheets(linked, (href) => css[href]);
    expect(html).toContain('.b{color:blue}\n.form{}\n.lang{}</style>');
  });

  it('leaves a page without a form, or with another form, as it is', () => {
    expect(withPrerenderedFormStyles(page, manifest, modules)).toBe(page);
    const booking = page.replace('<div id="root"></div>', '<div data-form="booking"></div>');
    expect(linkedStylesheets(withPrerenderedFormStyles(booking, manifest, modules))).toContain(
      '/assets/static/booking.css',
    );
    expect(linkedStylesheets(withPrerenderedFormStyles(booking, manifest, modules))).not.toContain(
      '/assets/static/forms.css',
    );
  });

  it("fails the build when a form's module is not in it", () => {
    expect(() => withPrerenderedFormStyles(withForm, manifest, { contact: 'forms/Renamed.tsx' })).toThrow(
      /contact form's module forms\/Renamed.tsx/,
    );
  });
});

describe('pageForFirstPaint (a rendered page, ready for its first paint)', () => {
  const manifest: BuildManifest = {
    'pages/site/+client.ts': { file: 'assets/entries/site.js', imports: ['_first.js'] },
    '_first.js': { file: 'assets/chunks/first.js' },
    'forms/Contact.tsx': { file: 'assets/chunks/contact.js', css: ['assets/static/forms.css'] },
  };
  const css: Record<string, string> = { ...CSS, '/assets/static/forms.css': '.form{}' };
  const rendered = page.replace(
    '<body><div id="root"></div></body>',
    `<body><script>document.documentElement.dataset.a = "1"</script><div data-form="contact"></div>
    <script type="application/json" id="props">{"text":"<scripted> words"}</script>
    <script src="/assets/entries/site.js" type="module" async></script>
  </body>`,
  );

  it('writes what the rewrites write on the whole document, part by part', () => {
    const whole = withPrerenderedFormStyles(rendered, manifest, { contact: 'forms/Contact.tsx' });
    const inlined = inlineStylesheets(whole, (href) => css[href]).html;
    const expected = deferPageScripts(inlined, entryImports('/assets/entries/site.js', manifest), false);
    const ready = pageForFirstPaint(rendered, manifest, (href) => css[href], { contact: 'forms/Contact.tsx' });
    expect(ready.parts.join('')).toBe(expected);
    expect(ready.styled).toBe(true);
    expect(ready.scriptHashes).toEqual(inlineScriptHashes(expected));
    expect(ready.scriptHashes).toHaveLength(2);
  });

  it('hashes the inline scripts a lazy regex would find, and no data block, source or empty script', () => {
    const regexHashes = (html: string) =>
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '', body = '']) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes) && body.trim(),
      ).length;
    const html = `<scripts>x</scripts><script>a()</script><script type="application/ld+json">{}</script>
      <script src="/x.js"></script><script> </script><script data-x>b()</script><script>never closed`;
    expect(inlineScriptHashes(html)).toHaveLength(regexHashes(html));
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});
