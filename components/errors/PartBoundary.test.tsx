import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, type LocaleTable } from '../../lib/i18n.ts';
import type { FooterBlock } from '../../lib/contract/types.ts';
import type { Lang } from '../../lib/sites.ts';
import en from '../../locales/en.json' with { type: 'json' };
import ja from '../../locales/ja.json' with { type: 'json' };
import { I18nProvider } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { PartBoundary } from './PartBoundary.tsx';

const TABLES: Partial<Record<Lang, LocaleTable>> = { en, ja };

function render(node: ReactNode, lang: Lang = 'en'): string {
  return renderToString(
    <I18nProvider lang={lang} t={createTranslator(lang, TABLES[lang]!, en)}>
      {node}
    </I18nProvider>,
  );
}

/**
 * What the boundary shows once a render inside it threw: React sets its state from
 * `getDerivedStateFromError` and renders it again. The server renderer runs no boundaries, so the test
 * takes those two steps itself.
 */
function failed(boundary: PartBoundary): ReactNode {
  boundary.state = PartBoundary.getDerivedStateFromError();
  return boundary.render();
}

function footer(address: string[]): FooterBlock {
  return { follow: [], links: [], address, copyright: '' };
}

const FLORENCE = [
  'Osteria Lucciola Florence',
  'Borgo dei Lanternai 7, 50125 Florence, Italy',
  'Tel. +39 055 000 0712',
  'florence@osterialucciola.example',
];

afterEach(() => {
  store.site.value = undefined;
  store.footer.value = null;
  Reflect.deleteProperty(globalThis, 'window');
});

describe('PartBoundary (where an interactive part fails alone)', () => {
  it('renders what it holds and adds no markup of its own, so hydration matches the server', () => {
    expect(
      render(
        <PartBoundary name="booking">
          <p>the flow</p>
        </PartBoundary>,
      ),
    ).toBe(render(<p>the flow</p>));
  });

  it('shows the failure notice in place of what it holds once a render inside it threw', () => {
    const html = render(failed(new PartBoundary({ name: 'booking', children: <p>the flow</p> })));
    expect(html).not.toContain('the flow');
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-part-failure="booking"');
    expect(html).toContain(en['partFailure.title'].replace("'", '&#x27;'));
  });

  it("speaks the part's language", () => {
    const html = render(failed(new PartBoundary({ name: 'cart', children: null })), 'ja');
    expect(html).toContain(ja['partFailure.title']);
    expect(html).toContain(ja['partFailure.reload']);
    expect(html).not.toContain(en['partFailure.reload']);
  });

  it("gives a reload button and the restaurant's phone, read from the content's footer", () => {
    store.site.value = 'florence';
    store.footer.value = footer(FLORENCE);
    const html = render(failed(new PartBoundary({ name: 'booking', children: null })));
    expect(html).toMatch(/<button type="button" class="button part-failure__reload">Reload the page<\/button>/);
    expect(html).toContain(en['partFailure.call']);
    expect(html).toContain('<a href="tel:+390550000712"><bdi dir="ltr">+39 055 000 0712</bdi></a>');
    expect(html).not.toContain('mailto:');
  });

  it("gives the restaurant's e-mail when the content names no phone", () => {
    store.site.value = 'tokyo';
    store.footer.value = footer(['Osteria Lucciola Tokyo']);
    const html = render(failed(new PartBoundary({ name: 'contact', children: null })));
    expect(html).toContain('href="mailto:tokyo@osterialucciola.example"');
    expect(html).not.toContain('tel:');
  });

  it('gives only the reload on a page of no restaurant (a language landing)', () => {
    const html = render(failed(new PartBoundary({ name: 'page', children: null })));
    expect(html).toContain('part-failure__reload');
    expect(html).not.toMatch(/tel:|mailto:/);
  });

  it('floats the notice of a part that sits after the footer, with a button to close it', () => {
    const floating = render(failed(new PartBoundary({ name: 'shop', floating: true, children: null })));
    expect(floating).toContain('class="part-failure part-failure--floating"');
    expect(floating).toMatch(/<button type="button" class="part-failure__close">Close<\/button>/);
    const inPlace = render(failed(new PartBoundary({ name: 'header', children: null })));
    expect(inPlace).toContain('class="part-failure"');
    expect(inPlace).not.toContain('part-failure__close');
  });

  it("titles the notice as the page's h1 where it stands for the whole main content, else as a line", () => {
    expect(render(failed(new PartBoundary({ name: 'page', main: true, children: null })))).toMatch(
      /<h1 class="part-failure__title">/,
    );
    expect(render(failed(new PartBoundary({ name: 'booking', children: null })))).toMatch(
      /<p class="part-failure__title">/,
    );
  });

  it('throws as it renders when a browser test names it (the test build), and only then', () => {
    Reflect.set(globalThis, 'window', { __partFaults__: ['booking'] });
    expect(() =>
      render(
        <PartBoundary name="booking">
          <p>the flow</p>
        </PartBoundary>,
      ),
    ).toThrow('a test fault in the booking part');
    expect(
      render(
        <PartBoundary name="contact">
          <p>the form</p>
        </PartBoundary>,
      ),
    ).toContain('the form');
  });
});
