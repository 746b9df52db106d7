import { describe, expect, it } from 'vitest';
import { NOT_FOUND_DOCUMENT_URL, pageFile, pageUrls } from './pageUrls.ts';

describe('pageUrls', () => {
  it('lists every landing, site page, live shell, manage and not-found page once, sorted', () => {
    const urls = pageUrls();
    expect(urls).toEqual([...new Set(urls)].sort());
    for (const url of ['/en/', '/en/florence/', '/en/florence/_live/', '/en/florence/reservation/manage/', '/en/_404/'])
      expect(urls).toContain(url);
    expect(urls).toContain(NOT_FOUND_DOCUMENT_URL);
  });

  it('writes a URL as its folder’s index.html, and the not-found document at the top', () => {
    expect(pageFile('/en/florence/menu/')).toBe('en/florence/menu/index.html');
    expect(pageFile('/en/')).toBe('en/index.html');
    expect(pageFile(NOT_FOUND_DOCUMENT_URL)).toBe('404.html');
    expect(() => pageFile('/en/florence')).toThrow(/not a page URL/);
  });
});
