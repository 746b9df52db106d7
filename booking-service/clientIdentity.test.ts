import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientOf, clientTrust } from './clientIdentity.ts';
import { SIGNATURE_HEADER, signProxyRequest, verifyProxySignature } from './proxySignature.ts';

const SECRET = 'a shared secret of the build and the service';
const NOW = new Date('2026-11-29T12:00:00Z');
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as Netlify's engine makes one (netlify-cli's sign-redirect.js, with jsonwebtoken). */
function netlifyToken(secret: string, claims: Record<string, unknown>, alg = 'HS256'): string {
  const head = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const seconds = NOW.getTime() / 1000;
const netlifyClaims = {
  deploy_context: 'production',
  netlify_id: 'x',
  iss: 'netlify',
  iat: seconds,
  exp: seconds + 300,
};

describe('verifyProxySignature', () => {
  it('takes our site server’s tokens and Netlify’s, signed with the secret and unexpired', () => {
    expect(verifyProxySignature(signProxyRequest(SECRET, NOW), SECRET, NOW)).toEqual({ valid: true });
    expect(verifyProxySignature(netlifyToken(SECRET, netlifyClaims), SECRET, NOW)).toEqual({ valid: true });
  });

  it('refuses another secret, an expired token, another issuer, another algorithm and garbage, saying why', () => {
    const reason = (token: string) => {
      const check = verifyProxySignature(token, SECRET, NOW);
      return check.valid ? 'valid' : check.reason;
    };
    expect(reason(signProxyRequest('another secret', NOW))).toBe('signed with another secret');
    expect(reason(signProxyRequest(SECRET, new Date(NOW.getTime() - 5 * 60_000)))).toBe('expired');
    expect(reason(signProxyRequest(SECRET, new Date(NOW.getTime() + 5 * 60_000)))).toBe('issued in the future');
    expect(reason(netlifyToken(SECRET, { ...netlifyClaims, iss: 'someone' }))).toMatch(/^issuer "someone"/);
    expect(reason(netlifyToken(SECRET, { ...netlifyClaims, exp: undefined }))).toBe('expired');
    expect(reason(netlifyToken(SECRET, netlifyClaims, 'none'))).toBe('not signed with HS256');
    expect(reason(`${base64url({ alg: 'none' })}.${base64url(netlifyClaims)}.`)).toBe('not signed with HS256');
    expect(reason('not-a-token')).toBe('not a JSON web token');
    expect(reason('a.b.c')).toBe('not signed with HS256');
  });
});

describe('clientOf', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const signed = (headers: Record<string, string> = {}) => ({
    [SIGNATURE_HEADER]: signProxyRequest(SECRET, NOW),
    ...headers,
  });
  const withSecret = { ...clientTrust({ CONTENT_API_SIGNING_SECRET: SECRET }), now: () => NOW };

  it('counts by the socket by default, loopback included: a forwarded address proves nothing', () => {
    const trust = clientTrust({});
    expect(clientOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), trust)).toBe('127.0.0.1');
    expect(clientOf(request('::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), trust)).toBe('127.0.0.1');
    expect(clientOf(request('::ffff:198.51.100.2', { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }), trust)).toBe(
      '198.51.100.2',
    );
    // A signature proves nothing to a service that has no secret.
    expect(clientOf(request('127.0.0.1', signed({ 'x-forwarded-for': '203.0.113.7' })), trust)).toBe('127.0.0.1');
  });

  it('believes a signed proxy: the address it names, never a forwarded one', () => {
    expect(clientOf(request('127.0.0.1', signed({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' })), withSecret)).toBe(
      '203.0.113.7',
    );
    expect(
      clientOf(
        request('127.0.0.1', signed({ [CLIENT_ADDRESS_HEADER]: '::ffff:203.0.113.7', 'x-forwarded-for': '192.0.2.1' })),
        withSecret,
      ),
    ).toBe('203.0.113.7');
    // Netlify's local engine passes on what the visitor wrote: without the named address, the socket.
    expect(clientOf(request('127.0.0.1', signed({ 'x-forwarded-for': '192.0.2.1' })), withSecret)).toBe('127.0.0.1');
  });

  it('counts a request whose signature fails by its socket, and says why', () => {
    const refused: string[] = [];
    const trust = { ...withSecret, onRefusedSignature: (reason: string) => refused.push(reason) };
    const forged = { [SIGNATURE_HEADER]: signProxyRequest('guessed', NOW), [CLIENT_ADDRESS_HEADER]: '203.0.113.7' };
    expect(clientOf(request('198.51.100.2', forged), trust)).toBe('198.51.100.2');
    expect(refused).toEqual(['signed with another secret']);
  });

  it('believes a listed proxy: the right-most entry that is not itself a listed proxy', () => {
    const trust = clientTrust({ CONTENT_API_TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' });
    expect(clientOf(request('10.0.0.5', { 'x-forwarded-for': '192.0.2.1, 203.0.113.7, 10.0.0.6' }), trust)).toBe(
      '203.0.113.7',
    );
    expect(clientOf(request('10.0.0.7', { 'x-forwarded-for': '203.0.113.7' }), trust)).toBe('10.0.0.7');
    // Only proxies in the chain: the left-most is the nearest thing to a client there is.
    expect(clientOf(request('10.0.0.5', { 'x-forwarded-for': '10.0.0.6' }), trust)).toBe('10.0.0.6');
    // Loopback is a proxy only when listed.
    expect(clientOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), trust)).toBe('127.0.0.1');
  });
});
