/**
 * The content-at-scale targets (docs/performance.md "`npm run bench`"), and the lines `npm run bench`
 * ends with for scripts to read: one per content size measured, in a fixed wording, after a verdict
 * per figure for people.
 */

/** A content change to a deployable dist/client/, sync included: seconds, by content size. */
export const CONTENT_CHANGE_TARGET_S = { demo: 15, large: 30 } as const;
/** The full build's prerender, at the large size, and the build's peak memory at any size. */
export const PRERENDER_TARGET = { pagesPerSecond: 300, peakMb: 1024 } as const;

export interface ContentChangeFigure {
  /** Pages in the content (the sync's count). */
  pages: number;
  /** 0 for the demo content, else the generated pages added to it. */
  scale: number;
  seconds: number;
}

export interface PrerenderFigure {
  /** HTML pages the build wrote. */
  pages: number;
  scale: number;
  pagesPerSecond: number;
  peakMb: number;
}

/** The content a bench run measured, in words: the demo content, or it with `scale` generated pages. */
export const sizeOf = (scale: number) => (scale ? `demo + ${scale} generated` : 'demo content');
const verdict = (met: boolean) => (met ? 'met' : 'over');

/** @example contentChangeLine({ pages: 275, scale: 0, seconds: 29.61 }) // 'content change to deployable: 275 pages, 29.6 s' */
export function contentChangeLine({ pages, seconds }: ContentChangeFigure): string {
  return `content change to deployable: ${pages} pages, ${seconds.toFixed(1)} s`;
}

/** @example prerenderLine({ pages: 5262, scale: 5000, pagesPerSecond: 35.2, peakMb: 2811.4 }) // 'prerender: 5262 pages, 35 pages/s, peak 2811 MB' */
export function prerenderLine({ pages, pagesPerSecond, peakMb }: PrerenderFigure): string {
  return `prerender: ${pages} pages, ${pagesPerSecond.toFixed(0)} pages/s, peak ${peakMb.toFixed(0)} MB`;
}

/** Each figure beside its target, for people. The page rate is held at the large size only. */
export function scaleVerdicts(changes: ContentChangeFigure[], prerenders: PrerenderFigure[]): string[] {
  return [
    ...changes.map((change) => {
      const target = change.scale ? CONTENT_CHANGE_TARGET_S.large : CONTENT_CHANGE_TARGET_S.demo;
      return `content change, ${sizeOf(change.scale)}: ${change.seconds.toFixed(1)} s, target ≤ ${target} s: ${verdict(change.seconds <= target)}`;
    }),
    ...prerenders.flatMap((prerender) => [
      ...(prerender.scale
        ? [
            `prerender rate, ${sizeOf(prerender.scale)}: ${prerender.pagesPerSecond.toFixed(0)} pages/s, target ≥ ${PRERENDER_TARGET.pagesPerSecond}: ${verdict(prerender.pagesPerSecond >= PRERENDER_TARGET.pagesPerSecond)}`,
          ]
        : []),
      `build peak memory, ${sizeOf(prerender.scale)}: ${prerender.peakMb.toFixed(0)} MB, target ≤ ${PRERENDER_TARGET.peakMb} MB: ${verdict(prerender.peakMb <= PRERENDER_TARGET.peakMb)}`,
    ]),
  ];
}
