import { describe, expect, it } from 'vitest';
import { allLangSitePairs, normalizeLang, SITES, SITE_IDS, siteOffersLang } from './sites.ts';

describe('sites', () => {
  it('gives each site its languages', () => {
    // Rules §sites: florence (it, en); beverlyhills (en); tokyo (ja, en); seoul (ko, en); osaka-garden (ja, en).
    expect(SITES.florence.locales).toEqual(['it', 'en']);
    expect(SITES.beverlyhills.locales).toEqual(['en']);
    expect(SITES.tokyo.locales).toEqual(['ja', 'en']);
    expect(SITES.seoul.locales).toEqual(['ko', 'en']);
    expect(SITES['osaka-garden'].locales).toEqual(['ja', 'en']);
  });

  it('has nine language/site pairs', () => {
    expect(allLangSitePairs()).toHaveLength(9);
  });

  it('offers the cart only on florence, beverlyhills and tokyo', () => {
    // Rules §sites: The cart is offered only on florence, beverlyhills and tokyo.
    expect(SITE_IDS.filter((id) => SITES[id].cartEnabled)).toEqual(['florence', 'beverlyhills', 'tokyo']);
    expect(SITE_IDS.filter((id) => SITES[id].storefront)).toEqual(['florence', 'beverlyhills', 'tokyo']);
  });

  it('marks seoul as coming soon and nothing else', () => {
    expect(SITE_IDS.filter((id) => SITES[id].comingSoon)).toEqual(['seoul']);
  });

  it('reads jp as ja', () => {
    // Rules §sites: The value jp is treated as ja.
    expect(normalizeLang('jp')).toBe('ja');
    expect(normalizeLang('JP')).toBe('ja');
    expect(normalizeLang('fr')).toBeUndefined();
  });

  it('uses real time zones whose summer offsets are the first-asked clock offsets (rules §header)', () => {
    // Rules §header: Header clock offsets: florence +2, beverlyhills -7, tokyo +9.
    const summer = new Date('2026-07-15T12:00:00Z');
    const offset = (zone: string) =>
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(summer)
        .find((part) => part.type === 'timeZoneName')!.value;
    expect(offset(SITES.florence.clockTimeZone)).toBe('GMT+2');
    expect(offset(SITES.beverlyhills.clockTimeZone)).toBe('GMT-7');
    expect(offset(SITES.tokyo.clockTimeZone)).toBe('GMT+9');
  });

  it('gives every site its own mail recipient', () => {
    const recipients = SITE_IDS.map((id) => SITES[id].mailRecipient);
    expect(new Set(recipients).size).toBe(SITE_IDS.length);
  });

  it('knows which languages a site offers', () => {
    expect(siteOffersLang('beverlyhills', 'it')).toBe(false);
    expect(siteOffersLang('tokyo', 'ja')).toBe(true);
  });
});
