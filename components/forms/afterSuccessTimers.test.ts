import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleAfterSuccess } from './afterSuccessTimers.ts';

describe('rules §sending: the steps after a successful send, on the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on the clock: thanks 3000 ms after the send start, the overlay closed 6000 ms later', () => {
    vi.useFakeTimers();
    const steps = { thanks: vi.fn(), done: vi.fn() };
    const startedAt = Date.now();
    vi.advanceTimersByTime(1200); // the server answered after 1.2 s
    scheduleAfterSuccess(startedAt, steps);
    vi.advanceTimersByTime(1799);
    expect(steps.thanks).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(steps.thanks).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5999);
    expect(steps.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(steps.done).toHaveBeenCalledOnce();
  });

  it('a slow answer shows the thanks at once, and closing before the end cancels both steps', () => {
    vi.useFakeTimers();
    const steps = { thanks: vi.fn(), done: vi.fn() };
    const startedAt = Date.now();
    vi.advanceTimersByTime(4500);
    const cancel = scheduleAfterSuccess(startedAt, steps);
    vi.advanceTimersByTime(0);
    expect(steps.thanks).toHaveBeenCalledOnce();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(steps.done).not.toHaveBeenCalled();
  });
});
