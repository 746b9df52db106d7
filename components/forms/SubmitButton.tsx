/**
 * The submit button of every form, in its form's look. It is disabled while a send is under way (and, in
 * the request forms, until the privacy consent is ticked); its text says what is happening, and
 * `data-state` carries a send's state for the stylesheet.
 */
import type { ReactNode } from 'react';
import type { SendState } from '../../lib/forms/sendTiming.ts';
import { classNames, FORM_LOOKS, type FormLook } from './looks.ts';

export function SubmitButton({
  look,
  disabled,
  state,
  className,
  children,
}: {
  look: FormLook;
  disabled?: boolean;
  state?: SendState;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={classNames(FORM_LOOKS[look].submit, className)}
      disabled={disabled}
      data-state={state}
    >
      {children}
    </button>
  );
}
