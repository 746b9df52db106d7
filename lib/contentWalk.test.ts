import { describe, expect, it } from 'vitest';
import { contentStrings, stringsUnder, walkContent } from './contentWalk.ts';

describe('walking content as the API sends it', () => {
  const content = { title: 'Menu', cards: [{ link: { url: '/a', target: '' } }, { url: { url: '/b' } }], n: 3 };

  it('visits every value, parents first', () => {
    const seen: unknown[] = [];
    walkContent({ a: ['x'] }, (node) => seen.push(node));
    expect(seen).toEqual([{ a: ['x'] }, ['x'], 'x']);
  });

  it('lists every string, in order, and the strings under a key', () => {
    expect(contentStrings(content)).toEqual(['Menu', '/a', '', '/b']);
    expect(stringsUnder(content, 'url')).toEqual(['/a', '/b']);
  });
});
