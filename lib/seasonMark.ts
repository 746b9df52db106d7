/**
 * The HTML attribute a shown seasonal item carries: the last day it is shown, `YYYY-MM-DD` (lib/seasonalContent.ts
 * writes it, renderer/inline/season.ts reads it). A module of its own so the head script bundles nothing else.
 */
export const SHOW_UNTIL_ATTRIBUTE = 'data-show-until';
