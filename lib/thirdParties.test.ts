import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './hostRules.ts';
import { cspHosts, fontKitUrl, tagManagerUrl, THIRD_PARTIES, thirdPartyHosts } from './thirdParties.ts';

const DIRECTIVE_OF = {
  scripts: 'script-src',
  connect: 'connect-src',
  frames: 'frame-src',
  images: 'img-src',
  fonts: 'font-src',
  styles: 'style-src',
} as const;

/** The origins a CSP directive lists, without the keywords and schemes every page has. */
function hostsIn(csp: string, directive: string): string[] {
  const sources = csp
    .split('; ')
    .find((part) => part.startsWith(`${directive} `))!
    .split(' ')
    .slice(1);
  return sources.filter((source) => source.startsWith('https://')).sort();
}

describe('rules §consent: Third-party scripts loaded: a card payment provider, two reservation widget providers, a web font kit, tag-manager analytics', () => {
  it('lists each of the five providers with at least one origin, all https', () => {
    expect(Object.keys(THIRD_PARTIES).sort()).toEqual([
      'bookingWidgetA',
      'bookingWidgetB',
      'cardPayment',
      'fontKit',
      'tagManager',
    ]);
    for (const [name, origins] of Object.entries(THIRD_PARTIES)) {
      const all = Object.values(origins).flat();
      expect(all.length, name).toBeGreaterThan(0);
      for (const origin of all) expect(new URL(origin).origin, `${name}: ${origin} is a bare origin`).toBe(origin);
      for (const origin of all) expect(origin.startsWith('https://'), origin).toBe(true);
    }
  });

  it('gives the two booking widgets different providers', () => {
    const hostsOf = (name: 'bookingWidgetA' | 'bookingWidgetB') => new Set(Object.values(THIRD_PARTIES[name]).flat());
    const shared = [...hostsOf('bookingWidgetA')].filter((host) => hostsOf('bookingWidgetB').has(host));
    expect(shared).toEqual([]);
  });
});

describe("the Content-Security-Policy allows exactly the table's hosts", () => {
  const csp = contentSecurityPolicy(cspHosts());
  for (const [key, directive] of Object.entries(DIRECTIVE_OF) as [keyof typeof DIRECTIVE_OF, string][]) {
    it(`${directive} lists the table's ${key} origins and nothing else`, () => {
      const expected = [...new Set(Object.values(THIRD_PARTIES).flatMap((origins) => origins[key] ?? []))].sort();
      expect(hostsIn(csp, directive)).toEqual(expected);
    });
  }

  it('lets the tag manager script and the font kit stylesheet through', () => {
    expect(hostsIn(csp, 'script-src')).toContain(new URL(tagManagerUrl('GTM-TEST')!).origin);
    expect(hostsIn(csp, 'style-src')).toContain(new URL(fontKitUrl('abc1234')!).origin);
  });

  it('adds the content API origin to connect-src when the build names one', () => {
    const hosts = cspHosts('https://cms.osterialucciola.example/api.php');
    expect(hosts.connect).toEqual([...thirdPartyHosts().connect, 'https://cms.osterialucciola.example']);
    expect(hosts.scripts).toEqual(thirdPartyHosts().scripts);
  });

  it("lets the browser reach the build's stores, and Shopify's image CDN, only when it has stores", () => {
    expect(cspHosts().images).not.toContain('https://cdn.shopify.com');
    const hosts = cspHosts(undefined, {
      florence: { endpoint: 'https://lucciola-florence.myshopify.com/api/2026-04/graphql.json', token: 'x' },
    });
    expect(hosts.connect).toContain('https://lucciola-florence.myshopify.com');
    expect(hosts.images).toContain('https://cdn.shopify.com');
  });
});

describe("third-party URLs from the build's ids", () => {
  it('builds the tag manager script from a container id', () => {
    expect(tagManagerUrl('GTM-TEST')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
  });
  it('builds the font kit stylesheet from a kit id', () => {
    expect(fontKitUrl('abc1234')).toBe('https://use.typekit.net/abc1234.css');
  });
  it('loads nothing without an id, or with one that could inject a URL', () => {
    expect(tagManagerUrl(undefined)).toBeUndefined();
    expect(tagManagerUrl('')).toBeUndefined();
    expect(tagManagerUrl('GTM-X&y=1')).toBeUndefined();
    expect(fontKitUrl(undefined)).toBeUndefined();
    expect(fontKitUrl('../evil')).toBeUndefined();
  });
});
