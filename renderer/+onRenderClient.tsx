import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import type { OnRenderClientAsync } from 'vike/types';
import { applyHead } from './applyHead.ts';
import { pageFrame, pageProps } from './pageFrame.ts';
import { PageShell } from './PageShell.tsx';
import { actions, syncStoreWithPage } from '../components/store/store.ts';
import { reloadOnceOnChunkError } from './chunkReload.ts';
import { registerServiceWorkerAfterLoad } from './serviceWorker.ts';
import { ensureLangFonts } from './webFonts.ts';

let root: Root | undefined;
reloadOnceOnChunkError();

/** Hydrates the prerendered page once; later client navigations render into the same root. */
export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext;
  const frame = await pageFrame(pageContext);
  if (!pageContext.isHydration) actions.leavePage();
  syncStoreWithPage(frame.lang, pageContext.urlPathname, frame.shell);
  const page = (
    <PageShell lang={frame.lang} strings={frame.strings}>
      <Page {...pageProps(pageContext)} />
    </PageShell>
  );
  const container = document.getElementById('root')!;
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page);
    // Tests and styles can tell a live page from a page that has not started its scripts yet.
    document.documentElement.dataset.hydrated = '';
    registerServiceWorkerAfterLoad();
    return;
  }
  root ??= createRoot(container);
  root.render(page);
  applyHead(frame);
  ensureLangFonts(frame.lang);
  // After a client navigation, focus moves to the new content, as a full load would.
  document.getElementById('content')?.focus({ preventScroll: true });
};
