/**
 * Spec §2 Header: "navigation items are split in half, first half left, rest right". With an odd count
 * the left half takes the extra item, so the logo sits nearer the centre of the first half's reading.
 */
export function splitNav<T>(items: readonly T[]): { left: T[]; right: T[] } {
  const half = Math.ceil(items.length / 2);
  return { left: items.slice(0, half), right: items.slice(half) };
}
