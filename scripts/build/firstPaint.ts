/**
 * What a prerendered page's HTML asks for before its first paint (the CSS it needs is inlined, so nothing
 * blocks it), rewritten by the render step (render/worker.ts) as it writes each page.
 *
 * Stylesheets: all of the site's CSS a page links is some 18 kB (under 10 kB gzip): small enough to inline whole, which
 * saves the six render-blocking requests a phone on slow 4G would wait a round trip for before painting.
 */
import { createHash } from 'node:crypto';
import { inlineScriptCall } from '../../lib/inlineScript.ts';
import { PAGE_SCRIPTS_ID, type PageScripts } from '../../renderer/inline/pageScripts.ts';
import { generateInlineScript } from './inlineScripts.ts';

/** vike's stylesheet tags, as it writes them at the top of `<head>`. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\n?/g;

/**
 * The built stylesheets a page links, in page order: what `inlineStylesheets` will ask `cssOf` for.
 * @example linkedStylesheets('<link rel="stylesheet" type="text/css" href="/assets/static/a.css">') // ['/assets/static/a.css']
 */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
}

interface InlinedPage {
  html: string;
  /** The stylesheets now inlined, in page order. */
  inlined: string[];
}

/**
 * @param cssOf the content of a built stylesheet by its address, or undefined when there is none (then
 *   its link is left as it was).
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined): InlinedPage {
  const inlined: string[] = [];
  const rules: string[] = [];
  const rewritten = html.replace(STYLESHEET_LINK, (tag, href: string) => {
    const css = cssOf(href);
    if (css === undefined) return tag;
    inlined.push(href);
    rules.push(css.trim());
    return '';
  });
  if (!inlined.length) return { html, inlined };
  // At the end of <head>: the charset declaration stays within the first 1024 bytes.
  const style = `<style data-inlined="${inlined.length}">${rules.join('\n').replaceAll('</style', '<\\/style')}</style>`;
  // Vite's loader adds a stylesheet a lazily loaded chunk needs unless a <link rel="stylesheet"> to it is
  // in the page. This link says "here already" to it, and its type, not CSS, keeps the browser from fetching
  // it (a `disabled` link is still fetched, by Chromium at parse time).
  const present = inlined.map((href) => `<link rel="stylesheet" href="${href}" type="text/x-inlined">`).join('\n    ');
  return { html: rewritten.replace('</head>', `${present}\n    ${style}\n  </head>`), inlined };
}

/** vike's entry script and module preloads, as it writes them at the end of `<body>`. */
const ENTRY_SCRIPT = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>\n?/;
const MODULE_PRELOAD =
  /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" as="script" type="text\/javascript">\n?/g;

export { FIRST_PAINTS_WAIT_MS, PRELOADS_PER_TASK } from '../../renderer/inline/pageScripts.ts';

/**
 * Starts the page's scripts once the page has loaded and been painted (renderer/inline/pageScripts.ts says
 * when and how), generated from that function. The same text on every page, so the CSP allows it by one hash
 * (`inlineScriptHashes` finds every inline script a page carries, for the CSP).
 */
// From the repository root, where every build command runs: the render step runs this module bundled
// elsewhere (render/index.ts), so it names no file from its own address.
export const PAGE_SCRIPT_LOADER = inlineScriptCall(generateInlineScript('renderer/inline/pageScripts.ts'));

/**
 * The page's scripts start after the `load` event. The prerendered page is whole without them (they make it
 * interactive), so on a slow connection its HTML, its hero image and its fonts get the bandwidth first, and
 * the page paints and shows its largest image as soon as they arrive. The module preloads are added right
 * after the entry, so its chunks still load in parallel rather than one after another.
 */
export function deferPageScripts(html: string, alsoPreload: readonly string[] = [], atOnce = false): string {
  const entry = pageEntry(html);
  if (!entry) return html;
  const preload = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...alsoPreload])];
  const scripts = JSON.stringify({ entry, preload, ...(atOnce ? { atOnce } : {}) } satisfies PageScripts);
  const loader = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scripts}</script>\n<script>${PAGE_SCRIPT_LOADER}</script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, loader);
}

/** The part of Vite's build manifest (dist/assets.json) this reads: a source file's chunk and what it imports. */
export type BuildManifest = Record<
  string,
  { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/**
 * Links the stylesheets of the forms a page prerenders (components/sections/FormSection.tsx marks each
 * slot `data-form`), as vike links the page's own, so `inlineStylesheets` inlines them: a form's chunk
 * loads when the visitor reaches for it, but its markup is in the HTML and must be styled at the first
 * paint. Throws when a form's module is not in the build (a renamed file).
 * @param modules each form's source module (registry.ts `FORM_MODULES`)
 */
export function withPrerenderedFormStyles(
  html: string,
  manifest: BuildManifest,
  modules: Readonly<Record<string, string>>,
  /** Where the forms are looked for, when `html` is only the page's head. */
  markup = html,
): string {
  const linked = new Set(linkedStylesheets(html));
  const wanted = Object.entries(modules)
    .filter(([kind]) => markup.includes(`data-form="${kind}"`))
    .flatMap(([kind, module]) => {
      if (!manifest[module]) throw new Error(`The ${kind} form's module ${module} is not in the build's manifest`);
      return staticClosure([module], manifest).flatMap((key) => manifest[key]!.css ?? []);
    })
    .map((file) => `/${file}`)
    .filter((href, index, all) => !linked.has(href) && all.indexOf(href) === index);
  if (!wanted.length) return html;
  const links = wanted.map((href) => `<link rel="stylesheet" type="text/css" href="${href}">\n`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** These manifest entries and every chunk they import statically, all the way down (manifest keys). */
function staticClosure(keys: Iterable<string>, manifest: BuildManifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The built files of these manifest entries and of every chunk they import statically. */
function importClosure(keys: Iterable<string>, manifest: BuildManifest): string[] {
  return [...new Set(staticClosure(keys, manifest).map((key) => `/${manifest[key]!.file}`))];
}

/** The page's entry script, as vike writes it (undefined for a page without scripts). */
export function pageEntry(html: string): string | undefined {
  return ENTRY_SCRIPT.exec(html)?.[1];
}

/**
 * The chunks a built entry (`/assets/entries/….js`) imports statically, all the way down: the page's
 * first script (renderer/parts/wakeParts.ts), which needs no React. What a part loads when it wakes is not
 * followed: a page whose parts sleep never fetches it. Preloaded with the entry, so starting the page waits
 * for no second round of requests.
 */
export function entryImports(entry: string, manifest: BuildManifest): string[] {
  const key = entryKey(entry, manifest);
  return key === undefined ? [] : importClosure(manifest[key]!.imports ?? [], manifest);
}

/** The manifest key (its source, e.g. `pages/live/+client.ts`) of a built entry (`/assets/entries/….js`). */
function entryKey(entry: string, manifest: BuildManifest): string | undefined {
  return Object.keys(manifest).find((key) => `/${manifest[key]!.file}` === entry);
}

/**
 * The pages whose scripts draw their content (their HTML is a loading notice; the content comes from an
 * API through their code), by their client entry: their scripts start at once rather than after the
 * page's paints (renderer/inline/pageScripts.ts), and their page component's code is preloaded with the
 * entry (`atOnceImports`), since the page needs it at once.
 */
export const SCRIPTS_AT_ONCE: ReadonlySet<string> = new Set(['pages/live/+client.ts', 'pages/manage/+client.ts']);

/** Whether a built entry (`/assets/entries/….js`) is the entry of one of `SCRIPTS_AT_ONCE`. */
export function scriptsAtOnce(entry: string, manifest: BuildManifest): boolean {
  const key = entryKey(entry, manifest);
  return key !== undefined && SCRIPTS_AT_ONCE.has(key);
}

/**
 * What an at-once page preloads besides `entryImports`: the chunks the entry itself imports on demand
 * (its page component), and theirs, statically, all the way down. What those load later is not followed.
 */
export function atOnceImports(entry: string, manifest: BuildManifest): string[] {
  const key = entryKey(entry, manifest);
  return key === undefined ? [] : importClosure(manifest[key]!.dynamicImports ?? [], manifest);
}

/**
 * Hashes of a page's executable inline scripts, for the CSP (JSON data blocks are not executed and need
 * none).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // `<script\b([^>]*)>([\s\S]*?)<\/script>`, found with indexOf: a lazy regex steps through every
  // character of the pages' data blocks, some 20 kB a page.
  for (let at = html.indexOf('<script'); at !== -1; at = html.indexOf('<script', at)) {
    if (/\w/.test(html.charAt(at + 7))) {
      at += 7;
      continue;
    }
    const open = html.indexOf('>', at + 7);
    const close = open === -1 ? -1 : html.indexOf('</script>', open + 1);
    if (close === -1) break;
    const attributes = html.slice(at + 7, open);
    at = close + '</script>'.length;
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    const body = html.slice(open + 1, close);
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
}

interface PageForFirstPaint {
  /**
   * The page's text in parts, in order: joined, they are the page. The render step writes them as they
   * are (render/pageWriter.ts): one string of the whole page would be a new string of some 160 kB, an
   * allocation of its own for V8, which cost more than rendering the page's HTML.
   */
  parts: readonly string[];
  /** Whether any stylesheet was inlined. */
  styled: boolean;
  /** `inlineScriptHashes` of the rewritten page. */
  scriptHashes: string[];
}

/**
 * A page as vike rendered it, made ready for its first paint: its stylesheets (and its prerendered
 * forms') inlined, its scripts started after its paints, or at once for a page its scripts draw.
 * @param cssOf a built stylesheet's text by its address
 * @param formModules each form's source module (registry.ts `FORM_MODULES`)
 */
export function pageForFirstPaint(
  rendered: string,
  manifest: BuildManifest,
  cssOf: (href: string) => string | undefined,
  formModules: Readonly<Record<string, string>>,
): PageForFirstPaint {
  // The stylesheets are linked in <head>, and vike writes the entry (and any module preload) last in
  // <body>: each rewrite works on its part, and the body between, most of the page, is read by a few
  // searches and copied once, into the file.
  const headClose = rendered.indexOf('</head>');
  if (headClose === -1) throw new Error('pageForFirstPaint: the page has no </head>');
  const headEnd = headClose + '</head>'.length;
  const scriptsAt = [rendered.indexOf('<link rel="modulepreload"'), rendered.indexOf('<script src="/assets/')]
    .filter((at) => at >= headEnd)
    .reduce((first, at) => Math.min(first, at), rendered.length);
  const body = rendered.slice(headEnd, scriptsAt);
  const head = inlineStylesheets(
    withPrerenderedFormStyles(rendered.slice(0, headEnd), manifest, formModules, body),
    cssOf,
  );
  const scripts = rendered.slice(scriptsAt);
  const entry = pageEntry(scripts);
  const atOnce = entry !== undefined && scriptsAtOnce(entry, manifest);
  const preloads = !entry ? [] : [...entryImports(entry, manifest), ...(atOnce ? atOnceImports(entry, manifest) : [])];
  const tail = deferPageScripts(scripts, preloads, atOnce);
  return {
    parts: [head.html, body, tail],
    styled: head.inlined.length > 0,
    scriptHashes: [head.html, body, tail].flatMap(inlineScriptHashes),
  };
}
