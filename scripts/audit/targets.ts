/**
 * What `npm run audit` holds the built site to: Lighthouse's mobile scores on one page of each template
 * (the target: 100 in every category on each: language landing, site home, menu page, shop listing,
 * product page, reservation page, 404, a page the live fallback serves), and on the Japanese and Korean
 * homes.
 *
 * `required` is what fails the run; `target` is the goal. Where they differ, docs/performance.md
 * says what stands between them. Raise `required` as the gap closes.
 */
import { generateScalePages } from '../../booking-service/demo/scaleContent.ts';
import { allLangSitePairs } from '../../lib/sites.ts';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** A Lighthouse audit's numeric result: milliseconds, or unitless for CLS. */
export type Metric = 'first-contentful-paint' | 'largest-contentful-paint' | 'cumulative-layout-shift';

export const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface AuditTemplate {
  template: string;
  path: string;
  /** Audits left out of this page's report, each with its reason beside the page. */
  skipAudits?: readonly string[];
  /**
   * Who loads the page. A first visit (the default) arrives with nothing stored. A returning visitor has been
   * here before: the browser has marked the web fonts known and the intro seen (localStorage, as
   * renderer/fontLinks.ts and the intro leave them), but its HTTP cache and service worker are gone (cleared
   * by the visitor, or evicted): the page turns its web fonts on from the first paint and fetches them again.
   */
  visitor?: 'first' | 'returning';
  /**
   * Why this page's scores do not fail the run yet: it is measured and printed with the others, and what
   * falls short is reported as a warning (docs/performance.md says what stands between it and 100).
   */
  provisional?: string;
  /**
   * What this page's median run may measure where it differs from `METRIC_BUDGETS`, with the reason beside
   * the page. Held exactly as the others: a run above it fails.
   */
  metricBudgets?: Partial<Record<Metric, number>>;
}

/** The query that tells a returning visitor's runs from a first visit's in the reports; the site ignores it. */
const RETURNING_VISITOR_QUERY = '?visitor=returning';

/**
 * The address Lighthouse loads for a page of the table, relative to the site.
 * @example auditPath({ template: 'site home', path: '/ja/tokyo/', visitor: 'returning' }) // '/ja/tokyo/?visitor=returning'
 */
export function auditPath(page: AuditTemplate): string {
  return page.visitor === 'returning' ? `${page.path}${RETURNING_VISITOR_QUERY}` : page.path;
}

/**
 * A page the content API has and the snapshot does not, which the live fallback draws in the browser:
 * the audit serves the site with the reference API beside it, holding `LIVE_PAGES` generated pages on top
 * of the demo (livePagesApi.ts), as the browser suite does.
 */
export const LIVE_PAGES = allLangSitePairs().length;
const livePage = generateScalePages(LIVE_PAGES, allLangSitePairs()).find(
  (page) => page.data.lang === 'en' && page.data.site === 'florence',
);
export const LIVE_PATH = `/en/florence/${livePage?.data.path}/`;

export const AUDIT_TEMPLATES: readonly AuditTemplate[] = [
  { template: 'language landing', path: '/en/' },
  { template: 'site home', path: '/en/florence/' },
  // Japanese and Korean pages set their headings in their own faces, from a stylesheet of their own, and their
  // running text in the device's own CJK Gothic: the audit's machine has one, as every phone does
  // (scripts/test/ensureChromium.ts installs it).
  { template: 'site home, Japanese', path: '/ja/tokyo/' },
  { template: 'site home, Korean', path: '/ko/seoul/' },
  { template: 'menu page', path: '/en/florence/menu/a-la-carte/' },
  { template: 'shop listing', path: '/en/florence/shop/' },
  { template: 'product page', path: '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/' },
  { template: 'reservation page', path: '/en/florence/reservation/' },
  // The prerendered 404 page. Lighthouse scores no page whose document answers 404, so the audit's server
  // answers these pages with 200 (`notFoundPageStatus`); e2e/navigation.spec.ts checks the real 404.
  // robots.txt keeps crawlers off the 404 pages on purpose (lib/sitemap.ts), which is all `is-crawlable`
  // checks: the one audit left out, on this page only.
  { template: '404', path: '/en/florence/_404/', skipAudits: ['is-crawlable'] },
  // Its content exists only in the content API until the next build: the document, the page's scripts with
  // React's client, the API's answer and the render come one after another, and Lighthouse's simulated slow
  // 4G and phone CPU put the content's paint at 2.5-4.3 s on this host. Its scripts start at its first paint
  // (SCRIPTS_AT_ONCE, scripts/build/firstPaint.ts) and its fetch beside React's download
  // (components/live/liveOutcome.ts); the ceiling keeps that chain from growing.
  { template: 'live fallback', path: LIVE_PATH, metricBudgets: { 'largest-contentful-paint': 5000 } },
  // A returning visitor whose service worker and HTTP cache are gone: the marks say the intro was seen and the
  // fonts were kept, and the page must still paint as a first visit does (lib/webFonts.ts fontsKnown).
  { template: 'site home, returning visitor', path: '/en/florence/', visitor: 'returning' },
  { template: 'site home, Japanese, returning visitor', path: '/ja/tokyo/', visitor: 'returning' },
  { template: 'site home, Korean, returning visitor', path: '/ko/seoul/', visitor: 'returning' },
];

/**
 * Scores out of 100, per category: the target, and what the audit enforces on the median run of every
 * page. Accessibility, best practices and SEO: 100, on any machine. Performance: the target is 100; the
 * run fails below a floor, because on the project's machine kind the score measures the machine as much
 * as the page. Lighthouse multiplies the main thread's observed tasks by its CPU slowdown, and on these
 * shared 2-core hosts the same prerendered page's own style, layout and paint (no script of ours) take
 * 150-500 ms of blocking time, as the host's benchmarkIndex swings 950-1,960 within one audit
 * (docs/performance.md "The machine and the score"). What the code controls is held exactly elsewhere:
 * the JavaScript each page loads (e2e/budget.spec.ts), and FCP, LCP and CLS here (`METRIC_BUDGETS`).
 * Raise the floor as the machine allows; never lower it to let a heavier page through.
 */
export const SCORES: Record<Category, { target: number; required: number }> = {
  performance: { target: 100, required: 70 },
  accessibility: { target: 100, required: 100 },
  'best-practices': { target: 100, required: 100 },
  seo: { target: 100, required: 100 },
};

/**
 * The most each median run may measure. LCP and CLS: the figures of a score of 100 ("LCP ≤ 1.55 s,
 * CLS ≤ 0.04"). FCP: 1.8 s, the line of a good FCP. 1.07 s is what most runs measure, but a
 * first paint the machine holds back (docs/performance.md "The first-paint stall") reads 1.13-1.16 s.
 */
export const METRIC_BUDGETS: Record<Metric, number> = {
  'first-contentful-paint': 1800,
  'largest-contentful-paint': 1550,
  'cumulative-layout-shift': 0.04,
};

/** Lighthouse runs per page; the assertions and the table read the median run. */
export const RUNS_PER_PAGE = 3;
