/**
 * Which sections of the page play an entrance, and when (lib/motion.ts `sectionEntry`). Content is never
 * hidden by the server's HTML or CSS: a "from" state is set by script right before a section shows, only
 * for sections scrolling in from below the fold. gsap comes with the entrances in one chunk, imported at
 * idle. (What is in view when a page arrives through a transition enters with the cover's lift, motion.css.)
 */
import { MEDIA, sectionEntry } from '../../lib/motion.ts';
import { matchesMedia } from './clientHooks.ts';
import { whenIdle } from '../ui/whenIdle.ts';

type Entrances = typeof import('./gsapMotion.ts');

let entrances: Promise<Entrances | undefined> | undefined;
let observer: IntersectionObserver | undefined;

/** Loads the entrances (and gsap) once per load; a failed load leaves every section as painted. */
function loadEntrances(): Promise<Entrances | undefined> {
  entrances ??= import('./gsapMotion.ts').catch(() => undefined);
  return entrances;
}


function pageSections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main [data-section]')];
}

function sectionsBelowTheFold(): HTMLElement[] {
  return pageSections().filter((section) => sectionEntry(section.getBoundingClientRect(), window.innerHeight) === 'onScroll');
}

function playOnScroll(sections: HTMLElement[], play: Entrances['playSectionEntrance']) {
  observer?.disconnect();
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
  if (matchesMedia(MEDIA.reducedMotion) || !sectionsBelowTheFold().length) return;
  await new Promise<void>((resolve) => whenIdle(resolve, 2000));
  const loaded = await loadEntrances();
  if (!loaded || matchesMedia(MEDIA.reducedMotion)) return;
  playOnScroll(sectionsBelowTheFold(), loaded.playSectionEntrance);
}
