import { describe, expect, it } from 'vitest';
import { isManageTokenShape, manageTokenHash, newManageToken, tokenMatches } from './manageTokens.ts';

describe('manage tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newManageToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(isManageTokenShape(token)).toBe(true);
  });

  it('refuse anything but the shape they are made in', () => {
    for (const bad of ['', 'abc', `${newManageToken()}x`, `${newManageToken().slice(1)}=`, 42, null, {}]) {
      expect(isManageTokenShape(bad)).toBe(false);
    }
  });

  it('are stored as SHA-256 and match only their own hash', () => {
    const token = newManageToken();
    const stored = manageTokenHash(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(tokenMatches(token, stored)).toBe(true);
    expect(tokenMatches(newManageToken(), stored)).toBe(false);
    expect(tokenMatches(token, 'not-a-hash')).toBe(false);
  });
});
