import type { PageContextServer } from 'vike/types';
import { NOT_FOUND_SEGMENT } from '../../lib/routing.ts';
import { BRAND, isSiteId, type Lang } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { commonData } from '../pageData.ts';
import { snapshot } from '../snapshotReads.ts';
import { shellFor } from '../shellFromSnapshot.ts';

export async function data(pageContext: PageContextServer) {
  const { lang, site: rawSite } = pageContext.routeParams as { lang: Lang; site: string };
  const site = isSiteId(rawSite) ? rawSite : undefined;
  const seo = (site && snapshot.block(lang, site, 'generic_seo_meta')) || snapshot.landing(lang)!.seo_meta;
  const common = await commonData(lang, {
    lang,
    site,
    path: sitePath(lang, site, NOT_FOUND_SEGMENT),
    title: BRAND,
    seo: { ...seo, title: '' },
    generic: seo,
    alternates: [],
  });
  // No page of the site: its address answers 404, so it names no canonical address for itself.
  const head = common.head.filter(
    (tag) =>
      !(tag.tag === 'link' && tag.attrs.rel === 'canonical') &&
      !(tag.tag === 'meta' && tag.attrs.property === 'og:url'),
  );
  return { ...common, head, shell: shellFor(lang, { site, pageError: true }), site, home: sitePath(lang, site) };
}

export type Data = Awaited<ReturnType<typeof data>>;
