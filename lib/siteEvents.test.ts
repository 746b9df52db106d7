import { describe, expect, it } from 'vitest';
import { buyNowUrl, handleOf } from './siteEvents.ts';

describe('shop events', () => {
  it('reads the product handle of an add-to-cart event, and nothing else', () => {
    expect(handleOf({ handle: 'herbarium-tea-cup' })).toBe('herbarium-tea-cup');
    expect(handleOf({ handle: '<img src=x>' })).toBeUndefined();
    expect(handleOf(null)).toBeUndefined();
  });

  it('opens only web addresses on buy-now (rules §cart: opens a given URL in a new tab)', () => {
    expect(buyNowUrl({ url: '/en/florence/shop/gift-cards/' }, 'https://site.example')).toBe(
      'https://site.example/en/florence/shop/gift-cards/',
    );
    expect(buyNowUrl({ url: 'javascript:alert(1)' }, 'https://site.example')).toBeUndefined();
    expect(buyNowUrl({}, 'https://site.example')).toBeUndefined();
  });
});
