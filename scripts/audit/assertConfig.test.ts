import { describe, expect, it } from 'vitest';
import { assertConfig } from './index.ts';
import { AUDIT_TEMPLATES, auditPath, METRIC_BUDGETS, type AuditTemplate } from './targets.ts';

const gating: AuditTemplate = { template: 'site home', path: '/en/florence/' };
const provisional: AuditTemplate = {
  template: 'site home, returning visitor',
  path: '/en/florence/',
  visitor: 'returning',
  provisional: 'measured, not yet 100',
};
const ownBudget: AuditTemplate = {
  template: 'live fallback',
  path: '/en/florence/press/generated-1/',
  metricBudgets: { 'largest-contentful-paint': 4000 },
};

type Matrix = { matchingUrlPattern: string; assertions: Record<string, [string, { maxNumericValue?: number }]> }[];

/** The assertions lhci applies to a run of this address: those of every entry whose pattern matches it. */
function assertionsFor(templates: AuditTemplate[], url: string) {
  const { ci } = assertConfig(templates) as { ci: { assert: { assertMatrix: Matrix } } };
  return ci.assert.assertMatrix
    .filter((entry) => new RegExp(entry.matchingUrlPattern).test(url))
    .map((entry) => entry.assertions);
}

describe('what fails the audit', () => {
  it('fails the run on a page below its scores or over its budgets', () => {
    const [assertions, ...more] = assertionsFor([gating], 'http://127.0.0.1:4000/en/florence/');
    expect(more).toEqual([]);
    expect(assertions!['categories:performance']![0]).toBe('error');
    expect(assertions!['largest-contentful-paint']).toEqual([
      'error',
      { maxNumericValue: METRIC_BUDGETS['largest-contentful-paint'], aggregationMethod: 'median-run' },
    ]);
  });

  it('warns, without failing, on a provisional page, and still fails on the same path for a first visit', () => {
    const levelsFor = (url: string) =>
      assertionsFor([gating, provisional], url).map((assertions) => assertions['categories:performance']![0]);
    expect(levelsFor('http://127.0.0.1:4000/en/florence/')).toEqual(['error']);
    expect(levelsFor('http://127.0.0.1:4000/en/florence/?visitor=returning')).toEqual(['warn']);
  });

  it("holds a page with budgets of its own to those, and every other page to the table's", () => {
    const budgetsFor = (url: string) =>
      assertionsFor([gating, ownBudget], url).map(
        (assertions) => assertions['largest-contentful-paint']![1].maxNumericValue,
      );
    expect(budgetsFor('http://127.0.0.1:4000/en/florence/press/generated-1/')).toEqual([4000]);
    expect(budgetsFor('http://127.0.0.1:4000/en/florence/')).toEqual([METRIC_BUDGETS['largest-contentful-paint']]);
  });

  it('holds a page nowhere else: no pattern matches an address that only ends like it', () => {
    expect(assertionsFor([gating], 'http://127.0.0.1:4000/ja/tokyo/')).toEqual([]);
    expect(assertionsFor([gating], 'http://127.0.0.1:4000/x/en/florence/')).toEqual([]);
  });

  it('holds every audited page to exactly one set of assertions', () => {
    for (const page of AUDIT_TEMPLATES)
      expect(assertionsFor([...AUDIT_TEMPLATES], `http://127.0.0.1:4000${auditPath(page)}`)).toHaveLength(1);
  });
});
