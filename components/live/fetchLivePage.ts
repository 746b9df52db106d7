/**
 * The live fallback (browser only, with the live page's first script): the page a path names, fetched
 * from the content API because the snapshot the site was built from does not have it yet.
 */
import { isKnownSectionType, type Page } from '../../lib/contract/types.ts';
import { isPageFetchOk, type NormalizedError } from '../../lib/errors.ts';
import { pageKeyFor, segmentsOfPath } from '../../lib/pageRules.ts';
import { resolveRoute } from '../../lib/routing.ts';
import { dayIn } from '../../lib/season.ts';
import { sectionsShownOn } from '../../lib/seasonalContent.ts';
import { SITES } from '../../lib/sites.ts';
import { loadFormComponents, loadSectionComponents } from '../sections/registry.ts';
// Static, so the client arrives with this module rather than a round trip later: loadContentApi finds it here.
import { ContentApiError } from '../../clients/contentApi.ts';
import { loadContentApi } from '../loadContentApi.ts';

export type LiveOutcome =
  | { kind: 'page'; path: string; page: Page }
  | { kind: 'notFound' }
  /** `unreachable`: no answer at all (offline, API down), told to the visitor as a temporary outage. */
  | { kind: 'error'; error: NormalizedError; unreachable: boolean };

/**
 * Rules §errors: a 404 answer shows the localised 404; any other status but 200/304 the error page with it.
 * A page's seasonal items out of season today are left out, as the build does (lib/seasonalContent.ts).
 */
export async function fetchLivePage(pathname: string): Promise<LiveOutcome> {
  const decision = resolveRoute(pathname);
  if (decision.kind !== 'page') return { kind: 'notFound' };
  const { name, type } = pageKeyFor(segmentsOfPath(decision.path));
  try {
    const api = await loadContentApi();
    const page = await api.fetchPage(decision.lang, decision.site, name, type);
    for (const section of page.structure.filter((candidate) => !isKnownSectionType(candidate.type))) {
      console.warn(`[sections] ${pathname}: unknown section type '${section.type}' (${section.id}) skipped`);
    }
    // Fetched now, so the seasons are read on the browser's day in the site's zone (lib/season.ts).
    const structure = sectionsShownOn(
      page.structure.filter((section) => isKnownSectionType(section.type)),
      dayIn(Date.now(), SITES[decision.site].clockTimeZone),
    );
    // Its sections' code, before the page renders them.
    await Promise.all([
      loadSectionComponents(structure.map((section) => section.type)),
      loadFormComponents(structure.flatMap((section) => (section.type === 'form' ? [String(section.form)] : []))),
    ]);
    return { kind: 'page', path: decision.path, page: { ...page, structure } };
  } catch (error) {
    if (!(error instanceof ContentApiError)) throw error;
    if (error.kind === 'not-found') return { kind: 'notFound' };
    const unreachable = error.kind === 'network' || error.kind === 'timeout';
    // No usable status: 503 when nothing answered, 502 when something answered outside the contract.
    const statusCode =
      error.status !== undefined && !isPageFetchOk(error.status) ? error.status : unreachable ? 503 : 502;
    return { kind: 'error', error: { statusCode, message: error.message }, unreachable };
  }
}
