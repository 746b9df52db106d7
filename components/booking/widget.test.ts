import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from '../consent/thirdPartyLoaders.ts';
import { SITE_IDS, SITES } from '../../lib/sites.ts';
import { loadBookingWidget, WIDGET_TIMEOUT_MS, widgetScriptUrl } from './widget.ts';

/** A loader that records the scripts asked for and settles when the test says. */
function fakeLoader() {
  const asked: string[] = [];
  let settle: (result: LoadResult) => void = () => {};
  const load = (src: string) => {
    asked.push(src);
    return new Promise<LoadResult>((resolve) => {
      settle = resolve;
    });
  };
  return { load, asked, settle: (result: LoadResult) => settle(result) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the third-party booking widget', () => {
  it('comes from provider A for florence and beverlyhills, provider B for the Asian sites', () => {
    expect(Object.fromEntries(SITE_IDS.map((site) => [site, SITES[site].booking.widgetVendor]))).toEqual({
      florence: 'bookingWidgetA',
      beverlyhills: 'bookingWidgetA',
      tokyo: 'bookingWidgetB',
      seoul: 'bookingWidgetB',
      'osaka-garden': 'bookingWidgetB',
    });
    expect(widgetScriptUrl('florence', 'it')).toMatch(
      /^https:\/\/widgets\.tavolaonline\.example\/.+\?venue=florence&lang=it$/,
    );
    expect(widgetScriptUrl('tokyo', 'ja')).toMatch(/^https:\/\/embed\.sakuratable\.example\/.+\?venue=tokyo&lang=ja$/);
  });

  it('is ready once its script has loaded', async () => {
    const loader = fakeLoader();
    const state = loadBookingWidget('beverlyhills', 'en', { load: loader.load });
    expect(loader.asked).toEqual([widgetScriptUrl('beverlyhills', 'en')]);
    loader.settle('loaded');
    await expect(state).resolves.toBe('ready');
  });

  it('is unavailable when its host cannot be reached', async () => {
    const loader = fakeLoader();
    const state = loadBookingWidget('seoul', 'ko', { load: loader.load });
    loader.settle('failed');
    await expect(state).resolves.toBe('unavailable');
  });

  it('gives up after the deadline, and a late load changes nothing', async () => {
    const loader = fakeLoader();
    let result: string | undefined;
    void loadBookingWidget('osaka-garden', 'ja', { load: loader.load }).then((state) => {
      result = state;
    });
    await vi.advanceTimersByTimeAsync(WIDGET_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('unavailable');
    loader.settle('loaded');
    await vi.runAllTimersAsync();
    expect(result).toBe('unavailable');
  });

  it('is unavailable when the loader itself throws or rejects', async () => {
    await expect(
      loadBookingWidget('florence', 'en', {
        load: () => {
          throw new Error('no document');
        },
      }),
    ).resolves.toBe('unavailable');
    await expect(
      loadBookingWidget('florence', 'en', { load: () => Promise.reject(new Error('blocked')) }),
    ).resolves.toBe('unavailable');
  });
});
