/**
 * Whether an image has finished loading and is broken. A finished image with no natural width is broken,
 * or an SVG without intrinsic size; `decode()` tells them apart (it rejects for the broken one only).
 */
export async function isBroken(img: Pick<HTMLImageElement, 'complete' | 'naturalWidth' | 'decode'>): Promise<boolean> {
  if (!img.complete || img.naturalWidth > 0) return false;
  return img.decode().then(
    () => false,
    () => true,
  );
}
