import { describe, expect, it } from 'vitest';
import { classifyLink } from './links.ts';

const here = { lang: 'en', site: 'florence' } as const;

describe('link handling (spec §2)', () => {
  it('makes a backend-host link with an empty target internal: prefix added, query dropped', () => {
    expect(classifyLink({ url: 'https://cms.osterialucciola.example/menu/tasting-menu?utm=x', target: '' }, here))
      .toEqual({ kind: 'internal', href: '/en/florence/menu/tasting-menu/' });
  });

  it('keeps a path that already starts with a language', () => {
    expect(classifyLink({ url: '/it/florence/contact', target: '' }, here)).toEqual({ kind: 'internal', href: '/it/florence/contact/' });
  });

  it('treats other hosts as external, and new-tab links get noopener', () => {
    expect(classifyLink({ url: 'https://press.example/article', target: '_blank' }, here))
      .toEqual({ kind: 'external', href: 'https://press.example/article', newTab: true, rel: 'noopener noreferrer' });
    expect(classifyLink({ url: 'https://cms.osterialucciola.example/x', target: '_blank' }, here)?.kind).toBe('external');
    expect(classifyLink({ url: 'mailto:florence@osterialucciola.example', target: '' }, here)?.kind).toBe('external');
  });

  it('ignores an empty url', () => {
    expect(classifyLink({ url: '', target: '' }, here)).toBeUndefined();
  });
});
