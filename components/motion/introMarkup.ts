/**
 * The first-visit intro's cover as the server writes it (rules §motion: On first entry an intro cover text ...
 * animates): in every prerendered page, first in <body> and outside React's root, hidden unless the head
 * script has marked a first visit (renderer/inline/introFirstPaint.ts, `html[data-intro="playing"]`). Then
 * it is painted with the page's first frame and plays by CSS alone (motion.css): the text rises, and it
 * slides away at the intro delay, with or without scripts. introBehaviour.ts adds the Skip button's
 * behaviour, the focus and the end of first entry.
 */
import { escapeHtml } from '../../lib/html.ts';
import { introPhrases } from '../../lib/motion.ts';

export const INTRO_COVER_ID = 'intro-cover';

/**
 * The text once for assistive technology, and in pieces (words, or characters in Japanese) that rise in
 * turn, grouped in phrases that a line never breaks inside (lib/motion.ts introPhrases).
 */
export function introCoverMarkup(text: string, skipLabel: string): string {
  const spaced = /\s/.test(text.trim());
  let index = 0;
  const phrases = introPhrases(text)
    .map((phrase, p) => {
      const pieces = phrase
        .map((piece) => `<span class="intro-cover__piece" style="--i:${index++}">${escapeHtml(piece)}</span>`)
        .join('');
      return `${p > 0 ? (spaced ? ' ' : '<wbr>') : ''}<span class="intro-cover__phrase">${pieces}</span>`;
    })
    .join('');
  return (
    `<div id="${INTRO_COVER_ID}" class="intro-cover" role="dialog" aria-modal="true" aria-labelledby="intro-cover-text">` +
    `<p id="intro-cover-text" class="intro-cover__text"><span class="visually-hidden">${escapeHtml(text)}</span>` +
    `<span class="intro-cover__pieces" aria-hidden="true">${phrases}</span></p>` +
    `<button type="button" class="intro-cover__skip" hidden>${escapeHtml(skipLabel)}</button></div>`
  );
}
