import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkReloadMark,
  chunkReloadScript,
  shouldReloadAfterChunkError,
} from './chunkReload.ts';

describe('rules §errors: Chunk-loading failure: Page reloads — once', () => {
  const url = 'https://www.example/en/florence/';
  const now = 1_000_000;

  it('reloads on a first failure', () => {
    expect(shouldReloadAfterChunkError({ lastMark: null, url, now, online: true })).toBe(true);
  });

  it('does not reload again when the same address failed just after a reload', () => {
    expect(shouldReloadAfterChunkError({ lastMark: chunkReloadMark(url, now - 500), url, now, online: true })).toBe(
      false,
    );
    expect(
      shouldReloadAfterChunkError({
        lastMark: chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS + 1),
        url,
        now,
        online: true,
      }),
    ).toBe(false);
  });

  it('reloads again for another address or after the window', () => {
    expect(
      shouldReloadAfterChunkError({
        lastMark: chunkReloadMark('https://www.example/en/tokyo/', now - 500),
        url,
        now,
        online: true,
      }),
    ).toBe(true);
    expect(
      shouldReloadAfterChunkError({
        lastMark: chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS),
        url,
        now,
        online: true,
      }),
    ).toBe(true);
  });

  it('never reloads while offline: the reload could fetch nothing and would drop the page', () => {
    expect(shouldReloadAfterChunkError({ lastMark: null, url, now, online: false })).toBe(false);
  });

  it('treats an unreadable or future mark as no mark', () => {
    expect(shouldReloadAfterChunkError({ lastMark: '{not json', url, now, online: true })).toBe(true);
    expect(shouldReloadAfterChunkError({ lastMark: chunkReloadMark(url, now + 60_000), url, now, online: true })).toBe(
      true,
    );
  });
});

describe("chunkReloadScript, the rule for the page's entry script (run against a stand-in window)", () => {
  const url = 'https://www.example/en/florence/';
  const now = 1_000_000;

  /** Runs the inline function once; resolves with what it did. */
  async function entryFails({
    lastMark = null as string | null,
    online = true,
    siteAnswers = true,
    storage = 'works' as 'works' | 'blocked',
  }) {
    const written: string[] = [];
    const heads: unknown[] = [];
    let reloaded = false;
    const sessionStorage = {
      getItem: (key: string) => {
        if (storage === 'blocked') throw new Error('blocked');
        return key === CHUNK_RELOAD_STORAGE_KEY ? lastMark : null;
      },
      setItem: (key: string, value: string) => {
        if (storage === 'blocked') throw new Error('blocked');
        if (key === CHUNK_RELOAD_STORAGE_KEY) written.push(value);
      },
    };
    const fetch = (address: string, init: unknown) => {
      heads.push([address, init]);
      return siteAnswers ? Promise.resolve({}) : Promise.reject(new TypeError('Failed to fetch'));
    };
    const location = {
      href: url,
      reload: () => {
        reloaded = true;
      },
    };
    const fixedDate = { now: () => now };
    const onError = new Function(
      'navigator',
      'location',
      'sessionStorage',
      'fetch',
      'Date',
      `return ${chunkReloadScript()}`,
    )({ onLine: online }, location, sessionStorage, fetch, fixedDate) as () => void;
    onError();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { reloaded, written, heads };
  }

  const cases: { name: string; lastMark: string | null; online: boolean }[] = [
    { name: 'a first failure', lastMark: null, online: true },
    { name: 'the same page just after its reload', lastMark: chunkReloadMark(url, now - 500), online: true },
    {
      name: 'the same page at the end of the window',
      lastMark: chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS + 1),
      online: true,
    },
    {
      name: 'the same page after the window',
      lastMark: chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS),
      online: true,
    },
    {
      name: 'another page just reloaded',
      lastMark: chunkReloadMark('https://www.example/en/tokyo/', now - 500),
      online: true,
    },
    { name: 'a mark from the future', lastMark: chunkReloadMark(url, now + 60_000), online: true },
    { name: 'an unreadable mark', lastMark: '{not json', online: true },
    { name: 'a mark that is not an object', lastMark: '5', online: true },
    { name: 'offline', lastMark: null, online: false },
  ];
  for (const { name, lastMark, online } of cases) {
    const expected = shouldReloadAfterChunkError({ lastMark, url, now, online });
    it(`${name}: ${expected ? 'reloads' : 'does not reload'}, as shouldReloadAfterChunkError decides`, async () => {
      const result = await entryFails({ lastMark, online });
      expect(result.reloaded).toBe(expected);
      expect(result.written).toEqual(expected ? [chunkReloadMark(url, now)] : []);
    });
  }

  it('asks the site with a HEAD of the page, past the HTTP cache, and does not reload when it does not answer', async () => {
    const result = await entryFails({ siteAnswers: false });
    expect(result.heads).toEqual([[url, { method: 'HEAD', cache: 'no-store' }]]);
    expect(result).toMatchObject({ reloaded: false, written: [] });
  });

  it('does not reload when it cannot remember the reload (storage blocked), which could loop', async () => {
    expect(await entryFails({ storage: 'blocked' })).toMatchObject({ reloaded: false });
  });
});
