import { describe, expect, it } from 'vitest';
import {
  DATA_LAYER_EVENT,
  dataLayerEntry,
  locationChangeEvent,
  navigationEvent,
  pageEntryEvents,
  pageViewEvent,
  PAGE_VIEWS,
  previousPage,
  sendEvent,
} from './analytics.ts';

describe('rules §analytics: Analytics event: category, action, label, value', () => {
  it('pushes the four fields under the event name the tag manager listens for', () => {
    expect(dataLayerEntry({ category: 'form', action: 'send', label: 'contact', value: 1 })).toEqual({
      event: DATA_LAYER_EVENT,
      category: 'form',
      action: 'send',
      label: 'contact',
      value: 1,
    });
  });
});

describe('rules §analytics: Events … on location change, navigation, send', () => {
  it('reports each page entered, in the one URL form', () => {
    expect(navigationEvent('/en/florence/contact')).toEqual({
      category: 'navigation',
      action: 'page',
      label: '/en/florence/contact/',
    });
  });

  it('reports a location change from one site to another, or from the landing to a site', () => {
    expect(locationChangeEvent('florence', 'tokyo')).toEqual({
      category: 'location',
      action: 'change',
      label: 'florence > tokyo',
    });
    expect(locationChangeEvent(undefined, 'seoul')).toEqual({
      category: 'location',
      action: 'change',
      label: 'landing > seoul',
    });
  });

  it('reports no location change within a site or back to the landing', () => {
    expect(locationChangeEvent('florence', 'florence')).toBeUndefined();
    expect(locationChangeEvent('florence', undefined)).toBeUndefined();
  });

  it('reports a sent form with its site', () => {
    expect(sendEvent('reservation', 'beverlyhills')).toEqual({
      category: 'form',
      action: 'send',
      label: 'reservation / beverlyhills',
    });
    expect(sendEvent('contact', undefined).label).toBe('contact');
  });
});

describe('rules §analytics: Analytics page-view events fire on entering /it/florence/contact, /en/beverlyhills/contact, /it/florence/reservation and /en/beverlyhills/reservation', () => {
  it('has exactly those four pages', () => {
    expect(PAGE_VIEWS.map(({ lang, site, page }) => `/${lang}/${site}/${page}`)).toEqual([
      '/it/florence/contact',
      '/en/beverlyhills/contact',
      '/it/florence/reservation',
      '/en/beverlyhills/reservation',
    ]);
  });

  it('fires on those paths, with or without the trailing slash', () => {
    expect(pageViewEvent('/it/florence/contact/')).toEqual({
      category: 'page_view',
      action: 'contact',
      label: '/it/florence/contact/',
    });
    expect(pageViewEvent('/en/beverlyhills/reservation')).toEqual({
      category: 'page_view',
      action: 'reservation',
      label: '/en/beverlyhills/reservation/',
    });
  });

  it('does not fire on other pairs or pages', () => {
    expect(pageViewEvent('/en/florence/contact/')).toBeUndefined();
    expect(pageViewEvent('/it/florence/')).toBeUndefined();
    expect(pageViewEvent('/it/florence/contact/thanks/')).toBeUndefined();
  });
});

describe('what entering a page reports', () => {
  it('reports the navigation, a location change after another site, and the page view', () => {
    expect(
      pageEntryEvents({ path: '/it/florence/contact/', site: 'florence' }, { site: 'tokyo' }).map(
        (event) => event.category,
      ),
    ).toEqual(['navigation', 'location', 'page_view']);
  });
  it('reports no location change on the first page of the visit', () => {
    expect(pageEntryEvents({ path: '/en/tokyo/', site: 'tokyo' }).map((event) => event.category)).toEqual([
      'navigation',
    ]);
  });
});

describe('the page before, across documents', () => {
  const origin = 'https://www.osterialucciola.example';
  it('is the referrer when it is a page of this site, with its site (none on a language landing)', () => {
    expect(previousPage(`${origin}/ja/tokyo/press/`, origin, 'navigate')).toEqual({ site: 'tokyo' });
    expect(previousPage(`${origin}/en/`, origin, 'navigate')).toEqual({ site: undefined });
    expect(previousPage(`${origin}/en/florence/`, origin, 'back_forward')).toEqual({ site: 'florence' });
  });

  it("is nothing for a first page, another site's referrer, a reload or a malformed referrer", () => {
    expect(previousPage('', origin, 'navigate')).toBeUndefined();
    expect(previousPage('https://search.example/?q=osteria', origin, 'navigate')).toBeUndefined();
    expect(previousPage(`${origin}/en/florence/`, origin, 'reload')).toBeUndefined();
    expect(previousPage('not a url', origin, 'navigate')).toBeUndefined();
  });

  it('makes a move to another restaurant a location change, and a move within one none', () => {
    const categories = (from: string) =>
      pageEntryEvents({ path: '/en/tokyo/', site: 'tokyo' }, previousPage(from, origin, 'navigate')).map(
        (event) => event.category,
      );
    expect(categories(`${origin}/en/`)).toEqual(['navigation', 'location']);
    expect(categories(`${origin}/en/tokyo/press/`)).toEqual(['navigation']);
  });
});
