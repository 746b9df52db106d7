/** Mount point of the modals layer (filled in by its own module). */
export function Modals() {
  return null;
}
