/**
 * After the render step (render/): the host config and the SEO files, all from the same tables in lib/.
 * - dist/host/site-config.json: the local server's CSP and redirect lists (outside the served folder)
 * - dist/client/_redirects and _headers (Netlify), dist/host/vercel.json (Vercel), with `/api.php` proxied to
 *   CONTENT_API_PUBLIC_URL (refused without it, unless the browser calls the API directly)
 * - dist/client/health-check.txt, which the hosts answer `/health-check` with
 * - dist/client/sitemap.xml and robots.txt
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { servedTypeOf } from '../../lib/servedFiles.ts';
import { allLangSitePairs, BRAND, ROUTE_LANGS, SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { offlinePage, offlinePagePath } from '../../lib/offline.ts';
import type { ExtraBlock, PageIndex, Redirect } from '../../lib/contract/types.ts';
import { snapshotPaths } from '../../lib/snapshotLayout.ts';
import { sitePath } from '../../lib/urls.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from '../../lib/sitemap.ts';
import {
  contentApiProxyTarget,
  contentSecurityPolicy,
  HEALTH_CHECK_FILE,
  HostPathError,
  pagePathProblems,
  redirectRules,
  redirectsLeftOut,
  securityHeaders,
} from '../../lib/hostRules.ts';
import { netlifyHeaders, netlifyRedirects, vercelConfig } from '../../lib/hostConfigs.ts';
import { cspHosts } from '../../lib/thirdParties.ts';
import { readStorefrontConfig } from '../../lib/storefront/config.ts';
import { DEMO_STOREFRONT_ENV } from './demoStorefront.ts';
import { DEMO_CONTENT_API_ENV } from './demoContentApi.ts';
import { HOST_CONFIG_FILE, type HostConfig } from '../serve/siteServer.ts';
import { allScriptHashes, readRenderRecord } from './render/record.ts';

const CLIENT = 'dist/client';
const HOST = 'dist/host';
const SNAPSHOT = 'content/snapshot';

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;

/**
 * Removes what `public/` brought along that is no file of the site (a README, a Markdown source, a dot
 * folder): a CDN would serve whatever the published folder holds. lib/servedFiles.ts says what is served.
 */
async function removeUnservedFiles(): Promise<string[]> {
  const entries = await readdir(CLIENT, { withFileTypes: true, recursive: true });
  const unserved = entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(CLIENT, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !servedTypeOf(path));
  await Promise.all(unserved.map((path) => rm(join(CLIENT, path))));
  return unserved;
}

/** One offline page per route language, precached by the service worker (workbox-config.cjs). */
async function writeOfflinePages() {
  await mkdir(join(CLIENT, 'offline'), { recursive: true });
  await Promise.all(
    ROUTE_LANGS.map(async (lang) => {
      const strings = await readJson<Record<string, string>>(join('locales', `${lang}.json`));
      const page = offlinePage(lang, {
        title: strings['offline.title']!,
        text: strings['offline.text']!,
        retry: strings['offline.retry']!,
        brand: BRAND,
      });
      await writeFile(join(CLIENT, offlinePagePath(lang)), page);
    }),
  );
}

async function main() {
  // First: a build that cannot produce a deployable host config stops before any work.
  let apiProxy: string | undefined;
  try {
    apiProxy = contentApiProxyTarget(process.env);
  } catch (error) {
    console.error(`postbuild: ${(error as Error).message}`);
    process.exit(1);
  }
  const redirects: Record<string, Redirect[]> = {};
  const sitemap: SitemapEntry[] = ROUTE_LANGS.map((lang) => ({
    path: sitePath(lang),
    alternates: ROUTE_LANGS.map((other) => ({ lang: other, path: sitePath(other) })),
  }));
  const indexes = new Map<string, PageIndex>();
  for (const { lang, site } of allLangSitePairs()) {
    const extra = await readJson<ExtraBlock>(join(SNAPSHOT, snapshotPaths.block(lang, site, 'extra')));
    redirects[`${lang}/${site}`] = extra.redirects;
    indexes.set(`${lang}/${site}`, await readJson<PageIndex>(join(SNAPSHOT, snapshotPaths.index(lang, site))));
  }
  // Page paths go into the sitemap and name the prerendered folders; the redirects are checked by redirectRules.
  const badPages = allLangSitePairs().flatMap(({ lang, site }) =>
    pagePathProblems(
      lang,
      site,
      indexes.get(`${lang}/${site}`)!.pages.map((entry) => entry.path),
    ),
  );
  if (badPages.length)
    throw new HostPathError(`the snapshot has paths no host config may carry: ${badPages.join('; ')}`);
  // Before anything is written: a redirect path outside the page-path rule stops the build here.
  const redirectsFor = (lang: Lang, site: SiteId) => redirects[`${lang}/${site}`] ?? [];
  const pagePaths = Object.fromEntries(
    [...indexes].map(([pair, index]) => [pair, index.pages.map((entry) => entry.path)]),
  );
  const pagesOf = (lang: Lang, site: SiteId) => pagePaths[`${lang}/${site}`] ?? [];
  // Every redirect leads to a page of the snapshot; the ones that would not are left out, and said.
  const rules = redirectRules(redirectsFor, pagesOf);
  const leftOut = redirectsLeftOut(redirectsFor, pagesOf);
  for (const { lang, site } of allLangSitePairs()) {
    for (const entry of indexes.get(`${lang}/${site}`)!.pages) {
      const alternates = SITES[site].locales
        .filter((locale) => indexes.get(`${locale}/${site}`)?.pages.some((other) => other.path === entry.path))
        .map((locale) => ({ lang: locale, path: sitePath(locale, site, entry.path) }));
      sitemap.push({ path: sitePath(lang, site, entry.path), lastModified: entry.modified, alternates });
    }
  }

  const removed = await removeUnservedFiles();
  const record = await readRenderRecord();
  if (!record) throw new Error('postbuild: no render record: the render step runs first (npm run build)');
  const hashes = allScriptHashes(record);
  const contentApi = process.env.PUBLIC_ENV__CONTENT_API_URL;
  // The same stores vite.config.ts baked into the bundle, read from the same environment.
  const { config: storefronts } = readStorefrontConfig(process.env);
  const csp = contentSecurityPolicy(cspHosts(contentApi, storefronts), hashes);

  await mkdir(HOST, { recursive: true });
  const demoStorefront = process.env[DEMO_STOREFRONT_ENV];
  const demoContentApi = process.env[DEMO_CONTENT_API_ENV];
  const config: HostConfig = {
    csp,
    redirects,
    pages: pagePaths,
    ...(demoStorefront ? { demoStorefront } : {}),
    ...(demoContentApi ? { demoContentApi } : {}),
  };
  await Promise.all([
    writeFile(join(HOST, HOST_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`),
    writeFile(
      join(HOST, 'vercel.json'),
      `${JSON.stringify(vercelConfig(rules, securityHeaders(csp), apiProxy), null, 2)}\n`,
    ),
    writeFile(join(CLIENT, '_redirects'), netlifyRedirects(rules, apiProxy)),
    writeFile(join(CLIENT, HEALTH_CHECK_FILE), 'ok'),
    writeFile(join(CLIENT, '_headers'), netlifyHeaders(securityHeaders(csp))),
    writeFile(join(CLIENT, 'sitemap.xml'), sitemapXml(sitemap)),
    writeFile(join(CLIENT, 'robots.txt'), robotsTxt()),
    writeOfflinePages(),
  ]);
  if (leftOut.length) console.log(`redirects left out (their destination is no page): ${leftOut.join('; ')}`);
  if (removed.length) console.log(`not published (no file of the site): ${removed.join(', ')}`);
  console.log(
    `host config: /api.php ${apiProxy ? `proxied to ${apiProxy}` : `called at ${process.env.PUBLIC_ENV__CONTENT_API_URL}`}${demoContentApi ? ' (local reference API)' : ''}`,
  );
  console.log(
    `host config: ${rules.length} redirect rules, ${hashes.length} inline script hashes, ${sitemap.length} sitemap URLs`,
  );
  console.log(
    `stores: ${Object.keys(storefronts).join(', ') || 'none (no cart on any site)'}${demoStorefront ? ` (storefront stand-in at ${demoStorefront})` : ''}`,
  );
}

await main();
