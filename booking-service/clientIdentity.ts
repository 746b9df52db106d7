/**
 * Who sent a request: what the rate limit and the limits on guest messages count by. A forwarded address
 * is believed only from a proxy that proves itself; by default nothing in the request but its socket is:
 *
 * - **A signed proxy** (Netlify's signed proxy rewrite, or our own site server; proxySignature.ts): its
 *   `x-nf-sign` verifies with CONTENT_API_SIGNING_SECRET, so the visitor's address it names in
 *   `x-nf-client-connection-ip` is the client. Never its X-Forwarded-For: Netlify's local engine passes
 *   on to an outside address the one the visitor wrote. A signed request naming no address counts by
 *   its socket.
 * - **A listed proxy** (CONTENT_API_TRUSTED_PROXIES, comma-separated: a load balancer with fixed
 *   addresses): the right-most `X-Forwarded-For` entry that is not itself a listed proxy.
 * - **Anything else**, loopback included: the socket's address. Behind the CDN with no secret, every
 *   visitor shares the CDN's addresses, which is why the deployment sets the secret (docs/service.md).
 */
import type { IncomingMessage } from 'node:http';
import { SIGNATURE_HEADER, verifyProxySignature } from './proxySignature.ts';
import { CONTENT_API_SIGNING_SECRET_ENV } from '../lib/hostRules.ts';

/** The visitor's address as Netlify's edge, and our own site server, name it to the service. */
export const CLIENT_ADDRESS_HEADER = 'x-nf-client-connection-ip';

/** An IPv4 address as Node writes it for a dual-stack socket (`::ffff:203.0.113.7`) is the IPv4 address. */
export const plainAddress = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

export interface ClientTrust {
  /** The secret signed proxies share with the service; unset, no signature is believed. */
  signingSecret?: string;
  /** Addresses of proxies believed without a signature. */
  listedProxies: ReadonlySet<string>;
  /** Told why a request's signature was not believed (the request is then counted by its socket). */
  onRefusedSignature?: (reason: string) => void;
  now?: () => Date;
}

/** The trust the environment configures: CONTENT_API_SIGNING_SECRET and CONTENT_API_TRUSTED_PROXIES. */
export function clientTrust(
  env: Record<string, string | undefined> = process.env,
  onRefusedSignature?: (reason: string) => void,
): ClientTrust {
  const list = env.CONTENT_API_TRUSTED_PROXIES ?? '';
  return {
    signingSecret: env[CONTENT_API_SIGNING_SECRET_ENV] || undefined,
    listedProxies: new Set(list.split(',').map(plainAddress).filter(Boolean)),
    onRefusedSignature,
  };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

function forwardedEntries(req: IncomingMessage): string[] {
  return (headerText(req.headers['x-forwarded-for']) ?? '').split(',').map(plainAddress).filter(Boolean);
}

function signedBy(req: IncomingMessage, trust: ClientTrust): boolean {
  const token = headerText(req.headers[SIGNATURE_HEADER]);
  if (!token || !trust.signingSecret) return false;
  const check = verifyProxySignature(token, trust.signingSecret, trust.now?.());
  if (!check.valid) trust.onRefusedSignature?.(check.reason);
  return check.valid;
}

/** @example clientOf(req, clientTrust()) // '203.0.113.7' */
export function clientOf(req: IncomingMessage, trust: ClientTrust): string {
  const remote = plainAddress(req.socket.remoteAddress ?? 'unknown');
  if (signedBy(req, trust)) {
    const named = headerText(req.headers[CLIENT_ADDRESS_HEADER]);
    return named ? plainAddress(named) : remote;
  }
  if (!trust.listedProxies.has(remote)) return remote;
  const entries = forwardedEntries(req);
  for (let index = entries.length - 1; index >= 0; index--) {
    if (!trust.listedProxies.has(entries[index]!)) return entries[index]!;
  }
  return entries[0] ?? remote;
}
