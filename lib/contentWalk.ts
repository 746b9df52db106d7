/**
 * Walks content as the API sends it (pages, blocks, landings: plain JSON), for the readers that check
 * what copy states (lib/booking/bookingFacts.ts, lib/bookingProviderLinks.ts, `npm run demo:check`).
 * Pure.
 */

/** Visits a value and every value inside it, depth first, parents before their children. */
export function walkContent(value: unknown, visit: (node: unknown) => void): void {
  visit(value);
  if (Array.isArray(value)) for (const item of value) walkContent(item, visit);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) walkContent(item, visit);
}

/** Every string in a value, at any depth. */
export function contentStrings(value: unknown): string[] {
  const found: string[] = [];
  walkContent(value, (node) => {
    if (typeof node === 'string') found.push(node);
  });
  return found;
}

/**
 * Every string held under `key` at any depth (a link's `url`); a value under `key` that is not a string is
 * searched like any other.
 * @example stringsUnder({ cards: [{ link: { url: '/a' } }, { url: { url: '/b' } }] }, 'url') // ['/a', '/b']
 */
export function stringsUnder(value: unknown, key: string, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) stringsUnder(item, key, found);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) {
      if (name === key && typeof item === 'string') found.push(item);
      else stringsUnder(item, key, found);
    }
  return found;
}
