/** Rules §header: the cart badge shows "when above 0", "padded to two digits below 10". */
export function cartBadge(count: number): string | undefined {
  if (!(count > 0)) return undefined;
  return String(count).padStart(2, '0');
}
