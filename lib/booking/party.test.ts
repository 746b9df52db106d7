import { describe, expect, it } from 'vitest';
import { routeParty } from './party.ts';
import { SITE_IDS } from '../sites.ts';

describe('routeParty (rules §party-size: Group booking needed for more than 6 guests)', () => {
  it('books 1 to 6 guests online on every site', () => {
    for (const site of SITE_IDS) {
      expect(routeParty(1, site)).toBe('booking');
      expect(routeParty(6, site)).toBe('booking');
    }
  });

  it('sends 7 guests to a group request', () => {
    for (const site of SITE_IDS) expect(routeParty(7, site)).toBe('group');
  });
});
