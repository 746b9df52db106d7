/**
 * The Element Timing name (`elementtiming`) of a page's eager primary picture (the first hero, else the
 * product): the page's scripts start once it is painted (renderer/inline/pageScripts.ts), so their
 * downloads are never part of the paint of the page's largest image.
 */
export const PRIMARY_PICTURE_TIMING = 'primary-picture';
