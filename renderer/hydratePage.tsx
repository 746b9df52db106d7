import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_PROPS_ID, pageFrame, type PageProps } from './pageFrame.ts';
import { PageShell } from './PageShell.tsx';
import { loadSectionComponents } from '../components/sections/registry.ts';
import { syncStoreWithPage } from '../components/store/store.ts';
import { registerServiceWorkerWhenIdle } from './serviceWorker.ts';
import { loadWebFontsForNextPage } from './webFonts.ts';
import type { Lang } from '../lib/sites.ts';

/**
 * Runs once, when the prerendered page has been hydrated: a parent's effect runs after its children's. It wraps
 * the page rather than sitting beside it, so the tree is the server's (renderer/+onRenderHtml.tsx) fork for
 * fork, and every `useId` reads the id the server wrote: a sibling would shift them all.
 */
function WhenHydrated({ lang, children }: { lang: Lang; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page has been hydrated
  useEffect(() => {
    // Tests and styles can tell a live page from a page that has not started its scripts yet.
    document.documentElement.dataset.hydrated = '';
    loadWebFontsForNextPage(lang);
    registerServiceWorkerWhenIdle();
  }, []);
  return children;
}

/** The tree the browser hydrates: the server's tree (`shell`), fork for fork, with the page-is-live effect. */
export function livePage(lang: Lang, shell: ReactNode): ReactNode {
  return <WhenHydrated lang={lang}>{shell}</WhenHydrated>;
}

/** The document's path, decoded as vike decodes `urlPathname` on the server. */
function documentPath(): string {
  try {
    return decodeURIComponent(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

/**
 * Hydrates the prerendered page, once per document (each page's `+client.ts` starts it: startPage.ts).
 *
 * vike's client runtime is not loaded (no `onRenderClient`: https://vike.dev/clientHooks). Every page is a
 * prerendered document of its own and every navigation a page load (pages/+config.ts), so the runtime would
 * only read the page's props and call this; the props travel in a JSON block the server renderer writes
 * (renderer/pageProps.ts). That saves 13 kB gzip of a first load's JavaScript (docs/performance.md).
 * `Page` takes `any` data: the props are the JSON the same page's server render wrote, of its own data type.
 */
// biome-ignore lint/suspicious/noExplicitAny: each page's data is its own type; the props are the JSON its server render wrote
export async function hydratePage(Page: ComponentType<{ data: any }>) {
  const props = JSON.parse(document.getElementById(PAGE_PROPS_ID)!.textContent!) as PageProps;
  const path = documentPath();
  // The section types the prerendered page shows: their components must be here before hydration.
  const sectionTypes = [...document.querySelectorAll<HTMLElement>('[data-section]')].map(
    (section) => section.dataset.section ?? '',
  );
  const [frame, sectionsLoaded] = await Promise.all([
    pageFrame(props.data, path),
    loadSectionComponents(sectionTypes).then(
      () => true,
      () => false,
    ),
  ]);
  if (!sectionsLoaded) {
    // Offline with a page kept but not its code: the prerendered page is whole without scripts, so it stays
    // as painted rather than failing half-hydrated. (A chunk that fails online reloads: chunkReload.ts.)
    console.warn("[sections] the page's code could not load; it stays as painted");
    return;
  }
  syncStoreWithPage(frame.lang, path, frame.shell);
  const page = livePage(
    frame.lang,
    <PageShell lang={frame.lang} strings={frame.strings}>
      <Page {...props} />
    </PageShell>,
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a phone stays responsive, and no long task blocks a first tap.
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, page);
  });
}
