/**
 * Rules §panels: Menu, language panel and location panel are toggles. On leaving a page all are closed if
 * open. Opening the menu closes the location list and vice versa; opening the chooser closes the menu.
 * The header language list closes when the header hides on scroll. Resizing above 768 px closes the menu.
 */
import { BREAKPOINTS } from './limits.ts';

export interface Panels {
  menuOpen: boolean;
  langOpen: boolean;
  locationOpen: boolean;
}

export type PanelName = keyof Panels;

export const ALL_CLOSED: Panels = { menuOpen: false, langOpen: false, locationOpen: false };

/** What opening a panel closes. */
const EXCLUDES: Record<PanelName, PanelName[]> = {
  menuOpen: ['locationOpen'],
  locationOpen: ['menuOpen'],
  langOpen: ['menuOpen'],
};

export function togglePanel(panels: Panels, name: PanelName): Panels {
  if (panels[name]) return { ...panels, [name]: false };
  const next = { ...panels, [name]: true };
  for (const closed of EXCLUDES[name]) next[closed] = false;
  return next;
}

function closePanel(panels: Panels, name: PanelName): Panels {
  return panels[name] ? { ...panels, [name]: false } : panels;
}

/** "On leaving a page all are closed if open." */
export function onPageLeave(): Panels {
  return ALL_CLOSED;
}

/** "The header language list closes when the header hides on scroll." */
export function onHeaderHidden(panels: Panels): Panels {
  return closePanel(panels, 'langOpen');
}

/** A settled resize: the viewport's width before and after it, and whether the header still offers the burger. */
export interface Resize {
  fromWidth: number;
  toWidth: number;
  /** The burger is shown at the new size (the desktop navigation has not taken its place). */
  menuOffered: boolean;
}

/**
 * "Resizing above 768 px closes the menu": the width has to grow across 768 px. A change of height alone
 * (a tablet's on-screen keyboard, its URL bar) or of width on one side of 768 px leaves the menu open,
 * unless the header no longer offers the burger at the new width (the desktop navigation took its place).
 */
export function onResize(panels: Panels, { fromWidth, toWidth, menuOffered }: Resize): Panels {
  const crossedUp = fromWidth <= BREAKPOINTS.mobilePx && toWidth > BREAKPOINTS.mobilePx;
  const menuGone = toWidth !== fromWidth && !menuOffered;
  return crossedUp || menuGone ? closePanel(panels, 'menuOpen') : panels;
}
