import { describe, expect, it } from 'vitest';
import { redirectLoops } from './redirectLoops.ts';

const redirect = (from: string, to: string) => ({ origin: { path: from }, destination: { path: to } });

describe('redirectLoops', () => {
  it('finds a redirect to itself, however its slashes are written', () => {
    expect(redirectLoops([redirect('regali', '/regali/')])).toEqual([
      { index: 0, message: '"regali" leads to itself' },
    ]);
  });

  it('finds every redirect of a chain that comes back, with the loop written out', () => {
    expect(redirectLoops([redirect('a', 'b'), redirect('b', 'c'), redirect('c', 'a'), redirect('d', 'a')])).toEqual([
      { index: 0, message: 'forms a loop: a → b → c → a' },
      { index: 1, message: 'forms a loop: b → c → a → b' },
      { index: 2, message: 'forms a loop: c → a → b → c' },
    ]);
  });

  it('lets a chain that ends at a page through, and ignores an origin listed twice after its first', () => {
    expect(redirectLoops([redirect('a', 'b'), redirect('b', 'gift-cards'), redirect('old', 'a')])).toEqual([]);
    expect(redirectLoops([redirect('a', 'b'), redirect('b', 'c'), redirect('b', 'a')])).toEqual([]);
  });
});
