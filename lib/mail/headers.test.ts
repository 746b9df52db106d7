import { describe, expect, it } from 'vitest';
import { headerText, mailbox, MailInputError } from './headers.ts';

describe('header-safe texts and addresses', () => {
  it('turns CR, LF, other controls, line separators and direction overrides into spaces', () => {
    expect(headerText('Anna\r\nBcc: x@y')).toBe('Anna Bcc: x@y');
    expect(headerText('a\u0000b\u2028c\u202ed\u0085e\tf')).toBe('a b c d e f');
    expect(headerText('  plain  ')).toBe('plain');
  });

  it('cuts a header text at 200 characters', () => {
    expect([...headerText('x'.repeat(500))]).toHaveLength(200);
  });

  it('cleans the name of a mailbox and keeps a plain address', () => {
    expect(mailbox('Anna\r\nBcc: x@y', 'anna@example.com', 'email')).toEqual({
      name: 'Anna Bcc: x@y',
      address: 'anna@example.com',
    });
  });

  it('refuses an address that could name another recipient or start a header', () => {
    for (const address of [
      'a@b.example\r\nBcc: x@y',
      'a@b.example, x@y.example',
      'a@b.example;x@y.example',
      'Anna <a@b.example>',
      'no-at.example',
      'a@nodot',
      '"a"@b.example',
    ]) {
      expect(() => mailbox('Anna', address, 'contact.email'), address).toThrow(MailInputError);
    }
    expect(() => mailbox('Anna', 'x@y\n', 'contact.email')).toThrow("Invalid mail field 'contact.email'");
  });
});
