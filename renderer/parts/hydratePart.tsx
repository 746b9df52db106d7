/**
 * Hydrates one part of the prerendered page as a root of its own (wakeParts.ts decides when). The first
 * part to wake fills the store from the page's data, as the server did before rendering, so every part
 * reads the same store the server's render read.
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { tableTranslator } from '../../components/i18n.tsx';
import { actions, store, syncStoreWithPage } from '../../components/store/store.ts';
import { inFirstEntry } from '../../components/motion/firstEntry.ts';
import { INTRO_END_EVENT, PAGE_LEAVE_EVENT } from '../../lib/motion.ts';
import { pageFrame, type PageFrame, type PageProps } from '../pageFrame.ts';
import { partRootOptions } from './partErrors.ts';
import { PartTree } from './PartTree.tsx';
import { partIdPrefix, type PartName } from './wake.ts';
import { readTypedValues, replayTypedValues } from './typedValues.ts';
import { nextTask } from '../../components/ui/nextTask.ts';

/** The document's path, decoded as vike decodes `urlPathname` on the server. */
function documentPath(): string {
  try {
    return decodeURIComponent(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

let frame: Promise<PageFrame> | undefined;

/** The page's frame, read once, with the store filled from it. */
function pageFrameOnce(props: PageProps): Promise<PageFrame> {
  frame ??= pageFrame(props.data, documentPath()).then((read) => {
    syncStoreWithPage(read.lang, documentPath(), read.shell);
    // First entry is the page's first script's (components/motion/firstEntry.ts); the store follows it.
    store.firstEnter.value = inFirstEntry();
    document.addEventListener(INTRO_END_EVENT, () => {
      store.firstEnter.value = false;
    });
    // Leaving through a link closes the panels (components/motion/pageTransition.ts).
    document.addEventListener(PAGE_LEAVE_EVENT, actions.leavePage);
    return read;
  });
  return frame;
}

/**
 * Hydrates `element`'s part, and resolves once it is live, holding what the visitor typed into it
 * meanwhile (typedValues.ts).
 * @param page the page's props (its data carries the frame: language, strings, shell)
 * @param props the part's own props: the page's for the page's own part, none for the others
 */
export async function hydratePart(
  element: HTMLElement,
  name: PartName,
  // biome-ignore lint/suspicious/noExplicitAny: a part's props are the JSON its server render wrote, or none
  Component: ComponentType<any>,
  page: PageProps,
  props: PageProps | Record<string, never>,
): Promise<void> {
  const { lang, strings } = await pageFrameOnce(page);
  const t = tableTranslator(lang, strings); // route-language tables are complete (lib/i18n.test.ts)
  const typed = readTypedValues(element);
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds: a phone stays responsive.
    startTransition(() => {
      hydrateRoot(
        element,
        <PartTree name={name} lang={lang} t={t} onLive={resolve}>
          <Component {...props} />
        </PartTree>,
        // Every error of the part logged with its name: a mismatch, an error its boundary caught.
        { identifierPrefix: partIdPrefix(name), ...partRootOptions(name) },
      );
    });
  });
  // React renders what the replay changed before a press held meanwhile is done again (wakeParts.ts).
  if (replayTypedValues(element, typed)) await nextTask();
}
