import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkReloadMark,
  shouldReloadAfterChunkError,
} from '../lib/chunkReload.ts';
import { reloadAfterChunkError } from './reloadOnChunkFailure.ts';

describe("reloadAfterChunkError, for a lazy chunk and for the page's entry (run against a stand-in window)", () => {
  const url = 'https://www.example/en/florence/';
  const now = 1_000_000;

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Runs it once; resolves with what it did. */
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
    vi.stubGlobal('navigator', { onLine: online });
    vi.stubGlobal('location', location);
    vi.stubGlobal('sessionStorage', sessionStorage);
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(Date, 'now').mockReturnValue(now);
    reloadAfterChunkError();
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
