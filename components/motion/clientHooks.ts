/**
 * Client-only facts as hooks. Both answer `false` on the server and during hydration, so the prerendered
 * HTML and the first client render agree; the real value arrives in the render right after hydration.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True once the page's script runs (after hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export { matchesMedia } from './matchesMedia.ts';
