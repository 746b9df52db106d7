/**
 * Rules §header: Header hides on scroll down and reappears on scroll up, only on site pages with more than one
 * section and without a page error.
 */
interface HeaderScrollContext {
  /** The page belongs to a site (not the language landing). */
  isSitePage: boolean;
  sectionCount: number;
  pageError: boolean;
}

export function headerMayHide({ isSitePage, sectionCount, pageError }: HeaderScrollContext): boolean {
  return isSitePage && sectionCount > 1 && !pageError;
}

/** Small movements (and the top of the page) never hide the header. */
const SCROLL_TOLERANCE_PX = 8;

export function headerHiddenAfterScroll(hidden: boolean, previousY: number, y: number, headerHeight: number): boolean {
  if (y <= headerHeight) return false;
  if (Math.abs(y - previousY) < SCROLL_TOLERANCE_PX) return hidden;
  return y > previousY;
}
