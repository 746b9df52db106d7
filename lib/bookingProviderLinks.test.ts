import { describe, expect, it } from 'vitest';
import { bookingLinkProblems, BOOKING_PROVIDER_DOMAINS, providerLinkProblem } from './bookingProviderLinks.ts';

describe("links content may not write about where to book (the site's booking link instead)", () => {
  it("knows every site's booking provider by its domain", () => {
    expect(BOOKING_PROVIDER_DOMAINS).toEqual(['sakuratable.example', 'tavolaonline.example']);
  });

  it("refuses a link into a provider's domain, on any of its hosts", () => {
    for (const url of [
      'https://reserve.tavolaonline.example/osteria-lucciola-tokyo?lang=en',
      'https://tavolaonline.example/',
      'HTTPS://Book.SakuraTable.example/x',
    ])
      expect(providerLinkProblem(url), url).toMatch(
        /^links to the booking provider '[^']+': write the site's reservation page/,
      );
    for (const url of [
      '/reservation',
      '/ja/tokyo/reservation',
      'https://maps.example/tavolaonline.example',
      'mailto:a@b.example',
    ])
      expect(providerLinkProblem(url), url).toBeUndefined();
  });

  it('names each link of a page or landing that leads to a provider, at any depth', () => {
    const landing = {
      cards: [
        { link: { url: '/ko/seoul/reservation', target: '' } },
        { cta: { url: 'https://reserve.tavolaonline.example/seoul', target: '_blank' } },
      ],
    };
    expect(bookingLinkProblems(landing)).toEqual([
      "link https://reserve.tavolaonline.example/seoul links to the booking provider 'reserve.tavolaonline.example': write the site's reservation page ('/{lang}/{site}/reservation')",
    ]);
  });
});
