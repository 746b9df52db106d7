/**
 * The href of a language link (lib/languageLinks.ts) on the current page: with the page's fragment when
 * the link keeps it (the manage page's token). The fragment is read after hydration, since no server sees
 * it; until then the link leads to the page without it.
 */
import { useSignals } from '../store/signals.ts';
import { useEffect, useState } from 'react';
import { languageLink } from '../../lib/languageLinks.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { store } from '../store/store.ts';

export function useLanguageHref(site: SiteId | undefined): (code: Lang) => string {
  useSignals();
  const currentPath = store.currentPage.value.path;
  const [hash, setHash] = useState('');
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return (code) => {
    const { path, keepFragment } = languageLink(code, site, currentPath);
    return keepFragment ? `${path}${hash}` : path;
  };
}
