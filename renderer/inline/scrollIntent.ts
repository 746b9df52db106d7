/**
 * Inline in `<head>` (generated: scripts/build/inlineScripts.ts): sets lib/scrollIntent.ts
 * `SCROLL_INTENT_ATTRIBUTE` at the visitor's first move to scroll. It runs before the page's own scripts,
 * which start after `load`, so a visitor who scrolls while a slow page loads gets the scrollbar too
 * (lib/scrollIntent.ts says why the scrollbar waits).
 */
import { SCROLL_INTENT_ATTRIBUTE, SCROLL_INTENT_EVENTS } from '../../lib/scrollIntent.ts';

export default function markScrollIntent(): void {
  const seen = () => {
    document.documentElement.setAttribute(SCROLL_INTENT_ATTRIBUTE, '');
    for (const type of SCROLL_INTENT_EVENTS) removeEventListener(type, seen, true);
  };
  for (const type of SCROLL_INTENT_EVENTS) addEventListener(type, seen, { capture: true, passive: true });
}
