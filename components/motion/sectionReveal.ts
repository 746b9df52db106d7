/**
 * Which sections of the page play an entrance, and when (lib/motion.ts `sectionEntry`). Content is never
 * hidden by the server's HTML or CSS: a "from" state is set by script right before a section shows, only
 * for sections entering after a client navigation or scrolling in from below the fold. gsap comes with
 * the entrances in one chunk, imported on demand.
 */
import { COVER, MEDIA, sectionEntry } from '../../lib/motion.ts';
import { matchesMedia } from './clientHooks.ts';

type Entrances = typeof import('./gsapMotion.ts');

let entrances: Promise<Entrances | undefined> | undefined;
let observer: IntersectionObserver | undefined;

/** Starts loading the entrances (and gsap) once per load; a failed load leaves every section as painted. */
export function loadEntrances(): Promise<Entrances | undefined> {
  entrances ??= import('./gsapMotion.ts').catch(() => undefined);
  return entrances;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

function pageSections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main [data-section]')];
}

function sectionsWhere(entry: ReturnType<typeof sectionEntry>, moment: 'hydration' | 'navigation'): HTMLElement[] {
  return pageSections().filter((section) => sectionEntry(section.getBoundingClientRect(), window.innerHeight, moment) === entry);
}

/** Stops watching the previous page's sections (called when a page is left). */
export function stopSectionReveal(): void {
  observer?.disconnect();
  observer = undefined;
}

function playOnScroll(sections: HTMLElement[], play: Entrances['playSectionEntrance']) {
  stopSectionReveal();
  if (!sections.length) return;
  const watcher = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      watcher.unobserve(entry.target);
      play(entry.target as HTMLElement);
    }
  });
  for (const section of sections) watcher.observe(section);
  observer = watcher;
}

/**
 * First load: what is in view stays as painted; sections below the fold play as they scroll in. The
 * entrances load when the browser is idle, and the page is measured again then (the visitor may have
 * scrolled meanwhile): only sections still below the fold are watched.
 */
export async function revealSectionsAfterHydration(): Promise<void> {
  if (matchesMedia(MEDIA.reducedMotion) || !sectionsWhere('onScroll', 'hydration').length) return;
  await whenIdle();
  const loaded = await loadEntrances();
  if (!loaded || matchesMedia(MEDIA.reducedMotion)) return;
  playOnScroll(sectionsWhere('onScroll', 'hydration'), loaded.playSectionEntrance);
}

/**
 * After a client navigation, while the cover still hides the new page: sets up the sections in view to
 * play as the cover lifts (`delaySeconds`), and watches the rest. If the entrances are still loading,
 * the cover does not wait for them for long: sections then show as painted.
 */
export async function revealSectionsUnderCover(delaySeconds: number): Promise<void> {
  stopSectionReveal();
  if (matchesMedia(MEDIA.reducedMotion)) return;
  const loaded = await within(loadEntrances(), COVER.tweensWaitMs);
  if (!loaded) {
    // Too late for the sections in view; those below the fold can still play once the code is here.
    void loadEntrances().then((late) => late && playOnScroll(sectionsWhere('onScroll', 'navigation'), late.playSectionEntrance));
    return;
  }
  for (const section of sectionsWhere('withCover', 'navigation')) loaded.playSectionEntrance(section, delaySeconds);
  playOnScroll(sectionsWhere('onScroll', 'navigation'), loaded.playSectionEntrance);
}
