/**
 * The secret our local servers share with the booking service they start (CONTENT_API_SIGNING_SECRET,
 * booking-service/proxySignature.ts): the one the environment sets, else a new one for this process,
 * so `npm start`'s site server and its embedded service agree with nothing to configure, and the
 * service counts each visitor, not the site server, against its limits.
 */
import { randomBytes } from 'node:crypto';
import { CONTENT_API_SIGNING_SECRET_ENV } from '../../lib/hostRules.ts';

export function ensureSigningSecret(): string {
  process.env[CONTENT_API_SIGNING_SECRET_ENV] ||= randomBytes(32).toString('base64url');
  return process.env[CONTENT_API_SIGNING_SECRET_ENV];
}
