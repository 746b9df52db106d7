/**
 * What `npm run audit` holds the built site to: Lighthouse's mobile scores on one page of each template
 * (issue 7 "performance 100, accessibility 100, best practices 100, SEO 100 on each template: language
 * landing, site home, menu page, shop listing, product page, reservation page, 404").
 *
 * `required` is what fails the run today; `target` is the issue's. Where they differ, docs/performance.md
 * says what stands between them. Raise `required` as the gap closes; never lower it to make a run pass.
 */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface AuditTemplate {
  template: string;
  path: string;
  /** Audits left out of this page's report, each with its reason beside the page. */
  skipAudits?: readonly string[];
}

export const AUDIT_TEMPLATES: readonly AuditTemplate[] = [
  { template: 'language landing', path: '/en/' },
  { template: 'site home', path: '/en/florence/' },
  { template: 'menu page', path: '/en/florence/menu/a-la-carte/' },
  { template: 'shop listing', path: '/en/florence/shop/' },
  { template: 'product page', path: '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/' },
  { template: 'reservation page', path: '/en/florence/reservation/' },
  // The prerendered 404 page. Lighthouse scores no page whose document answers 404, so the audit's server
  // answers these pages with 200 (`notFoundPageStatus`); e2e/navigation.spec.ts checks the real 404.
  // robots.txt keeps crawlers off the 404 pages on purpose (lib/sitemap.ts), which is all `is-crawlable`
  // checks: the one audit left out, on this page only.
  { template: '404', path: '/en/florence/_404/', skipAudits: ['is-crawlable'] },
];

/** Scores out of 100, per category: the target and what the audit enforces now. */
export const SCORES: Record<Category, { target: number; required: number }> = {
  performance: { target: 100, required: 85 },
  accessibility: { target: 100, required: 100 },
  'best-practices': { target: 100, required: 100 },
  seo: { target: 100, required: 100 },
};

/** Lighthouse runs per page; the assertions and the table read the median run. */
export const RUNS_PER_PAGE = 3;
