import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadContentStore } from '../../booking-service/demo/contentStore.ts';
import { SECTION_TYPES, type Page, type Section } from '../../lib/contract/types.ts';
import { createTranslator, type LocaleTable } from '../../lib/i18n.ts';
import { ROUTE_LANGS, type Lang, type SiteId } from '../../lib/sites.ts';
import en from '../../locales/en.json' with { type: 'json' };
import it_ from '../../locales/it.json' with { type: 'json' };
import ja from '../../locales/ja.json' with { type: 'json' };
import ko from '../../locales/ko.json' with { type: 'json' };
import { I18nProvider } from '../i18n.tsx';
import { FORM_KINDS, loadFormComponents, loadSectionComponents } from './registry.ts';
import { SectionList } from './SectionList.tsx';

const store = loadContentStore();
const TABLES: Record<Lang, LocaleTable> = { en, it: it_, ja, ko };

function render(lang: Lang, sections: Section[], site?: SiteId, title?: string): string {
  const t = createTranslator(lang, TABLES[lang], en);
  return renderToString(
    <I18nProvider lang={lang} t={t}>
      <SectionList sections={sections} site={site} title={title} />
    </I18nProvider>,
  );
}

function renderPage(page: Page): string {
  return render(page.data.lang, page.structure, page.data.site, page.title);
}

function page(lang: Lang, site: SiteId, path: string): Page {
  const found = store
    .allPages()
    .find((candidate) => candidate.data.lang === lang && candidate.data.site === site && candidate.data.path === path);
  if (!found) throw new Error(`no demo page ${lang}/${site}/${path}`);
  return found;
}

// The components load on demand (registry.ts); the prerender loads them all, as here.
await Promise.all([loadSectionComponents(SECTION_TYPES), loadFormComponents(FORM_KINDS)]);

/** Every page of the demo, and every landing configuration, as [label, html]. */
const rendered: [string, string][] = [
  ...store.allPages().map((p): [string, string] => [`${p.data.lang}/${p.data.site}/${p.data.path}`, renderPage(p)]),
  ...ROUTE_LANGS.flatMap((lang) => {
    const landing = store.landing(lang)!;
    return Object.entries(landing.configurations).map(([name, sections]): [string, string] => [
      `landing ${lang}?landing=${name}`,
      render(lang, sections, undefined, landing.title),
    ]);
  }),
];

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('SectionList', () => {
  it('renders every section type of the demo content, on every page, without throwing', () => {
    const types = new Set(store.allPages().flatMap((p) => p.structure.map((section) => section.type)));
    expect([...types].sort()).toEqual([...SECTION_TYPES].sort());
    for (const [label, html] of rendered) {
      expect(html, label).toMatch(/data-section="/);
    }
    const wrappers = new Set(
      rendered.flatMap(([, html]) => [...html.matchAll(/data-section="(\w+)"/g)].map((m) => m[1])),
    );
    expect([...wrappers].sort()).toEqual([...SECTION_TYPES].sort());
  });

  it('renders exactly one h1 on every page', () => {
    for (const [label, html] of rendered) expect(tags(html, 'h1'), label).toHaveLength(1);
  });

  it('puts the hero title in the h1, or the page title when there is no hero', () => {
    expect(renderPage(page('en', 'florence', ''))).toMatch(/<h1[^>]*>A light left on across the Arno<\/h1>/);
    expect(renderPage(page('en', 'florence', 'contact'))).toMatch(/<h1[^>]*>Contact<\/h1>/);
    expect(renderPage(page('en', 'florence', 'shop/food-and-spirits/extra-virgin-olive-oil'))).toMatch(
      /<h1[^>]*class="product__title"/,
    );
  });

  it('skips an unknown section type silently', () => {
    const sections = [
      { id: 'intro', type: 'text', body: ['Welcome.'] },
      { id: 'mystery-block', type: 'holographicMenu', hologram: 'spinning dish' },
      { id: 'closing', type: 'quote', quote: 'Buon appetito.', author: 'The kitchen' },
    ] as Section[];
    const html = render('en', sections, 'florence', 'Test page');
    expect(html).toContain('Welcome.');
    expect(html).toContain('Buon appetito.');
    expect(html).not.toContain('mystery-block');
    expect(html).not.toContain('spinning dish');
    expect(tags(html, 'section')).toHaveLength(2);
  });

  it('wraps each section with its type, animation and id, named by its title', () => {
    const html = renderPage(page('en', 'florence', ''));
    expect(html).toContain(
      '<section id="home-hero" class="section section--hero" data-section="hero" data-animation="scaleDown" aria-labelledby="home-hero-title">',
    );
    expect(html).toMatch(/<section id="home-quote"[^>]*data-section="quote"[^>]*>/);
    expect(html).not.toMatch(/<section id="home-quote"[^>]*aria-labelledby/);
  });

  it('keeps ids unique and points every aria-labelledby and aria-controls at an element of the page', () => {
    for (const [label, html] of rendered) {
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, label).toBe(ids.length);
      for (const [, ref] of html.matchAll(/aria-(?:labelledby|controls|describedby)="([^"]+)"/g))
        expect(ids, label).toContain(ref);
    }
  });

  it('loads the hero picture first and every other picture lazily', () => {
    for (const [label, html] of rendered) {
      const images = tags(html, 'img');
      const eager = images.filter((img) => !img.includes('loading="lazy"'));
      expect(eager.length, label).toBeLessThanOrEqual(1);
      // HTML attribute names are case-insensitive; React writes this one as `fetchPriority`.
      for (const img of eager) expect(img.toLowerCase(), label).toContain('fetchpriority="high"');
      for (const img of images) expect(img, label).toMatch(/width="\d+" height="\d+"/);
      for (const img of images.filter((i) => i.includes('loading="lazy"')))
        expect(img, label).toContain('decoding="async"');
    }
    const home = renderPage(page('ja', 'tokyo', ''));
    expect(tags(home, 'img')[0]).toContain('src="/media/hero-tokyo.svg"');
    expect(tags(home, 'img')[0]?.toLowerCase()).toContain('fetchpriority="high"');
  });

  // lib/price.ts: the currency sets symbol and decimals, the page's reader the separators (docs/rules.md).
  it('formats menu prices as the page reads numbers: none for yen, dollars the American way', () => {
    const florence = renderPage(page('en', 'florence', 'menu/a-la-carte'));
    expect(florence).toContain('<span class="menu__price">€24.00</span>');
    expect(renderPage(page('it', 'florence', 'menu/a-la-carte'))).toContain(
      '<span class="menu__price">€\u00a024,00</span>',
    );
    const tokyo = rendered
      .filter(([label]) => label.startsWith('ja/tokyo/menu/'))
      .map(([, html]) => html)
      .join('');
    const tokyoPrices = [...tokyo.matchAll(/<span class="menu__price">([^<]*)<\/span>/g)].map((m) => m[1] ?? '');
    expect(tokyoPrices.length).toBeGreaterThan(0);
    for (const price of tokyoPrices)
      expect([ja['menu.priceOnRequest'], expect.stringMatching(/^¥\d{1,3}(,\d{3})*$/)]).toContainEqual(price);
    expect(tokyoPrices.some((price) => /\d,\d{3}$/.test(price))).toBe(true);
    expect(renderPage(page('en', 'beverlyhills', 'menu/a-la-carte'))).toMatch(/class="menu__price">\$\d+\.\d\d</);
    expect(renderPage(page('ja', 'osaka-garden', 'menu/a-la-carte'))).toMatch(/class="menu__price">¥\d{1,3},\d{3}</);
  });

  it('shows allergens by name and "Price on request" for a menu item without a price', () => {
    const tasting = renderPage(page('en', 'florence', 'menu/tasting-menu'));
    expect(tasting).toContain('Price on request');
    expect(tasting).toMatch(/Allergens<\/span> Gluten, Milk/);
  });

  // A set menu the flow sells (MenuSection.bookingExtra) includes its courses: none reads "Price on request".
  it("prices Beverly Hills' set menus by the menu, not each course on request", () => {
    const tasting = renderPage(page('en', 'beverlyhills', 'menu/tasting-menu'));
    expect(tasting).toContain('Five courses · $170 per person');
    expect(tasting).toContain('Halibut crudo');
    expect(tasting).not.toContain('Price on request');
    const pairings = [...tasting.matchAll(/Wine pairing<\/span><span class="menu__price">([^<]*)</g)].map((m) => m[1]);
    expect(pairings).toEqual(['$150.00', '$150.00', '$150.00']);
  });

  // Rules §links: External table-booking links open in a new tab with no opener.
  it('gives every new-tab link rel="noopener noreferrer" and a note for screen readers', () => {
    const newTab = rendered.flatMap(([label, html]) =>
      [...html.matchAll(/<a\b[^>]*target="_blank"[^>]*>.*?<\/a>/g)].map((m): [string, string] => [label, m[0]]),
    );
    expect(newTab.length).toBeGreaterThan(0);
    for (const [label, anchor] of newTab) {
      expect(anchor, label).toContain('rel="noopener noreferrer"');
      expect(anchor, label).toMatch(/<span class="visually-hidden"> \([^)]+\)<\/span><\/a>$/);
    }
    // Every site books on its own reservation page: no new tab leads to a booking provider.
    expect(newTab.filter(([, anchor]) => /tavolaonline|sakuratable/.test(anchor))).toEqual([]);
  });

  it("links Tokyo's booking call to the site's own reservation page, in the same tab", () => {
    const home = renderPage(page('ja', 'tokyo', ''));
    expect(home).toContain('href="/ja/tokyo/reservation/"');
    expect(home).not.toMatch(/tavolaonline|sakuratable/);
  });

  it('prefixes internal links with language and site, and drops nothing else', () => {
    const html = render(
      'en',
      [{ id: 't', type: 'text', body: ['x'], link: { url: '/reservation?x=1', target: '', label: 'Book' } }],
      'florence',
    );
    expect(html).toContain('href="/en/florence/reservation/"');
  });

  it('renders every carousel slide in a focusable list, with buttons that appear once scripted', () => {
    const html = renderPage(page('en', 'florence', ''));
    const carousel = html.slice(html.indexOf('data-section="carousel"'));
    expect(carousel).toMatch(/<ul[^>]*class="carousel__track" tabindex="0"/);
    expect(tags(carousel.slice(0, carousel.indexOf('</ul>')), 'li').length).toBeGreaterThan(1);
    expect(carousel).toMatch(/<div class="carousel__controls" hidden="">/);
    expect(carousel).toContain('aria-label="Previous slide"');
    expect(carousel).toContain('aria-label="Next slide"');
  });

  it('marks reservation buttons for the code that wires them later', () => {
    const home = page('en', 'florence', '');
    const cta = home.structure.find((section) => section.type === 'cta')!;
    const html = renderPage(home);
    const json = /data-reserve="([^"]+)"/
      .exec(html)![1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&')
      .replaceAll('&#x27;', "'");
    expect(JSON.parse(json)).toEqual((cta as { reserve: unknown }).reserve);
    expect(html).toMatch(/<button type="button" class="button button--solid" data-reserve=/);
  });

  it('shows prices but no add-to-cart button when the build has no store (unit tests build with none)', () => {
    const shop = renderPage(page('en', 'florence', 'shop'));
    expect(shop).toContain('data-product="extra-virgin-olive-oil"');
    expect(shop).toContain('€24.00');
    expect(shop).not.toContain('data-add-to-cart');
  });

  it('shows the venue in an address, with times and opening hours in a description list', () => {
    const html = renderPage(page('en', 'florence', 'contact'));
    expect(html).toMatch(/<address class="venue__address">[\s\S]*href="tel:\+390550000712"[\s\S]*<\/address>/);
    expect(html).toMatch(/<dl class="venue__hours">[\s\S]*<dt>[^<]+<\/dt><dd><time dateTime="12:30">12:30<\/time>/i);
  });

  it('quotes with blockquote and cite', () => {
    expect(renderPage(page('en', 'florence', ''))).toMatch(
      /<blockquote class="quote__text"><p>[^<]+<\/p><\/blockquote><figcaption class="quote__author"><cite>Elena Barsanti, head chef<\/cite>/,
    );
  });

  it('marks where a form mounts', () => {
    expect(renderPage(page('en', 'florence', 'contact'))).toMatch(
      /<div class="form-slot" data-form="contact" data-site="florence"><h2 id="contact-form-title"[^>]*>Write to us<\/h2>/,
    );
  });

  it('renders each form whole, so the page shows it before any script runs', () => {
    expect(renderPage(page('en', 'florence', 'contact'))).toMatch(
      /<div class="form-slot__form">.*<form class="request-form request-form--contact"/,
    );
    const reservation = renderPage(page('en', 'florence', 'reservation'));
    // The way to book by phone for a page without scripts, and the flow's first step for every other.
    expect(reservation).toContain('data-how-to-book');
    expect(reservation).toMatch(/<div class="form-slot__form">.*<select[^>]*name="booking-party-guests"/);
    // No day proposed nor bounded by the build's clock: the visitor's browser fills them in.
    const date = reservation.match(/<input[^>]*type="date"[^>]*>/)?.[0];
    expect(date).toContain('value=""');
    expect(date).not.toMatch(/\bmin=/);
  });
});
