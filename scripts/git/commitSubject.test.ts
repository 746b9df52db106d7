import { describe, expect, it } from 'vitest';
import { cleanedMessage, commitMessageProblems, SUBJECT_MAX_CHARACTERS } from './commitSubject.ts';

describe('commitMessageProblems', () => {
  it('takes a subject of 72 characters, alone or with a body after a blank line', () => {
    const subject = 'x'.repeat(SUBJECT_MAX_CHARACTERS);
    expect(commitMessageProblems(subject)).toEqual([]);
    expect(commitMessageProblems(`${subject}\n\nWhy it is so.`)).toEqual([]);
  });

  it('counts characters, not bytes: 72 letters with accents and kana are 72', () => {
    expect(commitMessageProblems('é'.repeat(36) + 'の'.repeat(36))).toEqual([]);
  });

  it('refuses a subject of 73 characters, saying by how much', () => {
    expect(commitMessageProblems('y'.repeat(73))).toEqual([
      `the subject is 73 characters, 1 over 72: "${'y'.repeat(73)}"`,
    ]);
  });

  it('refuses an empty subject, and a body that starts on the second line', () => {
    expect(commitMessageProblems('')).toEqual(['the subject is empty']);
    expect(commitMessageProblems('Keep the token\nacross a language change')).toEqual([
      'the subject is one line: leave a blank line between it and the body',
    ]);
  });
});

describe('cleanedMessage', () => {
  it("drops git's comment lines, what follows the scissors, and the blank lines around", () => {
    const edited = [
      '',
      'Keep the token across a language change',
      '',
      'The manage page reads it from the hash.',
      '# Please enter the commit message for your changes.',
      '',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
    ].join('\n');
    expect(cleanedMessage(edited)).toBe(
      'Keep the token across a language change\n\nThe manage page reads it from the hash.',
    );
  });
});
