import { describe, expect, it } from 'vitest';
import { appWrappedUrl, inAppFromUrl, isInApp } from './inApp.ts';

const at = (path: string) => `https://www.osterialucciola.example${path}`;

describe('rules §sites: The product flags an in-app mode when the URL contains app', () => {
  it('flags in-app mode when the URL has an app parameter, with or without a value', () => {
    expect(inAppFromUrl(at('/en/florence/?app'))).toBe(true);
    expect(inAppFromUrl(at('/en/florence/?app=1'))).toBe(true);
    expect(inAppFromUrl(at('/en/florence/contact/?utm_source=x&app=ios'))).toBe(true);
  });

  it('turns in-app mode off with app=0 or app=false', () => {
    expect(inAppFromUrl(at('/en/florence/?app=0'))).toBe(false);
    expect(inAppFromUrl(at('/en/florence/?app=FALSE'))).toBe(false);
  });

  it('does not count "app" inside a path or another parameter\'s name', () => {
    expect(inAppFromUrl(at('/en/florence/app/'))).toBeUndefined();
    expect(inAppFromUrl(at('/en/florence/shop/food-and-spirits/apple-tart/'))).toBeUndefined();
    expect(inAppFromUrl(at('/en/florence/?happy=1&application=2'))).toBeUndefined();
  });

  it('keeps in-app mode for the session after internal links drop the query (rules §sites: the query string is dropped)', () => {
    expect(isInApp(at('/en/florence/contact/'), '1')).toBe(true);
    expect(isInApp(at('/en/florence/contact/'), null)).toBe(false);
    expect(isInApp(at('/en/florence/?app=0'), '1')).toBe(false);
    expect(isInApp(at('/en/florence/?app'), null)).toBe(true);
  });
});

describe('rules §checkout: inside the mobile app it is wrapped as {address} plus the encoded URL', () => {
  it('appends the percent-encoded checkout URL to the app address', () => {
    expect(appWrappedUrl('lucciola://checkout?url=', 'https://shop.example/checkouts/1?key=a&b=2')).toBe(
      'lucciola://checkout?url=https%3A%2F%2Fshop.example%2Fcheckouts%2F1%3Fkey%3Da%26b%3D2',
    );
  });
});
