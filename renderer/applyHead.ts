import type { PageFrame } from './pageFrame.ts';

const MANAGED = 'data-page-head';

/**
 * The head follows content that arrives after load (the live fallback page): language, title, meta, links and JSON-LD.
 */
export function applyHead({ lang, head }: Pick<PageFrame, 'lang' | 'head'>) {
  document.documentElement.lang = lang;
  document.head
    .querySelectorAll(
      `[${MANAGED}], title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]`,
    )
    .forEach((element) => {
      element.remove();
    });
  for (const tag of head) {
    const element = document.createElement(tag.tag);
    if (tag.tag === 'title' || tag.tag === 'script') element.textContent = tag.text;
    if ('attrs' in tag) for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
    element.setAttribute(MANAGED, '');
    document.head.append(element);
  }
}
