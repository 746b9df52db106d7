import { describe, expect, it } from 'vitest';
import { offlinePage, offlinePagePath } from './offline.ts';

describe('the offline fallback page', () => {
  it('is one file per route language', () => {
    expect(offlinePagePath('ja')).toBe('/offline/ja.html');
  });

  it('says it in the language, needs no script, and escapes the texts', () => {
    const html = offlinePage('it', {
      title: 'Sei offline',
      text: 'Riprova <presto>',
      retry: 'Riprova',
      brand: 'Osteria Lucciola',
    });
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<h1>Sei offline</h1>');
    expect(html).toContain('Riprova &#60;presto&#62;');
    expect(html).not.toContain('<script');
  });
});
