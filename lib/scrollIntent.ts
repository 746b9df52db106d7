/**
 * The visitor's first move to scroll, which two things wait for: the section entrances (gsap loads then,
 * components/motion/sectionReveal.ts) and, on touch screens, the page's scrollbar (renderer/base.css).
 *
 * Why the scrollbar waits on touch screens: Chromium flashes a page's overlay scrollbar some 300 ms after
 * its first paint (a bare page of paragraphs does it too), fading it out over about 20 frames. Each one is
 * drawn by the compositor while the page starts, and, under Lighthouse, screenshotted as well. An overlay
 * scrollbar takes no room, so hiding it until the visitor scrolls moves nothing; once they do, it shows
 * as it always would.
 */

/**
 * The first sign that the visitor is about to scroll, or is scrolling: a wheel, a touch, a key (arrows,
 * space, Page Down, Tab), or a scroll itself (a scrollbar, an anchor, a focus that scrolls). Listened to
 * in the capture phase on the window, so a scroll inside a carousel counts too.
 */
export const SCROLL_INTENT_EVENTS = ['wheel', 'touchstart', 'keydown', 'scroll'] as const;

/** Set on <html> at the first move to scroll (renderer/inline/scrollIntent.ts), and never removed. */
export const SCROLL_INTENT_ATTRIBUTE = 'data-scroll-intent';
