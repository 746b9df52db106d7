import type { SyntheticEvent } from 'react';

/**
 * Closes the <dialog> around the clicked element the native way, so components/ui/Dialog.tsx returns
 * focus and reports the close once, whichever control was used. A link's click still navigates.
 */
export function closeOwnDialog(event: SyntheticEvent<HTMLElement>): void {
  event.currentTarget.closest('dialog')?.close();
}
