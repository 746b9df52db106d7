/** Whether a media query matches now, once, outside React (the transition and section code). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}
