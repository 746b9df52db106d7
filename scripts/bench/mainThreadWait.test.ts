import { describe, expect, it } from 'vitest';
import { BLOCKING_AFTER_MS, blockingMs, CPU_SLOWDOWN, mainThreadWait, tasksAfterFirstPaint } from './mainThreadWait.ts';

const PAGE = 7;
const MAIN = 1;
const OTHER_THREAD = 2;

/** A trace: navigation at 1 s, first contentful paint at 1.4 s (microseconds, as Chromium writes them). */
function trace(tasks: { at: number; dur: number; tdur?: number; tid?: number; pid?: number }[]) {
  return [
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: OTHER_THREAD, ts: 0, args: { name: 'Compositor' } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PAGE,
      tid: MAIN,
      ts: 1_000_000,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:3000/en/' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: 1_400_000 },
    ...tasks.map((task) => ({
      name: 'RunTask',
      ph: 'X',
      pid: task.pid ?? PAGE,
      tid: task.tid ?? MAIN,
      ts: task.at,
      dur: task.dur,
      tdur: task.tdur,
    })),
  ];
}

describe('blocking time on Lighthouse’s phone', () => {
  it('counts each task slowed down 4 times, past 50 ms', () => {
    expect(CPU_SLOWDOWN).toBe(4);
    expect(BLOCKING_AFTER_MS).toBe(50);
    // 12.5 ms is exactly 50 ms slowed down; 20 ms is 80, 30 past; 3 ms is 12, nothing.
    expect(blockingMs([12.5, 20, 3])).toBe(30);
    expect(blockingMs([])).toBe(0);
  });

  it('reads the page’s main-thread tasks after its first contentful paint, wall time and running time', () => {
    const tasks = tasksAfterFirstPaint(
      trace([
        { at: 1_200_000, dur: 40_000, tdur: 40_000 }, // before the paint
        { at: 1_500_000, dur: 30_000, tdur: 3_000 }, // waited 27 ms of its 30
        { at: 1_600_000, dur: 20_000, tdur: 20_000 }, // ran throughout
        { at: 1_700_000, dur: 90_000, tdur: 90_000, tid: OTHER_THREAD }, // the compositor's, not the page's
        { at: 1_800_000, dur: 90_000, tdur: 90_000, pid: 9 }, // another process
      ]),
    );
    expect(tasks).toEqual([
      { wallMs: 30, cpuMs: 3 },
      { wallMs: 20, cpuMs: 20 },
    ]);
    expect(mainThreadWait(tasks)).toEqual({
      tasks: 2,
      wallMs: 50,
      cpuMs: 23,
      blockingOnWallMs: 70 + 30,
      blockingOnCpuMs: 30,
    });
  });

  it('takes wall time as running time where the trace has none', () => {
    expect(tasksAfterFirstPaint(trace([{ at: 1_500_000, dur: 15_000 }]))).toEqual([{ wallMs: 15, cpuMs: 15 }]);
  });

  it('says what is missing from a trace it cannot read', () => {
    expect(() => tasksAfterFirstPaint([])).toThrow('no page navigation');
    expect(() => tasksAfterFirstPaint(trace([]).filter((event) => event.name !== 'firstContentfulPaint'))).toThrow(
      'no first contentful paint',
    );
  });
});
