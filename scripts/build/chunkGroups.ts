/**
 * The chunks laid out by hand (vite.config.ts, Rolldown's `codeSplitting.groups`), so that a page fetches a
 * few files rather than a score of small ones a few hundred bytes each, which gzip one by one and cost a
 * request each (docs/performance.md "Less JavaScript on a first load"). Each group takes the modules it
 * names and what they import that no group above it has taken; what no group takes is split by Rolldown as
 * usual, so a part's own code stays out of the chunks a content page loads. `scripts/bench/firstLoad.ts`
 * weighs what each page loads.
 */
import type { BuildManifest } from './firstPaint.ts';

interface ChunkGroup {
  /** The chunk's name in Vite's manifest (`name`), and of its stylesheet when it has one. */
  name: string;
  /** The source modules the group is made of, from the project's root, or a pattern for packages. */
  roots: readonly string[] | RegExp;
  /** Who loads it. */
  why: string;
}

/** The groups, the first taking its modules first. */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  { name: 'react', roots: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, why: 'every part needs it' },
  { name: 'first-script', roots: ['renderer/startPage.ts'], why: 'every page runs it' },
  {
    name: 'sites',
    roots: ['lib/sites.ts'],
    why: 'the table of sites and languages, read by the rules of most groups below: it must bring no React',
  },
  {
    name: 'banner-schedule',
    roots: ['components/modals/bannerSchedule.ts'],
    why: "a content page runs it unasked once it is live (the banner modals' schedule, no React)",
  },
  {
    name: 'typed-values',
    roots: ['renderer/parts/typedValues.ts'],
    why: 'a page with a form runs it unasked: it keeps what a visitor types before the form wakes',
  },
  {
    name: 'part-runtime',
    roots: ['renderer/parts/hydratePart.tsx'],
    why: "what wakes any part: the hydration, the store, the part's error view",
  },
  {
    name: 'content-api',
    roots: ['clients/contentApi.ts', 'components/loadContentApi.ts'],
    why: 'the content API client and its checks: the forms, the booking flow, the manage page, the live fallback',
  },
  {
    name: 'live-outcome',
    roots: ['components/live/liveOutcome.ts'],
    why: "the live fallback's first script: it fetches the page at once, before React is there to draw it",
  },
  {
    name: 'sections',
    roots: ['components/live/LivePage.tsx'],
    why: 'the live fallback: the page it fetches, the head it writes, the sections it draws and their stylesheet',
  },
];

/** Whether a module id (an absolute path) is one of a group's roots. */
export function isGroupRoot(group: ChunkGroup, id: string): boolean {
  if (group.roots instanceof RegExp) return group.roots.test(id);
  const path = id.replaceAll('\\', '/');
  return group.roots.some((root) => path.endsWith(`/${root}`));
}

/** The groups as Rolldown takes them: the first in the table has the highest priority. */
export function codeSplittingGroups() {
  return CHUNK_GROUPS.map((group, index) => ({
    name: group.name,
    test: (id: string) => isGroupRoot(group, id),
    priority: CHUNK_GROUPS.length - index,
  }));
}

/**
 * Vite's manifest with each group's roots named as their own entries, as it names a module a page
 * imports on demand: a module inside a group chunk has no entry of its own, and what reads the manifest
 * by module (the service worker's precache list, the browser tests) finds its chunk under its name.
 * Throws when a group's chunk is missing (a group that took nothing names a module that moved).
 * @example withGroupRoots(manifest)['renderer/parts/hydratePart.tsx'].file // 'assets/chunks/chunk-….js'
 */
export function withGroupRoots(manifest: BuildManifest): BuildManifest {
  const named: BuildManifest = { ...manifest };
  for (const group of CHUNK_GROUPS) {
    if (group.roots instanceof RegExp) continue;
    const chunk = Object.values(manifest).find((entry) => entry.name === group.name && entry.file.endsWith('.js'));
    if (!chunk) throw new Error(`The build has no chunk of the '${group.name}' group (${group.roots.join(', ')})`);
    for (const root of group.roots) named[root] ??= { ...chunk, src: root };
  }
  return named;
}
