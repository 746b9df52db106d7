import { describe, expect, it } from 'vitest';
import { isPageFetchOk, normalizeError } from './errors.ts';

describe('error normalisation (rules §errors)', () => {
  it('takes the status from statusCode, status or response status, default 500', () => {
    expect(normalizeError({ statusCode: 404, message: 'gone' })).toEqual({ statusCode: 404, message: 'gone' });
    expect(normalizeError({ status: 503, message: 'busy' }).statusCode).toBe(503);
    expect(normalizeError({ response: { status: 410 } }).statusCode).toBe(410);
    expect(normalizeError(new Error('boom'))).toEqual({ statusCode: 500, message: 'boom' });
    expect(normalizeError(undefined)).toEqual({ statusCode: 500, message: 'Error' });
  });

  it('accepts only 200 and 304 as a successful page fetch', () => {
    expect([200, 304, 201, 404].map(isPageFetchOk)).toEqual([true, true, false, false]);
  });
});
