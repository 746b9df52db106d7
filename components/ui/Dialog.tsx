import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Called when the visitor closes it (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy?: string;
  /** A name when no heading is visible. */
  label?: string;
  className?: string;
  /** A click outside the panel closes it (side panels); modals with a form keep it open. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * Every dialog of the site (panels, modals, the cart) on the native <dialog> element: `showModal()` makes
 * the rest of the page inert (focus stays inside), Escape closes it, and focus returns to the control that
 * opened it. Open/closed is state the caller owns, so a store signal can drive it.
 */
export function Dialog({ open, onClose, labelledBy, label, className, closeOnBackdrop = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      opener.current?.focus({ preventScroll: true });
      opener.current = null;
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; Escape does it from the keyboard
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onClick={
        closeOnBackdrop
          ? (event) => {
              // A click on the <dialog> itself (not its content) is a click on the backdrop.
              if (event.target === event.currentTarget) event.currentTarget.close();
            }
          : undefined
      }
    >
      {children}
    </dialog>
  );
}
