import { startTransition, useEffect } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import type { OnRenderClientAsync } from 'vike/types';
import { applyHead } from './applyHead.ts';
import { pageFrame, pageProps } from './pageFrame.ts';
import { PageShell } from './PageShell.tsx';
import { actions, syncStoreWithPage } from '../components/store/store.ts';
import { reloadOnceOnChunkError } from './chunkReload.ts';
import { registerServiceWorkerAfterLoad } from './serviceWorker.ts';
import { ensureLangFonts } from './webFonts.ts';
import type { Lang } from '../lib/sites.ts';

let root: Root | undefined;
reloadOnceOnChunkError();

/** Runs once, when the prerendered page has been hydrated (an effect runs after its commit). */
function WhenHydrated({ lang }: { lang: Lang }) {
  useEffect(() => {
    // Tests and styles can tell a live page from a page that has not started its scripts yet.
    document.documentElement.dataset.hydrated = '';
    ensureLangFonts(lang);
    registerServiceWorkerAfterLoad();
  }, []);
  return null;
}

/** Hydrates the prerendered page once; later client navigations render into the same root. */
export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext;
  const frame = await pageFrame(pageContext);
  if (!pageContext.isHydration) actions.leavePage();
  syncStoreWithPage(frame.lang, pageContext.urlPathname, frame.shell);
  // The same tree on hydration and after: a different root element would remount the whole page.
  const page = (
    <>
      <PageShell lang={frame.lang} strings={frame.strings}>
        <Page {...pageProps(pageContext)} />
      </PageShell>
      <WhenHydrated lang={frame.lang} />
    </>
  );
  const container = document.getElementById('root')!;
  if (pageContext.isHydration) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a phone stays responsive, and no long task blocks a first tap.
    startTransition(() => {
      root = hydrateRoot(container, page);
    });
    return;
  }
  root ??= createRoot(container);
  root.render(page);
  applyHead(frame);
  ensureLangFonts(frame.lang);
  // After a client navigation, focus moves to the new content, as a full load would.
  document.getElementById('content')?.focus({ preventScroll: true });
};
