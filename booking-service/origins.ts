/**
 * Which web pages may use the API from a browser. The site's own pages reach it on their own origin, through
 * a proxy (`/api.php` on the CDN, on our server and on the dev server), which needs no CORS at all. A build
 * that names the API on another origin (PUBLIC_ENV__CONTENT_API_URL) reaches it cross-origin: the API then
 * answers CORS for the site's public origin (SITE_ORIGIN) and the ones in CONTENT_API_ALLOWED_ORIGINS
 * (comma-separated: a deploy preview, a staging host), never for any origin.
 *
 * A submission (a POST) that a browser sends from any other origin is refused with 403: CORS keeps another
 * page from reading an answer, not from sending a form.
 */
import { IDEMPOTENCY_HEADER } from './idempotency.ts';
import { SITE_ORIGIN } from '../lib/sites.ts';

/**
 * @param also origins the process that starts the API adds (`npm run serve:cdn`: the local engine's own)
 * @example allowedOrigins([], 'https://preview.example')('https://preview.example') // true
 * @example allowedOrigins([], '')('https://elsewhere.example') // false
 */
export function allowedOrigins(
  also: readonly string[] = [],
  list = process.env.CONTENT_API_ALLOWED_ORIGINS ?? '',
): (origin: string) => boolean {
  const origins = new Set([
    SITE_ORIGIN,
    ...also,
    ...list
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  ]);
  return (origin) => origins.has(origin);
}

/** The CORS headers of an answer to a request from `origin` (its Origin header, if any). */
export function corsHeaders(origin: string | undefined, allowed: (origin: string) => boolean): Record<string, string> {
  // Vary: a cache in front must not give one origin's answer to another.
  if (!origin || !allowed(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': `content-type, ${IDEMPOTENCY_HEADER.toLowerCase()}`,
    'access-control-max-age': '600',
    // A form on another origin reads how long to wait after a 429.
    'access-control-expose-headers': 'retry-after',
  };
}
