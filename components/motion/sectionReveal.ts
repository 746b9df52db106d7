/**
 * Which sections of the page play an entrance, and when (lib/motion.ts `sectionEntry`). Content is never
 * hidden by the server's HTML or CSS: a "from" state is set by script right before a section shows, only
 * for sections scrolling in from below the fold. gsap comes with the entrances in one chunk, imported when
 * the visitor first moves to scroll. (What is in view when a page arrives through a transition enters with
 * the cover's lift, motion.css.)
 */
import { MEDIA, sectionEntry } from '../../lib/motion.ts';
import { SCROLL_INTENT_EVENTS } from '../../lib/scrollIntent.ts';
import { matchesMedia } from './matchesMedia.ts';

type Entrances = typeof import('./gsapMotion.ts');

let entrances: Promise<Entrances | undefined> | undefined;
let observer: IntersectionObserver | undefined;

/** Loads the entrances (and gsap) once per load; a failed load leaves every section as painted. */
function loadEntrances(): Promise<Entrances | undefined> {
  entrances ??= import('./gsapMotion.ts').catch(() => undefined);
  return entrances;
}

/** Resolves at the visitor's first move to scroll (lib/scrollIntent.ts). */
function firstScrollIntent(): Promise<void> {
  return new Promise((resolve) => {
    const intent = () => {
      for (const type of SCROLL_INTENT_EVENTS) removeEventListener(type, intent, true);
      resolve();
    };
    for (const type of SCROLL_INTENT_EVENTS) addEventListener(type, intent, { capture: true, passive: true });
  });
}

function pageSections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main [data-section]')];
}

function sectionsBelowTheFold(): HTMLElement[] {
  return pageSections().filter(
    (section) => sectionEntry(section.getBoundingClientRect(), window.innerHeight) === 'onScroll',
  );
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
  for (const section of sections) {
    section.dataset.motion = 'waiting';
    watcher.observe(section);
  }
  observer = watcher;
}

/**
 * First load: what is in view stays as painted; sections below the fold play as they scroll in. The
 * entrances load at the visitor's first move to scroll, not with the page nor at idle: nothing can play
 * before it, and gsap's evaluation and its ticker (a frame loop it runs for some 120 frames from import)
 * would otherwise share a phone's first seconds with the page, every time, for visitors who never scroll.
 * The page is measured then, not as it starts, where reading the sections' boxes would force a layout
 * for a visitor who may never scroll: with none below the fold, gsap never loads. It is measured again
 * once gsap arrives (the visitor has scrolled meanwhile): only sections still below the fold are watched;
 * one that came into view before gsap stays as painted.
 */
export async function revealSectionsOnScroll(): Promise<void> {
  if (matchesMedia(MEDIA.reducedMotion)) return;
  await firstScrollIntent();
  if (!sectionsBelowTheFold().length) return;
  const loaded = await loadEntrances();
  if (!loaded || matchesMedia(MEDIA.reducedMotion)) return;
  playOnScroll(sectionsBelowTheFold(), loaded.playSectionEntrance);
}
