import { describe, expect, it } from 'vitest';
import { langFromFragment, tokenFromFragment } from './manageToken.ts';

describe("the manage link's token", () => {
  it('is read from the fragment, percent-decoded, among other fragment parameters', () => {
    const token = `${'aB3_-'.repeat(8)}xyz`;
    expect(tokenFromFragment(`#token=${token}`)).toBe(token);
    expect(tokenFromFragment(`#lang=en&token=${encodeURIComponent(token)}`)).toBe(token);
  });

  it('is missing from an empty fragment, an empty value or another parameter', () => {
    expect(tokenFromFragment('')).toBeUndefined();
    expect(tokenFromFragment('#')).toBeUndefined();
    expect(tokenFromFragment('#token=')).toBeUndefined();
    expect(tokenFromFragment('#ticket=abc')).toBeUndefined();
  });

  it("names the guest's language beside the token, one of the twenty only", () => {
    expect(langFromFragment('#token=abc&lang=de')).toBe('de');
    expect(langFromFragment('#lang=zh-Hant&token=abc')).toBe('zh-Hant');
    expect(langFromFragment('#token=abc')).toBeUndefined();
    expect(langFromFragment('#token=abc&lang=xx')).toBeUndefined();
  });
});
