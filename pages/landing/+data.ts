import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { ROUTE_LANGS, type Lang } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { isKnownSectionType } from '../../lib/contract/types.ts';
import { withImageVariants } from '../../lib/images.ts';
import { dayIn } from '../../lib/season.ts';
import { readsDifferentlyByDay, seasonTimeZone, sectionsShownOn } from '../../lib/seasonalContent.ts';
import { INPUT_KEY, recordInput } from '../buildInputs.ts';
import { imageManifest } from '../imageManifest.ts';
import { commonData } from '../pageData.ts';
import { snapshot } from '../snapshotReads.ts';
import { shellFor } from '../shellFromSnapshot.ts';

export async function data(pageContext: PageContextServer) {
  const { lang } = pageContext.routeParams as { lang: Lang };
  const landing = snapshot.landing(lang);
  if (!landing) throw render(404, `No landing for ${lang}`);
  // Seasonal items out of season on the build's day are left out (lib/season.ts).
  const zone = seasonTimeZone(lang, undefined);
  const today = dayIn(Date.now(), zone);
  const known = Object.values(landing.configurations).flatMap((sections) =>
    sections.filter((section) => isKnownSectionType(section.type)),
  );
  if (readsDifferentlyByDay(known)) recordInput(INPUT_KEY.day(zone), today);
  const configurations = Object.fromEntries(
    Object.entries(landing.configurations).map(([name, sections]) => [
      name,
      withImageVariants(
        sectionsShownOn(
          sections.filter((section) => isKnownSectionType(section.type)),
          today,
        ),
        imageManifest(),
      ),
    ]),
  );
  const common = await commonData(lang, {
    lang,
    path: sitePath(lang),
    title: landing.title,
    seo: landing.seo_meta,
    generic: undefined,
    alternates: ROUTE_LANGS.map((locale) => ({ lang: locale, path: sitePath(locale) })),
    defaultLang: 'en',
    sections: configurations[landing.defaultConfiguration],
  });
  // The `landing` query parameter picks a configuration in the browser (rules §routing).
  const shell = shellFor(lang, { sectionCount: configurations[landing.defaultConfiguration]?.length ?? 0 });
  return { ...common, shell, title: landing.title, defaultConfiguration: landing.defaultConfiguration, configurations };
}

export type Data = Awaited<ReturnType<typeof data>>;
