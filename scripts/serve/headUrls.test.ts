/**
 * HTTP test against the built site (dist/, built by `npm test` before vitest runs): every address a built
 * page gives search engines in its head (canonical, og:url, hreflang alternates, and every URL of the site in
 * its JSON-LD, such as the restaurant's `hasMenu`) answers 200 directly, as `npm run serve` serves it. A
 * redirect there makes a crawler take a second step, and a chain of them may not be followed at all.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../lib/sites.ts';
import { startSiteServer, type SiteServer } from './siteServer.ts';

const CLIENT = 'dist/client';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ port: 0 });
});
afterAll(() => server.close());

/** Every string value of a JSON document, all the way down. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The site's own addresses a page's head names: canonical, og:url, hreflang alternates, JSON-LD. */
function headUrls(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const urls = [
    ...[...head.matchAll(/<link rel="(?:canonical|alternate)"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...head.matchAll(/<meta property="og:url" content="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) =>
      strings(JSON.parse(match[1]!)),
    ),
  ];
  return urls.map((url) => url.replaceAll('&amp;', '&')).filter((url) => url.startsWith(`${SITE_ORIGIN}/`));
}

it('answers every canonical, hreflang and JSON-LD address of every built page with 200, not a redirect', async () => {
  const files = (await readdir(CLIENT, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  const namedBy = new Map<string, string>();
  for (const file of files) {
    for (const url of headUrls(await readFile(file, 'utf8'))) if (!namedBy.has(url)) namedBy.set(url, file);
  }
  // The restaurant's JSON-LD is on the home and contact pages of every site: it must be among them.
  expect([...namedBy.keys()].some((url) => url.includes('/menu/'))).toBe(true);
  const failures: string[] = [];
  for (const [url, file] of namedBy) {
    const response = await fetch(`${server.url}${url.slice(SITE_ORIGIN.length)}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200)
      failures.push(
        `${url} (in ${file}): ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}`,
      );
  }
  expect(failures).toEqual([]);
  expect(namedBy.size).toBeGreaterThan(100);
});
