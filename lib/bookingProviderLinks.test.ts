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
      expect(providerLinkProblem(url), url).toMatch(/^links to the booking provider '[^']+': write 'booking:'/);
    for (const url of [
      '/reservation',
      'booking:tokyo',
      'https://maps.example/tavolaonline.example',
      'mailto:a@b.example',
    ])
      expect(providerLinkProblem(url), url).toBeUndefined();
  });

  it('names each wrong link of a page, and a landing booking link that names no site', () => {
    const landing = {
      cards: [
        { link: { url: 'booking:tokyo', target: '' } },
        { link: { url: 'booking:', target: '' } },
        { cta: { url: 'https://reserve.tavolaonline.example/seoul', target: '_blank' } },
      ],
    };
    expect(bookingLinkProblems(landing)).toEqual([
      "booking link 'booking:' names no site: a landing writes 'booking:<site>'",
      "link https://reserve.tavolaonline.example/seoul links to the booking provider 'reserve.tavolaonline.example': write 'booking:' (or 'booking:<site>') so the page links the site's own booking",
    ]);
    // On a site's page, 'booking:' is that site's.
    expect(bookingLinkProblems({ link: { url: 'booking:', target: '' } }, 'tokyo')).toEqual([]);
  });
});
