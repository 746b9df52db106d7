/**
 * The proof a proxy in front of the service gives that it, not the visitor, wrote the visitor's address:
 * Netlify's signed proxy rewrites (`signed=CONTENT_API_SIGNING_SECRET` on the `/api.php` rule of
 * `_redirects`) add an `x-nf-sign` header, a JSON web token signed with HS256 and the secret the
 * variable holds. Our own site server (scripts/serve/proxy.ts) signs its requests the same way. The
 * service believes a forwarded address only on a request whose token verifies (clientIdentity.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Netlify's signed proxy rewrites carry. */
export const SIGNATURE_HEADER = 'x-nf-sign';
/** Netlify's issuer, and our own site server's. */
export const NETLIFY_ISSUER = 'netlify';
export const SITE_SERVER_ISSUER = 'site-server';
const ISSUERS = new Set([NETLIFY_ISSUER, SITE_SERVER_ISSUER]);
/** How long a token holds: Netlify's tokens expire after five minutes, ours after one. */
const SITE_SERVER_TOKEN_SECONDS = 60;
/** Clocks of the proxy and the service may differ by this much. */
const CLOCK_SKEW_SECONDS = 30;

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** A token as our own site server sends it (scripts/serve/proxy.ts). */
export function signProxyRequest(secret: string, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: SITE_SERVER_ISSUER, iat: issuedAt, exp: issuedAt + SITE_SERVER_TOKEN_SECONDS }),
  );
  return `${header}.${claims}.${base64url(hmac(secret, `${header}.${claims}`))}`;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a token was signed with the secret, by Netlify or our site server, and has not expired. Only
 * HS256 is taken: a token that names another algorithm (`none` above all) is refused, whatever it says.
 */
export function verifyProxySignature(token: string, secret: string, now = new Date()): SignatureCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { valid: false, reason: 'not a JSON web token' };
  const [header, claims, signature] = parts as [string, string, string];
  if (decodeJson(header)?.alg !== 'HS256') return { valid: false, reason: 'not signed with HS256' };
  const expected = hmac(secret, `${header}.${claims}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { valid: false, reason: 'signed with another secret' };
  const payload = decodeJson(claims);
  if (!payload) return { valid: false, reason: 'claims are not a JSON object' };
  if (typeof payload.iss !== 'string' || !ISSUERS.has(payload.iss))
    return { valid: false, reason: `issuer ${JSON.stringify(payload.iss)} is not Netlify or the site server` };
  const seconds = now.getTime() / 1000;
  if (typeof payload.exp !== 'number' || payload.exp + CLOCK_SKEW_SECONDS < seconds)
    return { valid: false, reason: 'expired' };
  if (typeof payload.iat === 'number' && payload.iat - CLOCK_SKEW_SECONDS > seconds)
    return { valid: false, reason: 'issued in the future' };
  return { valid: true };
}
