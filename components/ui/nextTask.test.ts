import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask } from './nextTask.ts';

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves in a later task, not among the microtasks of this one', async () => {
    let done = false;
    const waiting = nextTask().then(() => {
      done = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });

  it('is not held back by a fake clock, as a timer would be', async () => {
    vi.useFakeTimers();
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    await nextTask();
    expect(timerRan).toBe(false);
  });
});

/** A resize observer whose report `onObserve` delivers when the test chooses: the frame's rendering. */
function stubResizeObserver(onObserve: (report: () => void) => void) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        onObserve(() => this.report());
      }
      disconnect() {}
    },
  );
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("resolves once the next frame's rendering has come, in a task after it", async () => {
    const reports: (() => void)[] = [];
    stubResizeObserver((report) => reports.push(report));
    let done = false;
    const waiting = afterNextPaint().then(() => {
      done = true;
    });
    await nextTask();
    expect(done).toBe(false);
    reports.shift()!();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });

  it('is not held back by a fake clock, as a frame callback would be', async () => {
    vi.useFakeTimers();
    stubResizeObserver((report) => queueMicrotask(report));
    await afterNextPaint();
  });
});
