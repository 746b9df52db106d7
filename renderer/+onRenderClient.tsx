import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { OnRenderClientAsync } from 'vike/types';
import { pageFrame, pagePathOf, pageProps } from './pageFrame.ts';
import { PageShell } from './PageShell.tsx';
import { loadSectionComponents } from '../components/sections/registry.ts';
import { syncStoreWithPage } from '../components/store/store.ts';
import { reloadOnceOnChunkError } from './chunkReload.ts';
import { registerServiceWorkerAfterLoad } from './serviceWorker.ts';
import { turnOnWebFonts } from './webFonts.ts';
import type { Lang } from '../lib/sites.ts';

reloadOnceOnChunkError();

/** Runs once, when the prerendered page has been hydrated (an effect runs after its commit). */
function WhenHydrated({ lang }: { lang: Lang }) {
  useEffect(() => {
    // Tests and styles can tell a live page from a page that has not started its scripts yet.
    document.documentElement.dataset.hydrated = '';
    turnOnWebFonts(lang);
    registerServiceWorkerAfterLoad();
  }, []);
  return null;
}

/**
 * Hydrates the prerendered page. With server routing (pages/+config.ts) this runs once per document:
 * every navigation is a new page load.
 */
export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext;
  // The section types the prerendered page shows: their components must be here before hydration.
  const sectionTypes = [...document.querySelectorAll<HTMLElement>('[data-section]')].map((section) => section.dataset.section ?? '');
  const [frame, sectionsLoaded] = await Promise.all([pageFrame(pageContext), loadSectionComponents(sectionTypes).then(() => true, () => false)]);
  if (!sectionsLoaded) {
    // Offline with a page kept but not its code: the prerendered page is whole without scripts, so it stays
    // as painted rather than failing half-hydrated. (A chunk that fails online reloads: chunkReload.ts.)
    console.warn('[sections] the page\'s code could not load; it stays as painted');
    return;
  }
  syncStoreWithPage(frame.lang, pagePathOf(pageContext), frame.shell);
  const page = (
    <>
      <PageShell lang={frame.lang} strings={frame.strings}>
        <Page {...pageProps(pageContext)} />
      </PageShell>
      <WhenHydrated lang={frame.lang} />
    </>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a phone stays responsive, and no long task blocks a first tap.
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, page);
  });
};
