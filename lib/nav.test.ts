import { describe, expect, it } from 'vitest';
import { splitNav } from './nav.ts';

describe('spec §2 "navigation items are split in half, first half left, rest right"', () => {
  it('splits an even list in two equal halves, in order', () => {
    expect(splitNav([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ left: [1, 2, 3, 4], right: [5, 6, 7, 8] });
  });
  it('gives the left half the extra item of an odd list', () => {
    expect(splitNav(['a', 'b', 'c'])).toEqual({ left: ['a', 'b'], right: ['c'] });
  });
  it('handles one and no items', () => {
    expect(splitNav(['a'])).toEqual({ left: ['a'], right: [] });
    expect(splitNav([])).toEqual({ left: [], right: [] });
  });
});
