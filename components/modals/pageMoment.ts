/**
 * What the page is doing, as lib/banners.ts promoMayOpen reads it: another dialog open, the focus in a
 * form, the last key typed into a field. Listening starts with the banner schedule, on pages that have a
 * banner to show; it costs one capturing listener.
 */
import type { PromoMoment } from '../../lib/banners.ts';

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Every modal of the site is a native <dialog> (components/ui/Dialog.tsx), the intro an aria-modal element. */
const OTHER_DIALOG = 'dialog[open]:not(.banner-modal), [aria-modal="true"]:not(.banner-modal)';

let lastTypedAt = -Infinity;

function onTyping(event: Event) {
  if (event.target instanceof Element && event.target.closest(FIELD)) lastTypedAt = performance.now();
}

/** Starts noting when the visitor types into a field; returns the stop. */
export function watchTyping(): () => void {
  document.addEventListener('keydown', onTyping, true);
  document.addEventListener('input', onTyping, true);
  return () => {
    document.removeEventListener('keydown', onTyping, true);
    document.removeEventListener('input', onTyping, true);
  };
}

export function pageMoment(): PromoMoment {
  const focused = document.activeElement;
  return {
    // Shown ones only: the intro's cover is in every page, displayed on a first visit alone.
    otherDialogOpen: [...document.querySelectorAll<HTMLElement>(OTHER_DIALOG)].some(
      (element) => element.checkVisibility?.({ visibilityProperty: true }) ?? true,
    ),
    inForm: focused instanceof Element && focused !== document.body && focused.closest(`form, ${FIELD}`) !== null,
    sinceTypingMs: performance.now() - lastTypedAt,
  };
}
