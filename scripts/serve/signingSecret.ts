/**
 * The secret our local servers share with the booking service they start (CONTENT_API_SIGNING_SECRET,
 * booking-service/proxySignature.ts): the one the environment sets, else a new one for this process,
 * so `npm start`'s site server and its embedded service agree with nothing to configure, and the
 * service counts each visitor, not the site server, against its limits.
 */
import { randomBytes } from 'node:crypto';
import { SIGNING_SECRET_ENV } from '../../booking-service/proxySignature.ts';

export function ensureSigningSecret(): string {
  process.env[SIGNING_SECRET_ENV] ||= randomBytes(32).toString('base64url');
  return process.env[SIGNING_SECRET_ENV];
}
