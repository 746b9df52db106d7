import { Component } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, logPartError, partRootOptions } from './partErrors.ts';

/** A boundary as React hands it to `onCaughtError`: only its props are read. */
function boundaryNamed(name: string): Component<unknown> {
  return new Component({ name } as unknown);
}

function logged(): unknown[][] {
  return vi.mocked(console.error).mock.calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a part's error log (renderer/parts/partErrors.ts)", () => {
  it("logs one console.error naming the part, the error's kind and its message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logPartError('header', 'caught', new TypeError('panel is undefined'), '\n    at Header');
    expect(logged()).toEqual([['[parts] header: caught TypeError: panel is undefined', '\n    at Header']]);
  });

  it('leaves out e-mail addresses and phone or card numbers an error may quote', () => {
    expect(describeError(new Error('no table for ada@example.com, +39 055 000 0712, 4242 4242 4242 4242'))).toBe(
      'Error: no table for […], […], […]',
    );
    // An address whose name is not in Latin letters.
    expect(describeError(new Error('refused ännä@example.com and 山田@example.jp'))).toBe('Error: refused […] and […]');
  });

  it('keeps short numbers: a step, a status, a count', () => {
    expect(describeError(new Error('step 3 answered 503 after 2 tries'))).toBe(
      'Error: step 3 answered 503 after 2 tries',
    );
  });

  it('logs text only, never the error object and what it carries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('failed'), { draft: { email: 'ada@example.com' } });
    partRootOptions('page').onCaughtError?.(error, { componentStack: '' });
    for (const argument of logged()[0]!) expect(typeof argument).toBe('string');
    expect(JSON.stringify(logged())).not.toContain('ada@example.com');
  });

  it('describes what is thrown that is not an Error', () => {
    expect(describeError('a string')).toBe('Error: a string');
  });
});

describe("a part's root options (hydrateRoot)", () => {
  it('logs each of the three kinds of error with the part named', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = partRootOptions('footer');
    options.onUncaughtError?.(new Error('a'), { componentStack: '' });
    options.onCaughtError?.(new Error('b'), { componentStack: '' });
    options.onRecoverableError?.(new Error('c'), { componentStack: '' });
    expect(logged().map(([line]) => line)).toEqual([
      '[parts] footer: uncaught Error: a',
      '[parts] footer: caught Error: b',
      '[parts] footer: recoverable Error: c',
    ]);
  });

  it('names the boundary inside the part that caught the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onCaughtError } = partRootOptions('page');
    onCaughtError?.(new Error('x'), { componentStack: '', errorBoundary: boundaryNamed('booking') });
    onCaughtError?.(new Error('y'), { componentStack: '', errorBoundary: boundaryNamed('page') });
    expect(logged().map(([line]) => line)).toEqual([
      '[parts] page › booking: caught Error: x',
      '[parts] page: caught Error: y',
    ]);
  });
});
