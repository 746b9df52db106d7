import { describe, expect, it } from 'vitest';
import { SECTION_TYPES, type Page } from './types.ts';
import { ContractError, validateEnvelope } from './check.ts';
import { validateBlock, validatePage } from './schema.ts';

const seo = {
  title: '',
  description: '',
  canonical: '',
  og_props: [],
  twitter: { card_type: 'summary', title: '', description: '', site: '', creator: '' },
  social_images: { facebook: '', generic: '', twitter: '' },
};

function page(overrides: Partial<Page> = {}): Page {
  return {
    id: 1,
    child: 'a-la-carte',
    data: {
      lang: 'en',
      site: 'florence',
      name: 'a-la-carte',
      type: 'menu',
      path: 'menu/a-la-carte',
      modified: '2026-10-01T09:00:00Z',
    },
    title: 'À la carte',
    structure: [
      {
        type: 'menu',
        id: 'm1',
        title: 'Primi',
        groups: [
          {
            title: 'Pasta',
            items: [
              {
                name: 'Tortelli',
                description: 'Butter, sage',
                price: { amount: '18.00', currencyCode: 'EUR' },
                allergens: ['gluten', 'eggs'],
              },
            ],
          },
        ],
      },
    ],
    seo_meta: seo,
    ...overrides,
  };
}

function contractError(check: () => unknown): ContractError {
  try {
    check();
  } catch (error) {
    if (error instanceof ContractError) return error;
    throw error;
  }
  throw new Error('expected a ContractError');
}

describe('content-API contract', () => {
  it('names every section type in letters only, as the build reads them from data-section (firstPaint.ts)', () => {
    for (const type of SECTION_TYPES) expect(type).toMatch(/^[A-Za-z]+$/);
  });

  it('accepts a well-formed page', () => {
    expect(validatePage(page()).title).toBe('À la carte');
  });

  it("accepts a set menu naming the booking extra it is sold as, and names a malformed one's field", () => {
    const setMenu = page();
    (setMenu.structure[0] as { bookingExtra?: unknown }).bookingExtra = 'tasting-5-courses';
    expect(validatePage(setMenu).structure[0]).toMatchObject({ bookingExtra: 'tasting-5-courses' });
    (setMenu.structure[0] as { bookingExtra?: unknown }).bookingExtra = 5;
    expect(contractError(() => validatePage(setMenu)).path).toBe('structure[0].bookingExtra');
  });

  it('names the field that breaks the contract', () => {
    const broken = page();
    (broken.structure[0] as { groups: { items: { price: unknown }[] }[] }).groups[0]!.items[0]!.price = {
      amount: 'eighteen',
      currencyCode: 'EUR',
    };
    const error = contractError(() => validatePage(broken));
    expect(error.path).toBe('structure[0].groups[0].items[0].price.amount');
    expect(error.message).toContain('decimal amount');
  });

  it('accepts an unknown section type with an id, so the site can skip it', () => {
    expect(() => validatePage(page({ structure: [{ type: 'hologram', id: 'h1', beam: 3 }] }))).not.toThrow();
    expect(() => validatePage(page({ structure: [{ type: 'hologram' } as never] }))).toThrow(ContractError);
  });

  it('refuses page paths that could leave the snapshot folder', () => {
    const sneaky = page();
    sneaky.data.path = '../../etc';
    expect(contractError(() => validatePage(sneaky)).path).toBe('data.path');
  });

  it('refuses a language outside the route languages', () => {
    const wrong = page();
    (wrong.data as { lang: string }).lang = 'jp';
    expect(contractError(() => validatePage(wrong)).path).toBe('data.lang');
  });

  it('returns the answer as it came, fields the contract does not name included', () => {
    const answer = page({ structure: [{ type: 'hologram', id: 'h1', beam: 3 } as never] });
    expect(validatePage(answer)).toBe(answer);
    expect(validatePage(answer).structure[0]).toMatchObject({ beam: 3 });
  });

  it('says what is wrong in words: a missing field, or what was expected and what came', () => {
    expect(contractError(() => validateEnvelope({ status: { code: 200 }, data: {} })).message).toBe(
      'response breaks the content-API contract: status.message: is missing',
    );
    expect(contractError(() => validateEnvelope({ status: { code: '200', message: 'OK' }, data: {} })).message).toBe(
      'response breaks the content-API contract: status.code: must be number, not "200"',
    );
    expect(contractError(() => validateEnvelope({ status: { code: 200, message: 'OK' } })).path).toBe('data');
  });

  it('does not coerce types: a number where text belongs is an error', () => {
    expect(() => validatePage(page({ title: 5 as never }))).toThrow(ContractError);
  });

  it('checks the envelope has status.code, status.message and data', () => {
    expect(() => validateEnvelope({ status: { code: 200, message: 'OK' }, data: {} })).not.toThrow();
    expect(contractError(() => validateEnvelope({ status: { code: 200 }, data: {} })).path).toBe('status.message');
  });

  it('checks block shapes by name', () => {
    const banner = {
      on: true,
      title: 't',
      text: 'x',
      cta: { url: '/en', target: '' },
      action_text: 'Go',
      limited: true,
      pages: [1, 2],
    };
    expect(validateBlock('info_banner', banner).pages).toEqual([1, 2]);
    expect(contractError(() => validateBlock('info_banner', { ...banner, pages: ['1'] })).path).toBe('pages[0]');
  });
});

describe('seasonal content in the contract', () => {
  const text = (season: object) => ({ type: 'text', id: 'holiday', body: ['Holiday tables'], ...season });
  it('accepts a section with a sensible window, one day or every year', () => {
    expect(() => validatePage(page({ structure: [text({ showFrom: '11-01', showUntil: '01-06' })] }))).not.toThrow();
    expect(() => validatePage(page({ structure: [text({ showUntil: '2027-03-29' })] }))).not.toThrow();
  });
  it('refuses a window that is not one, naming the field', () => {
    expect(() =>
      validatePage(page({ structure: [text({ showFrom: '2027-04-06', showUntil: '2027-03-01' })] })),
    ).toThrow(/structure\[0\]: showUntil is before showFrom/);
    expect(() => validatePage(page({ structure: [text({ showUntil: '6 January' })] }))).toThrow(
      /structure\[0\]: showUntil '6 January' must be YYYY-MM-DD/,
    );
  });
});
