/** Mount point of the motion layer (filled in by its own module). */
export function Motion() {
  return null;
}
