import { describe, expect, it } from 'vitest';
import { addressLines } from './postalAddress.ts';
import { SITE_IDS, SITES } from './sites.ts';

const beverlyHills = {
  street: '418 North Lantern Drive',
  locality: 'Beverly Hills, CA',
  postalCode: '90210',
  country: 'United States',
};

describe("the restaurant's address, written as its country's post does", () => {
  it('puts the ZIP code after the city and state in the United States', () => {
    expect(addressLines(beverlyHills, SITES.beverlyhills.country)).toEqual([
      '418 North Lantern Drive',
      'Beverly Hills, CA 90210',
    ]);
  });

  it('puts the postal code before the locality in Italy, Japan and Korea', () => {
    const florence = { street: 'Borgo dei Lanternai 7', locality: 'Firenze', postalCode: '50125', country: 'Italia' };
    expect(addressLines(florence, SITES.florence.country)).toEqual(['Borgo dei Lanternai 7', '50125 Firenze']);
    const tokyo = {
      street: '蛍坂2-0-0 ルッチョラビル1階',
      locality: '東京都港区',
      postalCode: '107-0000',
      country: 'JP',
    };
    expect(addressLines(tokyo, SITES.tokyo.country)[1]).toBe('107-0000 東京都港区');
    const seoul = { street: '반딧불길 00', locality: '서울특별시 종로구', postalCode: '03000', country: 'KR' };
    expect(addressLines(seoul, SITES.seoul.country)[1]).toBe('03000 서울특별시 종로구');
  });

  it('knows the country of every site', () => {
    for (const site of SITE_IDS) expect(addressLines(beverlyHills, SITES[site].country)[1]).toContain('90210');
  });
});
