/** Mount point of the consent layer (filled in by its own module). */
export function Consent() {
  return null;
}
