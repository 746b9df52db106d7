/**
 * A content store whose pages and blocks can be edited, added or deleted after the reference API started,
 * as a backend's editor would publish them: the index lists the new hash (or the new page, or drops the
 * page) at once. For
 * tests and benchmarks of what a sync picks up after a change (scripts/ci/webhookSync.test.ts,
 * scripts/bench/contentToBuildBench.ts).
 */
import type { Lang, SiteId } from '../../lib/sites.ts';
import type { BlockName, Blocks, IndexEntry, Page } from '../../lib/contract/types.ts';
import { segmentsOfPath } from '../../lib/pageRules.ts';
import { contentHash, type ContentStore } from './contentStore.ts';

interface EditableContent {
  /** Pass to startReferenceApi({ content }). */
  store: ContentStore;
  /** Replaces the page at `path` with what `change` makes of it; returns the new page. */
  editPage(lang: Lang, site: SiteId, path: string, change: (page: Page) => Page): Page;
  /** Unpublishes the page at `path`: gone from the index, 404 when asked for. */
  deletePage(lang: Lang, site: SiteId, path: string): void;
  /** Publishes a new page (its `data` says where), listed last in its pair's index. */
  addPage(page: Page): void;
  editBlock<N extends BlockName>(lang: Lang, site: SiteId, name: N, change: (block: Blocks[N]) => Blocks[N]): void;
}

export function editableContent(base: ContentStore): EditableContent {
  const pages = new Map<string, Page | null>();
  const blocks = new Map<string, unknown>();
  const pageKey = (lang: Lang, site: SiteId, name: string, type: string) => `${lang}/${site}/${type}/${name}`;
  const blockKey = (lang: Lang, site: SiteId, name: string) => `${lang}/${site}/${name}`;

  const added: Page[] = [];
  const page: ContentStore['page'] = (lang, site, name, type) => {
    const edited = pages.get(pageKey(lang, site, name, type));
    return edited === null ? undefined : (edited ?? base.page(lang, site, name, type));
  };
  const addedEntry = (added: Page): IndexEntry => {
    const { child, slug } = segmentsOfPath(added.data.path);
    return {
      name: added.data.name,
      type: added.data.type,
      path: added.data.path,
      child: child ?? null,
      slug: slug ?? null,
      hash: '', // the edited page's hash replaces it (index, below)
      modified: added.data.modified,
    };
  };
  const block: ContentStore['block'] = (lang, site, name) =>
    (blocks.get(blockKey(lang, site, name)) as Blocks[typeof name] | undefined) ?? base.block(lang, site, name);

  function entryOf(lang: Lang, site: SiteId, path: string) {
    const entry = base.index(lang, site)?.pages.find((candidate) => candidate.path === path);
    if (!entry) throw new Error(`no page '${path}' in ${lang}/${site}`);
    return entry;
  }

  const store: ContentStore = {
    ...base,
    page,
    block,
    index(lang, site) {
      const index = base.index(lang, site);
      if (!index) return undefined;
      return {
        ...index,
        pages: [
          ...index.pages,
          ...added.filter(({ data }) => data.lang === lang && data.site === site).map(addedEntry),
        ].flatMap((entry) => {
          const edited = pages.get(pageKey(lang, site, entry.name, entry.type));
          if (edited === null) return [];
          return [edited ? { ...entry, hash: contentHash(edited) } : entry];
        }),
        blocks: index.blocks.map((entry) => {
          const edited = blocks.get(blockKey(lang, site, entry.name));
          return edited ? { ...entry, hash: contentHash(edited) } : entry;
        }),
      };
    },
    allPages: () =>
      [...base.allPages(), ...added].flatMap(
        (candidate) => page(candidate.data.lang, candidate.data.site, candidate.data.name, candidate.data.type) ?? [],
      ),
  };

  return {
    store,
    editPage(lang, site, path, change) {
      const { name, type } = entryOf(lang, site, path);
      const current = page(lang, site, name, type);
      if (!current) throw new Error(`page '${path}' in ${lang}/${site} was deleted`);
      const next = change(current);
      pages.set(pageKey(lang, site, name, type), next);
      return next;
    },
    deletePage(lang, site, path) {
      const { name, type } = entryOf(lang, site, path);
      pages.set(pageKey(lang, site, name, type), null);
    },
    addPage(next) {
      const { lang, site, name, type, path } = next.data;
      if (page(lang, site, name, type) || base.index(lang, site)?.pages.some((entry) => entry.path === path))
        throw new Error(`page '${path}' (${type} ${name}) is already in ${lang}/${site}`);
      // Its hash in the index is worked out as an edited page's is, from the map.
      pages.set(pageKey(lang, site, name, type), next);
      added.push(next);
    },
    editBlock(lang, site, name, change) {
      const current = block(lang, site, name);
      if (current === undefined) throw new Error(`no block '${name}' in ${lang}/${site}`);
      blocks.set(blockKey(lang, site, name), change(current));
    },
  };
}
