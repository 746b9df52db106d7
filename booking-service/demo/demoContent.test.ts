import { describe, expect, it } from 'vitest';
import { allLangSitePairs } from '../../lib/sites.ts';
import { loadContentStore } from './contentStore.ts';
import { checkDemoContent } from './checkDemo.ts';

const store = loadContentStore();

/** Every string a page shows, joined. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !['url', 'id', 'type', 'data', 'seo_meta', 'handle'].includes(key))
      .map(([, v]) => textOf(v))
      .join(' ');
  }
  return '';
}

const SCRIPT = { ja: /[\u3040-\u30ff\u4e00-\u9fff]/, ko: /[\uac00-\ud7af]/ } as const;

describe('demo content', () => {
  it('passes the contract and the content checks with no problem', () => {
    expect(checkDemoContent(store)).toEqual([]);
  });

  it('refuses a yen amount that a Japanese reader takes for a decimal, on a page or in a block', () => {
    const dotted = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('25,000円', '25.000円'));
    const tampered = {
      ...store,
      page: (...args: Parameters<typeof store.page>) =>
        args[0] === 'ja' && args[1] === 'tokyo' ? dotted(store.page(...args)) : store.page(...args),
      block: (...args: Parameters<typeof store.block>) =>
        args[0] === 'ja' ? { ...store.block(...args), note: '¥ 5.000' } : store.block(...args),
    } as typeof store;
    const problems = checkDemoContent(tampered);
    expect(problems).toContain("ja/tokyo/reservation: '25.000円' reads wrong in ja: thousands take ',' and cents '.'");
    expect(problems.filter((problem) => problem.includes("'¥ 5.000'")).length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('ja/'))).toBe(true);
  });

  it('refuses a pairing price, hours or a same-day promise the booking flow does not keep', () => {
    const asBefore = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replace('"amount":"15000"', '"amount":"11000"')
          .replace('"opens":"11:30","closes":"15:00"', '"opens":"12:00","closes":"15:00"')
          .replace('Dinner 17:30–22:00', 'Dinner 18:00–23:00')
          .replace(/Tables for the same day[^"]*call us\./, 'For same-day tables, please phone rather than writing.'),
      );
    const tampered = {
      ...store,
      page: (...args: Parameters<typeof store.page>) =>
        args[0] === 'en' && args[1] === 'tokyo' ? asBefore(store.page(...args)) : store.page(...args),
      block: (...args: Parameters<typeof store.block>) =>
        args[0] === 'en' && args[1] === 'tokyo' ? asBefore(store.block(...args)) : store.block(...args),
    } as typeof store;
    const problems = checkDemoContent(tampered);
    expect(problems).toContain(
      "en/tokyo/menu/tasting-menu: 'Wine pairing' prints ¥11,000 where the flow charges ¥15,000",
    );
    expect(problems).toContain(
      "en/tokyo/reservation: 'Lunch (last orders 14:00)' opens 12:00 where lunch opens 11:30 in the booking settings",
    );
    expect(problems.some((problem) => problem.includes("'Dinner 18:00–23:00' where dinner is 17:30–22:00"))).toBe(true);
    expect(
      problems.some((problem) => /^en\/tokyo\/reservation: .*same-day tables are by phone only/.test(problem)),
    ).toBe(true);
    expect(problems.every((problem) => problem.startsWith('en/tokyo/'))).toBe(true);
  });

  it('writes each page in its own language, with no lorem ipsum', () => {
    for (const { lang, site } of allLangSitePairs()) {
      for (const entry of store.index(lang, site)!.pages) {
        const text = textOf(store.page(lang, site, entry.name, entry.type)!.structure);
        expect(text, `${lang}/${site}/${entry.path}`).not.toMatch(/lorem ipsum/i);
        if (lang === 'ja' || lang === 'ko') expect(text, `${lang}/${site}/${entry.path}`).toMatch(SCRIPT[lang]);
      }
    }
  });

  it('leaves some SEO fields empty in every pair so the fallbacks are exercised', () => {
    for (const { lang, site } of allLangSitePairs()) {
      const pages = store.index(lang, site)!.pages.map((entry) => store.page(lang, site, entry.name, entry.type)!);
      expect(pages.filter((page) => page.seo_meta.title === '').length, `${lang}/${site}`).toBeGreaterThanOrEqual(2);
      expect(pages.filter((page) => page.seo_meta.description === '').length, `${lang}/${site}`).toBeGreaterThanOrEqual(
        2,
      );
      expect(
        pages.filter((page) => page.seo_meta.twitter.title === '').length,
        `${lang}/${site}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('limits at least one info banner to a few pages', () => {
    const limited = allLangSitePairs()
      .map(({ lang, site }) => store.block(lang, site, 'info_banner')!)
      .filter((banner) => banner.limited);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((banner) => banner.pages.length > 0)).toBe(true);
  });

  it('redirects the legacy Italian paths on every pair', () => {
    for (const { lang, site } of allLangSitePairs()) {
      const origins = store.block(lang, site, 'extra')!.redirects.map((redirect) => redirect.origin.path);
      expect(origins, `${lang}/${site}`).toEqual(
        expect.arrayContaining(['prenotazione', 'contatti', 'menu/wine-list']),
      );
    }
  });

  it('generates scale pages from a flag, spread over the pairs', () => {
    const scaled = loadContentStore({ scale: 900 });
    expect(scaled.allPages().length - store.allPages().length).toBe(900);
    expect(scaled.index('ko', 'seoul')!.pages.filter((entry) => entry.path.startsWith('press/generated-')).length).toBe(
      100,
    );
  });
});
