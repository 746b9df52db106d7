import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import type { OnRenderClientAsync } from 'vike/types';
import { applyHead } from './applyHead.ts';
import { pageFrame, pageProps } from './pageFrame.ts';
import { PageShell } from './PageShell.tsx';

let root: Root | undefined;

/** Hydrates the prerendered page once; later client navigations render into the same root. */
export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext;
  const frame = await pageFrame(pageContext);
  const page = (
    <PageShell lang={frame.lang} strings={frame.strings}>
      <Page {...pageProps(pageContext)} />
    </PageShell>
  );
  const container = document.getElementById('root')!;
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page);
    return;
  }
  root ??= createRoot(container);
  root.render(page);
  applyHead(frame);
  // After a client navigation, focus moves to the new content, as a full load would.
  document.getElementById('content')?.focus({ preventScroll: true });
};
