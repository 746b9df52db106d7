import { describe, expect, it } from 'vitest';
import { languageLink } from './languageLinks.ts';

describe('the language links of the header and footer', () => {
  it('keep the manage page, and its fragment, in the other language', () => {
    expect(languageLink('it', 'florence', '/en/florence/reservation/manage/')).toEqual({
      path: '/it/florence/reservation/manage/',
      keepFragment: true,
    });
    expect(languageLink('en', 'tokyo', '/ja/tokyo/reservation/manage/')).toEqual({
      path: '/en/tokyo/reservation/manage/',
      keepFragment: true,
    });
  });

  it("lead to the site's home from any other page, with no fragment", () => {
    expect(languageLink('it', 'florence', '/en/florence/menu/')).toEqual({
      path: '/it/florence/',
      keepFragment: false,
    });
    expect(languageLink('it', 'florence', '/en/florence/')).toEqual({ path: '/it/florence/', keepFragment: false });
    expect(languageLink('ja', undefined, '/en/')).toEqual({ path: '/ja/', keepFragment: false });
    expect(languageLink('it', 'florence', '/en/florence/shop/reservation/manage/')).toEqual({
      path: '/it/florence/',
      keepFragment: false,
    });
  });
});
