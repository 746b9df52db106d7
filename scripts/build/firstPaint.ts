/**
 * What a prerendered page's HTML asks for before its first paint (the CSS it needs is inlined, so nothing
 * blocks it), rewritten after `vike build` by postbuild.ts.
 *
 * Stylesheets: all of the site's CSS a page links is some 18 kB (under 10 kB gzip): small enough to inline whole, which
 * saves the six render-blocking requests a phone on slow 4G would wait a round trip for before painting.
 */
import { chunkReloadScript } from '../../lib/chunkReload.ts';
import { PRIMARY_PICTURE_TIMING } from '../../lib/images.ts';
import { ENTERING_ATTRIBUTE } from '../../lib/motion.ts';

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

/** The id of the JSON block naming a page's scripts. */
const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * How many module preloads the loader adds in one task. Each added link starts a request: on a phone (4x
 * CPU) one costs from under a millisecond to some 20 ms, and on a busy 2-core machine four of them made
 * tasks of 12 to 23 ms unthrottled, which Lighthouse's simulated phone counts four times.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * The longest the scripts wait, after `load`, for the paints they wait for to be reported. Once the page has
 * loaded those come within a frame or two; the bound covers a browser that never reports one.
 */
export const FIRST_PAINTS_WAIT_MS = 1000;

/**
 * Starts the page's scripts once the page has loaded and been painted: its first contentful paint, and its
 * primary picture's paint when it has one on screen. The same text on every page, so the CSP allows it by
 * one hash (postbuild.ts hashes every inline script it finds).
 *
 * Both paints can come a few frames after `load` (the picture once decoded). Scripts that start before
 * them share the connection and the cores with them, and Lighthouse counts their downloads into its
 * simulated FCP and LCP. So the loader waits for the Paint Timing entry and for the primary picture's
 * Element Timing entry (lib/images.ts `PRIMARY_PICTURE_TIMING`), each only where there is one to wait for:
 * a picture that failed, lies off screen or is not loaded yet, or a browser without the entry type, is not
 * waited for. Nor is the picture of a page that arrives through a page transition (`<html data-entering>`,
 * lib/motion.ts): its content is first painted transparent, under the cover, and rises in on the compositor,
 * and Chromium reports no Element Timing for it at all, so the scripts would always wait out the bound.
 * `FIRST_PAINTS_WAIT_MS` bounds the wait.
 *
 * The picture's box is read only once the page has painted. Before its first paint nothing has been laid
 * out yet, and reading a box there makes the load event's task lay out the whole page: 72 ms of layout on
 * the Japanese home in a Lighthouse trace (its text set in the system's CJK fallback), a task the simulated
 * phone counted four times into blocking time. An unpainted page waits for its picture as if on screen (it
 * is the hero, at the top); the bound covers the rare one scrolled away.
 *
 * The entry goes first, then the module preloads, a few per task (`PRELOADS_PER_TASK`): thirty of them in
 * the load event's task made it a long task of 60 to 130 ms. A `MessageChannel` message, not a timer,
 * starts each next batch: a timer is clamped, and a test's fake clock would hold it back.
 *
 * When the entry fails (it, or a chunk it imports statically, could not be fetched), the page reloads once
 * if the site answers, by the rule lazily loaded chunks follow (lib/chunkReload.ts `chunkReloadScript`).
 */
export const PAGE_SCRIPT_LOADER = [
  '(()=>{',
  `const start=()=>{const {entry,preload}=JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);const script=document.createElement('script');script.type='module';script.src=entry;script.onerror=${chunkReloadScript()};document.body.append(script);const channel=new MessageChannel();let next=0;const add=()=>{for(const href of preload.slice(next,next+=${PRELOADS_PER_TASK})){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}if(next<preload.length)channel.port2.postMessage(0);else channel.port1.close()};channel.port1.onmessage=add;add()};`,
  `const UNREAD_BOX={width:1,top:0,bottom:1};`,
  `const afterPaints=()=>{const types=typeof PerformanceObserver==='undefined'?[]:PerformanceObserver.supportedEntryTypes||[];`,
  `const fcp=types.includes('paint')&&!performance.getEntriesByName('first-contentful-paint').length;`,
  `const picture=types.includes('element')&&!document.documentElement.hasAttribute('${ENTERING_ATTRIBUTE}')&&document.querySelector('img[elementtiming="${PRIMARY_PICTURE_TIMING}"]');const box=picture&&picture.complete&&picture.naturalWidth>0&&(fcp?UNREAD_BOX:picture.getBoundingClientRect());`,
  `const waitingFor=new Set([...(fcp?['first-contentful-paint']:[]),...(box&&box.width>0&&box.bottom>0&&box.top<innerHeight?['${PRIMARY_PICTURE_TIMING}']:[])]);`,
  `if(!waitingFor.size)return start();`,
  `let waiting=true;const go=()=>{if(!waiting)return;waiting=false;observer.disconnect();clearTimeout(timer);start()};`,
  `const observer=new PerformanceObserver((list)=>{for(const entry of list.getEntries())waitingFor.delete(entry.entryType==='element'?entry.identifier:entry.name);if(!waitingFor.size)go()});`,
  `for(const type of ['paint','element'])if(types.includes(type))observer.observe({type,buffered:true});const timer=setTimeout(go,${FIRST_PAINTS_WAIT_MS})};`,
  `document.readyState==='complete'?afterPaints():addEventListener('load',afterPaints,{once:true})`,
  '})()',
].join('');

/**
 * The page's scripts start after the `load` event. The prerendered page is whole without them (they make it
 * interactive), so on a slow connection its HTML, its hero image and its fonts get the bandwidth first, and
 * the page paints and shows its largest image as soon as they arrive. The module preloads are added right
 * after the entry, so its chunks still load in parallel rather than one after another.
 */
export function deferPageScripts(html: string, alsoPreload: readonly string[] = []): string {
  const entry = pageEntry(html);
  if (!entry) return html;
  const preload = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...alsoPreload])];
  const scripts = JSON.stringify({ entry, preload });
  const loader = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scripts}</script>\n<script>${PAGE_SCRIPT_LOADER}</script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, loader);
}

/** The part of Vite's build manifest (dist/assets.json) this reads: a source file's chunk and what it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The source file of a section type's component (components/sections/registry.ts loads each on demand):
 * `productGrid` is ProductGridSection.tsx. scripts/build/firstPaint.test.ts checks every type has one.
 */
export function sectionComponentFile(type: string): string {
  return `components/sections/${type[0]!.toUpperCase()}${type.slice(1)}Section.tsx`;
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
 * The chunks a built entry (`/assets/entries/….js`) needs to start the page: what it imports statically,
 * what that code imports dynamically as it starts (renderer/startPage.ts: React's client, the hydration,
 * the page), and what those import statically, all the way down. Not what the page loads later (sections,
 * modals): their dynamic imports are not followed. Preloaded with the entry, so starting the page waits for
 * no second round of requests; vike's own module preloads do not list them.
 */
export function entryImports(entry: string, manifest: BuildManifest): string[] {
  const record = Object.values(manifest).find((chunk) => `/${chunk.file}` === entry);
  if (!record) return [];
  const starting = staticClosure(record.imports ?? [], manifest);
  const started = [record, ...starting.map((key) => manifest[key]!)].flatMap((chunk) => chunk.dynamicImports ?? []);
  return importClosure([...starting, ...started], manifest);
}

/**
 * The chunks of the section components a prerendered page shows (its `data-section` types), with the
 * chunks they import: preloaded with the entry, so hydration does not wait for a second round of requests
 * after the entry has run.
 */
export function sectionPreloads(html: string, manifest: BuildManifest): string[] {
  const types = new Set([...html.matchAll(/ data-section="([A-Za-z]+)"/g)].map((match) => match[1]!));
  return importClosure([...types].map(sectionComponentFile), manifest);
}
