/**
 * Spec §4: "Menu, language panel and location panel are toggles. On leaving a page all are closed if
 * open. Opening the menu closes the location list and vice versa; opening the chooser closes the menu.
 * The header language list closes when the header hides on scroll. Resizing above 768 px closes the menu."
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

export function closePanel(panels: Panels, name: PanelName): Panels {
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

/** "Resizing above 768 px closes the menu." */
export function onResize(panels: Panels, viewportWidth: number): Panels {
  return viewportWidth > BREAKPOINTS.mobilePx ? closePanel(panels, 'menuOpen') : panels;
}
