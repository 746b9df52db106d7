import { describe, expect, it } from 'vitest';
import { PART_NAMES, PART_WAKES, sectionsWake, type WakeFacts } from './wake.ts';
import { SECTION_TYPES } from '../../lib/contract/types.ts';
import { INTERACTIVE_SECTIONS } from './wake.ts';

const quiet: WakeFacts = {
  consentSettled: false,
  cartKept: false,
  offline: false,
  pageWake: 'never',
};

describe('when each part wakes (renderer/parts/wake.ts)', () => {
  it('has a rule for every part', () => {
    expect(Object.keys(PART_WAKES).sort()).toEqual([...PART_NAMES].sort());
  });

  it('wakes nothing before a gesture on a quiet visit to a page of HTML alone', () => {
    for (const name of PART_NAMES) expect(PART_WAKES[name](quiet), name).toMatch(/^(gesture|never)$/);
  });

  it('wakes the header and the cart at idle for a visitor who keeps a cart (its count, its check)', () => {
    expect(PART_WAKES.header({ ...quiet, cartKept: true })).toBe('idle');
    expect(PART_WAKES.shop({ ...quiet, cartKept: true })).toBe('idle');
  });

  it('wakes the consent layer at idle for a visitor who accepted (the third parties load)', () => {
    expect(PART_WAKES.consent({ ...quiet, consentSettled: true })).toBe('idle');
  });

  it('wakes the offline notice at once on a page opened offline', () => {
    expect(PART_WAKES.offline({ ...quiet, offline: true })).toBe('load');
  });

  it("follows the page's own word for its part", () => {
    expect(PART_WAKES.page({ ...quiet, pageWake: 'load' })).toBe('load');
    expect(PART_WAKES.page({ ...quiet, pageWake: 'gesture' })).toBe('gesture');
  });
});

describe('sectionsWake (when a page of sections wakes)', () => {
  it('never, when every section is HTML alone', () => {
    expect(sectionsWake(['hero', 'text', 'menu', 'quote', 'cta', 'venue'])).toBe('never');
    expect(sectionsWake([])).toBe('never');
  });

  it('at the first gesture, when a section has buttons or fields of its own (the server renders them whole)', () => {
    for (const type of ['carousel', 'productGrid', 'product', 'form'])
      expect(sectionsWake(['hero', type]), type).toBe('gesture');
    expect(sectionsWake(['carousel', 'form', 'productGrid'])).toBe('gesture');
  });

  it('names only section types the contract knows', () => {
    for (const type of Object.keys(INTERACTIVE_SECTIONS)) expect(SECTION_TYPES, type).toContain(type);
  });
});
