import { describe, expect, it } from 'vitest';
import { sendProblemOf, waitText } from './sendProblem.ts';

describe('how long a visitor is told to wait after too many requests', () => {
  it('is said in seconds under a minute and a half', () => {
    expect(waitText(42)).toEqual({ key: 'form.wait.seconds', count: 42 });
    expect(waitText(0)).toEqual({ key: 'form.wait.seconds', count: 1 });
    expect(waitText(89)).toEqual({ key: 'form.wait.seconds', count: 89 });
  });

  it('is said in whole minutes, rounded up, from a minute and a half', () => {
    expect(waitText(90)).toEqual({ key: 'form.wait.minutes', count: 2 });
    expect(waitText(120)).toEqual({ key: 'form.wait.minutes', count: 2 });
    expect(waitText(121)).toEqual({ key: 'form.wait.minutes', count: 3 });
    expect(waitText(90 * 60 - 1)).toEqual({ key: 'form.wait.minutes', count: 90 });
  });

  it('is said in whole hours, rounded up, from an hour and a half (a day limit on one address)', () => {
    expect(waitText(90 * 60)).toEqual({ key: 'form.wait.hours', count: 2 });
    expect(waitText(23 * 3600 + 1)).toEqual({ key: 'form.wait.hours', count: 24 });
  });

  it('is "a moment" when the answer did not say', () => {
    expect(waitText(undefined)).toEqual({ key: 'form.wait.moment' });
  });
});

describe('a failed send, as the visitor reads it', () => {
  it('too many requests (429) with its Retry-After, not a connection problem', () => {
    expect(sendProblemOf({ kind: 'http', status: 429, details: { retryAfterSeconds: 7 } })).toEqual({
      kind: 'busy',
      retryAfterSeconds: 7,
    });
  });

  it('no network is "offline"; a server error, a time-out or an unreadable answer is "unavailable"', () => {
    expect(sendProblemOf({ kind: 'network' })).toEqual({ kind: 'offline' });
    expect(sendProblemOf({ kind: 'http', status: 500 })).toEqual({ kind: 'unavailable' });
    expect(sendProblemOf({ kind: 'timeout' })).toEqual({ kind: 'unavailable' });
    expect(sendProblemOf({ kind: 'malformed' })).toEqual({ kind: 'unavailable' });
    expect(sendProblemOf(undefined)).toEqual({ kind: 'unavailable' });
  });

  it('a refusal without named fields is still a refusal, with no field to mark', () => {
    expect(sendProblemOf({ kind: 'http', status: 413, message: 'too large' })).toEqual({
      kind: 'rejected',
      message: 'too large',
      fields: [],
    });
  });
});

describe('a failed booking call, as the visitor reads it', () => {
  it('rules §errors: Reservation unavailable: time-outs, 5xx and anything unreadable; no network at all is offline', () => {
    expect(sendProblemOf({ kind: 'network' })).toEqual({ kind: 'offline' });
    expect(sendProblemOf({ kind: 'timeout' })).toEqual({ kind: 'unavailable' });
    expect(sendProblemOf({ kind: 'http', status: 503 })).toEqual({ kind: 'unavailable' });
    expect(sendProblemOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unavailable' });
  });

  it('too many requests (429) is its own problem, with the wait of Retry-After when the answer gave one', () => {
    expect(sendProblemOf({ kind: 'http', status: 429, details: { retryAfterSeconds: 42 } })).toEqual({
      kind: 'busy',
      retryAfterSeconds: 42,
    });
    expect(sendProblemOf({ kind: 'http', status: 429 })).toEqual({ kind: 'busy' });
  });

  it('a slot taken meanwhile (409), or details refused (400) naming the field', () => {
    expect(sendProblemOf({ kind: 'http', status: 409 })).toEqual({ kind: 'conflict' });
    expect(sendProblemOf({ kind: 'http', status: 400, message: 'bad', field: 'contact.email' })).toEqual({
      kind: 'rejected',
      message: 'bad',
      field: 'contact.email',
      fields: [{ field: 'contact.email', message: 'Invalid field' }],
    });
  });

  it("a 400 listing its fields gives each with the schema's text, the first as the field", () => {
    const email = "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')";
    expect(
      sendProblemOf({
        kind: 'http',
        status: 400,
        message: 'm',
        field: 'contact.email',
        details: {
          errors: [
            { field: 'contact.email', message: email },
            { field: 'contact.phone', message: 'Required field' },
          ],
        },
      }),
    ).toEqual({
      kind: 'rejected',
      message: 'm',
      field: 'contact.email',
      fields: [
        { field: 'contact.email', message: email },
        { field: 'contact.phone', message: 'Required field' },
      ],
    });
  });
});
