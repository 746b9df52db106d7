/**
 * Interaction to next paint, read with the browser's Event Timing API: every event entry of an
 * interaction (its pointerdown, pointerup, click, keydown…) shares an `interactionId`, and the
 * interaction's latency is the longest of them, from the input to the next paint after its handlers
 * (https://web.dev/articles/inp). The observer is installed before the page's own scripts.
 */
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __eventTiming?: { id: number; name: string; duration: number; startTime: number }[];
  }
}

/** Event Timing's smallest threshold: an interaction shorter than this reads as 16 ms. */
export const EVENT_TIMING_FLOOR_MS = 16;

export async function observeEventTiming(context: BrowserContext): Promise<void> {
  await context.addInitScript((threshold) => {
    window.__eventTiming = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (entry.interactionId)
          window.__eventTiming!.push({
            id: entry.interactionId,
            name: entry.name,
            duration: entry.duration,
            startTime: entry.startTime,
          });
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

/** Slows the page's CPU as Lighthouse's mobile preset does (4×), from before it loads. */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export interface InteractionTiming {
  /** The longest event of the interaction, ms (EVENT_TIMING_FLOOR_MS when none reached it). */
  latencyMs: number;
  /** The events the interaction was made of, longest first. */
  events: string[];
}

/**
 * Does `act` (one interaction: a press, a key), waits until `done` (what it shows), and reads the
 * latency of the interactions that began meanwhile: the longest, as INP counts a page's worst.
 */
export async function timeInteraction(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<void>,
): Promise<InteractionTiming> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await done();
  // Entries are reported after the next paint: give the page a moment to report them.
  await page.waitForTimeout(600);
  const entries = await page.evaluate(
    (from) => (window.__eventTiming ?? []).filter((entry) => entry.startTime >= from),
    since,
  );
  const longest = [...entries].sort((a, b) => b.duration - a.duration);
  return {
    latencyMs: Math.max(EVENT_TIMING_FLOOR_MS, longest[0]?.duration ?? 0),
    events: longest.map((entry) => `${entry.name} ${Math.round(entry.duration)}`),
  };
}
