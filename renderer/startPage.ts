import type { ComponentType } from 'react';
import { nextTask } from '../components/ui/nextTask.ts';
import { reloadOnceOnChunkError } from './chunkReload.ts';

/**
 * Starts a page from its `+client.ts`: React's client first, then, in a later task, the page's own code,
 * then hydration.
 *
 * One module graph is evaluated in one task: react-dom and every module of the page at once, 67–101 ms on
 * a phone (4x CPU), which Lighthouse counts as blocking time. Split, the two parts take 62–66 ms and up to
 * 43 ms (docs/performance.md "Short tasks while the page comes alive"). The chunks are all preloaded with the entry
 * (scripts/build/firstPaint.ts
 * `entryImports`), so neither step waits for the network.
 */
// biome-ignore lint/suspicious/noExplicitAny: each page's data is its own type; the props are the JSON its server render wrote
export async function startPage(loadPage: () => Promise<{ default: ComponentType<{ data: any }> }>): Promise<void> {
  // Before any import can fail: a chunk that cannot load reloads the page once, if the site answers.
  reloadOnceOnChunkError();
  let started: [typeof import('./hydratePage.tsx'), Awaited<ReturnType<typeof loadPage>>];
  try {
    await import('react-dom/client');
    // A new task: modules already preloaded would otherwise be evaluated in this one, as microtasks.
    await nextTask();
    started = await Promise.all([import('./hydratePage.tsx'), loadPage()]);
  } catch {
    // Offline with the page kept but not its code: the prerendered page is whole without scripts, so it
    // stays as painted. (Online, the chunk reload above has already been asked for.)
    console.warn("[page] the page's code could not load; it stays as painted");
    return;
  }
  const [{ hydratePage }, { default: Page }] = started;
  await hydratePage(Page);
}
