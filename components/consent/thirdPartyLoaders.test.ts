import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../lib/limits.ts';
import { loadScript, loadStylesheet } from './thirdPartyLoaders.ts';

/** The few DOM members the loaders touch. */
class FakeElement extends EventTarget {
  async = false;
  src = '';
  rel = '';
  href = '';
  removed = false;
  constructor(readonly tagName: string) {
    super();
  }
  remove() {
    this.removed = true;
  }
  fire(type: 'load' | 'error') {
    this.dispatchEvent(new Event(type));
  }
}

function fakeDocument() {
  const appended: FakeElement[] = [];
  const doc = {
    createElement: (tag: string) => new FakeElement(tag),
    head: { append: (element: FakeElement) => appended.push(element) },
  } as unknown as Pick<Document, 'createElement' | 'head'>;
  return { doc, appended };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the tag manager script', () => {
  it('is added async, so it never blocks parsing or rendering', async () => {
    const { doc, appended } = fakeDocument();
    const result = loadScript('https://www.googletagmanager.com/gtm.js?id=GTM-TEST', doc);
    expect(appended[0]).toMatchObject({
      tagName: 'script',
      async: true,
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
    });
    appended[0]!.fire('error');
    await expect(result).resolves.toBe('failed');
  });
});

describe('rules §consent: A web font kit is loaded (3-second timeout)', () => {
  const href = 'https://use.typekit.net/abc1234.css';

  it('keeps the kit when it loads within 3 seconds', async () => {
    const { doc, appended } = fakeDocument();
    const result = loadStylesheet(href, TIMINGS.fontKitTimeoutMs, doc);
    expect(appended[0]).toMatchObject({ tagName: 'link', rel: 'stylesheet', href });
    vi.advanceTimersByTime(2999);
    appended[0]!.fire('load');
    await expect(result).resolves.toBe('loaded');
    expect(appended[0]!.removed).toBe(false);
  });

  it('gives up after 3 seconds and removes the kit, keeping the self-hosted fonts', async () => {
    const { doc, appended } = fakeDocument();
    const result = loadStylesheet(href, TIMINGS.fontKitTimeoutMs, doc);
    vi.advanceTimersByTime(3000);
    await expect(result).resolves.toBe('timeout');
    expect(appended[0]!.removed).toBe(true);
    appended[0]!.fire('load'); // arriving late changes nothing
    await expect(result).resolves.toBe('timeout');
  });

  it('gives up at once when the kit host is unreachable', async () => {
    const { doc, appended } = fakeDocument();
    const result = loadStylesheet(href, TIMINGS.fontKitTimeoutMs, doc);
    appended[0]!.fire('error');
    await expect(result).resolves.toBe('failed');
    expect(appended[0]!.removed).toBe(true);
  });
});
