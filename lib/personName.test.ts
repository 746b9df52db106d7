import { describe, expect, it } from 'vitest';
import { familyNameFirst, fullName, inNameOrder } from './personName.ts';
import { ROUTE_LANGS } from './sites.ts';

describe("a guest's full name in the page's language", () => {
  it('puts the family name first in Japanese and Korean, the given name first in Italian and English', () => {
    expect(ROUTE_LANGS.filter(familyNameFirst)).toEqual(['ja', 'ko']);
    expect(fullName({ given: '太郎', family: '山田' }, 'ja')).toBe('山田 太郎');
    expect(fullName({ given: 'たろう', family: 'ヤマダ' }, 'ja')).toBe('ヤマダ たろう');
    expect(fullName({ given: 'Giulia', family: 'Conti' }, 'it')).toBe('Giulia Conti');
    expect(fullName({ given: 'Giulia', family: 'Conti' }, 'en')).toBe('Giulia Conti');
  });

  it('writes a Korean name in Hangul without a space, and keeps the space of a name in Latin letters', () => {
    expect(fullName({ given: '민준', family: '김' }, 'ko')).toBe('김민준');
    expect(fullName({ given: 'Minjun', family: 'Kim' }, 'ko')).toBe('Kim Minjun');
    expect(fullName({ given: 'Anna', family: '김' }, 'ko')).toBe('김 Anna');
  });

  it('trims both parts and leaves a missing part out', () => {
    expect(fullName({ given: '  Luca ', family: ' Verdi ' }, 'en')).toBe('Luca Verdi');
    expect(fullName({ given: '', family: 'ヤマダ' }, 'ja')).toBe('ヤマダ');
    expect(fullName({ given: '太郎', family: ' ' }, 'ja')).toBe('太郎');
    expect(fullName({ given: '', family: '' }, 'ko')).toBe('');
  });

  it("orders a form's name fields as the language orders the name", () => {
    expect(inNameOrder('ja', { given: 'name', family: 'surname' })).toEqual(['surname', 'name']);
    expect(inNameOrder('ko', { given: 'name', family: 'surname' })).toEqual(['surname', 'name']);
    expect(inNameOrder('it', { given: 'name', family: 'surname' })).toEqual(['name', 'surname']);
  });
});
