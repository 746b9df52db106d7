/**
 * Checks the demo content beyond its shapes: every served page, block and landing passes the contract,
 * page ids are unique, the pages every pair needs exist, internal links lead to a page or a redirect,
 * every image is a file the repo ships, and every cancellation figure copy states is the site table's
 * (free-cancellation hours, penalty per person), money in copy is grouped as the page's reader reads
 * numbers (lib/priceCopy.ts), and every seasonal item has a sensible window and every seasonal card
 * has one (lib/seasonalContent.ts), and menu prices, opening hours and same-day promises are what the
 * booking flow sells (lib/booking/bookingFacts.ts), and no link leads to a booking provider instead of the
 * site's own booking (lib/bookingProviderLinks.ts). `npm run demo:check` prints the problems; a test asserts none.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allLangSitePairs, isLang, isSiteId, ROUTE_LANGS, SITES } from '../../lib/sites.ts';
import { BLOCK_NAMES } from '../../lib/contract/types.ts';
import { ContractError } from '../../lib/contract/check.ts';
import { validateBlock, validateIndex, validateLanding, validatePage } from '../../lib/contract/schema.ts';
import { cancellationCopyProblems } from '../../lib/booking/cancellationCopy.ts';
import { bookingFactProblems } from '../../lib/booking/bookingFacts.ts';
import { bookingLinkProblems } from '../../lib/bookingProviderLinks.ts';
import { contentStrings, stringsUnder } from '../../lib/contentWalk.ts';
import { priceCopyProblems } from '../../lib/priceCopy.ts';
import { HERBARIUM_HANDLES } from '../../lib/cart.ts';
import { seasonalContentProblems } from '../../lib/seasonalContent.ts';
import { loadCatalogue, loadContentStore, type ContentStore } from './contentStore.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** The pages the demo content must have for every pair, and for the shop sites. */
const REQUIRED_PATHS = [
  '',
  'reservation',
  'contact',
  'menu/a-la-carte',
  'menu/tasting-menu',
  'experiences',
  'press',
  'terms-conditions',
  'privacy-policy',
  'holiday-treats',
  'treats',
  'giardino',
  'gift-cards',
];
const REQUIRED_SHOP_PATHS = ['shop', 'shop/food-and-spirits', 'shop/experiences'];

export function checkDemoContent(store: ContentStore = loadContentStore()): string[] {
  const problems: string[] = [];
  const attempt = (what: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      problems.push(
        error instanceof ContractError
          ? `${what}: ${error.message} (at ${error.path})`
          : `${what}: ${(error as Error).message}`,
      );
    }
  };
  const ids = new Map<number, string>();
  const knownPaths = new Set<string>();
  const everything: unknown[] = [];

  for (const { lang, site } of allLangSitePairs()) {
    const index = store.index(lang, site);
    attempt(`${lang}/${site} index`, () => validateIndex(index));
    for (const entry of index?.pages ?? []) {
      const page = store.page(lang, site, entry.name, entry.type);
      const where = `${lang}/${site}/${entry.path}`;
      attempt(where, () => validatePage(page));
      if (!page) continue;
      for (const problem of seasonalContentProblems(page.structure, 'structure')) problems.push(`${where}: ${problem}`);
      everything.push(page);
      knownPaths.add(`/${lang}/${site}/${entry.path}`.replace(/\/$/, ''));
      const other = ids.get(page.id);
      if (other) problems.push(`${where}: page id ${page.id} is also used by ${other}`);
      ids.set(page.id, where);
    }
    // The cancellation terms copy states are the site table's (the booking flow and the e-mails state them from it).
    for (const entry of index?.pages ?? []) {
      for (const text of contentStrings(store.page(lang, site, entry.name, entry.type))) {
        for (const problem of cancellationCopyProblems(text, SITES[site].booking))
          problems.push(`${lang}/${site}/${entry.path}: ${problem}`);
      }
    }
    // Money in copy is grouped as the page's reader groups numbers, as the prices beside it (lib/price.ts).
    const copy = [
      ...(index?.pages ?? []).map((entry) => [entry.path, store.page(lang, site, entry.name, entry.type)] as const),
      ...BLOCK_NAMES.map((name) => [`block ${name}`, store.block(lang, site, name)] as const),
    ];
    for (const [where, value] of copy) {
      for (const text of contentStrings(value))
        for (const problem of priceCopyProblems(text, lang)) problems.push(`${lang}/${site}/${where}: ${problem}`);
    }
    // Menu prices, hours and same-day promises are what the booking flow sells (lib/booking/bookingFacts.ts),
    // and every site books on its own reservation page, never at a provider's address
    // (lib/bookingProviderLinks.ts).
    for (const [where, value] of copy)
      for (const problem of [...bookingFactProblems(value, lang, SITES[site].booking), ...bookingLinkProblems(value)])
        problems.push(`${lang}/${site}/${where}: ${problem}`);
    const paths = new Set(index?.pages.map((entry) => entry.path));
    const required = [...REQUIRED_PATHS, ...(SITES[site].cartEnabled ? REQUIRED_SHOP_PATHS : [])];
    for (const path of required) if (!paths.has(path)) problems.push(`${lang}/${site}: missing page '${path}'`);
    if (![...paths].some((path) => path.startsWith('press/'))) problems.push(`${lang}/${site}: no press article`);
    for (const name of BLOCK_NAMES) {
      const block = store.block(lang, site, name);
      attempt(`${lang}/${site} block ${name}`, () => validateBlock(name, block));
      for (const problem of seasonalContentProblems(block)) problems.push(`${lang}/${site} block ${name}: ${problem}`);
      everything.push(block);
    }
    for (const redirect of store.block(lang, site, 'extra')?.redirects ?? []) {
      knownPaths.add(`/${lang}/${site}/${redirect.origin.path}`);
    }
  }
  for (const lang of ROUTE_LANGS) {
    const landing = store.landing(lang);
    attempt(`landing ${lang}`, () => validateLanding(landing));
    for (const text of contentStrings(landing))
      for (const problem of priceCopyProblems(text, lang)) problems.push(`landing ${lang}: ${problem}`);
    for (const problem of seasonalContentProblems(landing?.configurations, 'configurations'))
      problems.push(`landing ${lang}: ${problem}`);
    for (const problem of bookingLinkProblems(landing)) problems.push(`landing ${lang}: ${problem}`);
    everything.push(landing);
    knownPaths.add(`/${lang}`);
  }

  for (const url of stringsUnder(everything, 'url')) {
    if (url.startsWith('/media/')) {
      if (!existsSync(`${PUBLIC_DIR}${url.slice(1)}`)) problems.push(`image ${url} is not in public/media`);
    } else if (url.startsWith('/')) {
      const path = url.split(/[?#]/)[0]!.replace(/\/$/, '');
      const [, lang = '', site = ''] = path.split('/');
      const valid = isLang(lang) && (site === '' || isSiteId(site));
      if (!valid || !knownPaths.has(path)) {
        problems.push(`internal link ${url} leads to no page or redirect`);
      }
    }
  }

  const catalogue = loadCatalogue();
  for (const handle of HERBARIUM_HANDLES) {
    if (!catalogue.some((product) => product.handle === handle))
      problems.push(`products.json lacks herbarium item ${handle} (lib/cart.ts HERBARIUM_HANDLES)`);
  }
  for (const product of catalogue) {
    if (!existsSync(`${PUBLIC_DIR}${product.image.slice(1)}`))
      problems.push(`product ${product.handle}: image ${product.image} missing`);
    for (const lang of ROUTE_LANGS) {
      if (!product.title[lang] || !product.description[lang]?.length)
        problems.push(`product ${product.handle}: no ${lang} title or description`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkDemoContent();
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `${problems.length} problems in the demo content` : 'demo content: no problems');
  process.exit(problems.length ? 1 : 0);
}
