import { describe, expect, it } from 'vitest';
import { withSubmissionKey } from './submissionKey.ts';

const keyOf = (submission: unknown, fail = false) =>
  new Promise<string>((resolve, reject) => {
    withSubmissionKey(submission, async (key) => {
      resolve(key);
      if (fail) throw new Error('lost answer');
    })
      .catch(() => undefined)
      .finally(() => reject(new Error('no key')));
  });

describe('withSubmissionKey', () => {
  it('sends a failed submission again with its key, and a new or changed one with a new key', async () => {
    const first = await keyOf({ name: 'Giulia' }, true);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(await keyOf({ name: 'Giulia' })).toBe(first);
    // Answered: the next submission, even an identical one, is a new one.
    expect(await keyOf({ name: 'Giulia' })).not.toBe(first);
    const failed = await keyOf({ name: 'Anna' }, true);
    expect(await keyOf({ name: 'Anna', surname: 'Rossi' })).not.toBe(failed);
  });
});
