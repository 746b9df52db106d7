import { describe, expect, it } from 'vitest';
import { contentChangeLine, prerenderLine, scaleVerdicts } from './scaleTargets.ts';

describe("the bench's closing lines", () => {
  it('say a content change in the fixed wording scripts read', () => {
    expect(contentChangeLine({ pages: 275, scale: 0, seconds: 29.61 })).toBe(
      'content change to deployable: 275 pages, 29.6 s',
    );
  });

  it('say a prerender in the fixed wording scripts read', () => {
    expect(prerenderLine({ pages: 5262, scale: 5000, pagesPerSecond: 35.2, peakMb: 2811.4 })).toBe(
      'prerender: 5262 pages, 35 pages/s, peak 2811 MB',
    );
  });
});

describe('the verdicts beside the targets', () => {
  it('hold the demo content to 15 s and the large content to 30 s for a change', () => {
    expect(
      scaleVerdicts(
        [
          { pages: 275, scale: 0, seconds: 14.9 },
          { pages: 5275, scale: 5000, seconds: 30.1 },
        ],
        [],
      ),
    ).toEqual([
      'content change, demo content: 14.9 s, target ≤ 15 s: met',
      'content change, demo + 5000 generated: 30.1 s, target ≤ 30 s: over',
    ]);
  });

  it('hold the large build to 300 pages a second, and every build to 1 GB', () => {
    expect(
      scaleVerdicts(
        [],
        [
          { pages: 262, scale: 0, pagesPerSecond: 40, peakMb: 900 },
          { pages: 5262, scale: 5000, pagesPerSecond: 300, peakMb: 1100 },
        ],
      ),
    ).toEqual([
      'build peak memory, demo content: 900 MB, target ≤ 1024 MB: met',
      'prerender rate, demo + 5000 generated: 300 pages/s, target ≥ 300: met',
      'build peak memory, demo + 5000 generated: 1100 MB, target ≤ 1024 MB: over',
    ]);
  });
});
