import { describe, expect, it } from 'vitest';
import { auditRows, auditTable, benchmarkRange, medianRun, type LighthouseResult } from './summary.ts';

function run(url: string, performance: number, lcp: number): LighthouseResult {
  return {
    requestedUrl: url,
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 40.4 },
      'cumulative-layout-shift': { numericValue: 0.0012 },
      'speed-index': { numericValue: 1500 },
    },
  };
}

describe('the median Lighthouse run', () => {
  it('is the middle run by performance score, one real run with its own metrics', () => {
    const runs = [run('http://x/a/', 0.97, 1500), run('http://x/a/', 0.88, 2600), run('http://x/a/', 0.93, 2000)];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('breaks ties by the slower LCP first, and refuses an empty list', () => {
    const runs = [run('http://x/a/', 0.9, 1000), run('http://x/a/', 0.9, 3000), run('http://x/a/', 0.9, 2000)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(() => medianRun([])).toThrow('no Lighthouse result');
  });
});

describe('the audit table', () => {
  it('has one row per page, in the order met, with the median run and the run count', () => {
    const rows = auditRows([
      run('http://x/a/', 0.97, 1500),
      run('http://x/b/', 0.5, 4000),
      run('http://x/a/', 0.91, 2100),
      run('http://x/a/', 0.95, 1800),
    ]);
    expect(rows.map((row) => [row.path, row.runs, row.scores.performance, row.lcp])).toEqual([
      ['/a/', 3, 95, 1800],
      ['/b/', 1, 50, 4000],
    ]);
    expect(rows[0]!.scores).toEqual({ performance: 95, accessibility: 100, 'best-practices': 96, seo: 100 });
  });

  it('prints a Markdown row with seconds, milliseconds and CLS to three places', () => {
    const table = auditTable(auditRows([run('http://x/a/', 0.97, 1500)]), () => 'home');
    expect(table.split('\n')[2]).toBe(
      '| home | `/a/` | 1 | 97 | 100 | 96 | 100 | 0.90 s | 1.50 s | 40 ms | 0.001 | 1.50 s |',
    );
  });
});

describe('the machine the runs were taken on', () => {
  it('is the lowest and highest benchmarkIndex of the runs, leaving out runs without one', () => {
    const runs = [
      run('http://x/a/', 1, 900),
      run('http://x/b/', 1, 900),
      run('http://x/c/', 1, 900),
      run('http://x/d/', 1, 900),
    ];
    runs[0]!.environment = { benchmarkIndex: 3939 };
    runs[1]!.environment = { benchmarkIndex: 4032.5 };
    runs[2]!.environment = { benchmarkIndex: 1480 };
    expect(benchmarkRange(runs)).toEqual({ lowest: 1480, highest: 4032.5 });
  });

  it('is unknown when no run says', () => {
    expect(benchmarkRange([run('http://x/a/', 1, 900)])).toBeUndefined();
    expect(benchmarkRange([])).toBeUndefined();
  });
});
