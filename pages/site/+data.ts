import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { isKnownSectionType } from '../../lib/contract/types.ts';
import { withImageVariants } from '../../lib/images.ts';
import { dayIn } from '../../lib/season.ts';
import { readsDifferentlyByDay, sectionsShownOn } from '../../lib/seasonalContent.ts';
import { INPUT_KEY, recordInput } from '../buildInputs.ts';
import { imageManifest } from '../imageManifest.ts';
import { commonData } from '../pageData.ts';
import { snapshot } from '../snapshotReads.ts';
import { shellFor } from '../shellFromSnapshot.ts';

export async function data(pageContext: PageContextServer) {
  const { lang, site, path } = pageContext.routeParams as { lang: Lang; site: SiteId; path: string };
  const page = snapshot.page(lang, site, path);
  if (!page) throw render(404, `No page '${path}' in ${lang}/${site}`);
  const unknown = page.structure.filter((section) => !isKnownSectionType(section.type));
  // Rules §errors: an unknown section type is logged at build time and skipped.
  for (const section of unknown)
    console.warn(`[sections] ${lang}/${site}/${path}: unknown section type '${section.type}' (${section.id}) skipped`);
  // The LCP picture's variants (lib/images.ts) travel in the page's data: the browser hydrates the <picture> the HTML
  // has.
  // Seasonal items out of season on the build's day are left out (lib/season.ts).
  const known = page.structure.filter((section) => isKnownSectionType(section.type));
  const zone = SITES[site].clockTimeZone;
  const today = dayIn(Date.now(), zone);
  if (readsDifferentlyByDay(known)) recordInput(INPUT_KEY.day(zone), today);
  const structure = withImageVariants(sectionsShownOn(known, today), imageManifest());
  const alternates = SITES[site].locales
    .filter((locale) => snapshot.page(locale, site, path))
    .map((locale) => ({ lang: locale, path: sitePath(locale, site, path) }));
  const common = await commonData(lang, {
    lang,
    site,
    path: sitePath(lang, site, path),
    title: page.title,
    seo: page.seo_meta,
    generic: snapshot.block(lang, site, 'generic_seo_meta'),
    alternates,
    defaultLang: SITES[site].defaultLocale,
    sections: structure,
  });
  // Only what the page renders is embedded in its HTML.
  const shell = shellFor(lang, { site, pageId: page.id, sectionCount: structure.length });
  return { ...common, shell, site, page: { id: page.id, title: page.title, structure } };
}

export type Data = Awaited<ReturnType<typeof data>>;
