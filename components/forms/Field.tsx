/**
 * A labelled form control with its error (rules §validation: An invalid field is marked invalid; an empty required
 * field shows a missing-value state). Required labels carry an asterisk; the error is tied to the control
 * by aria-describedby and read in the page's language.
 */
import { useId, type ReactNode } from 'react';
import { fieldErrorText } from '../../lib/forms/fieldErrors.ts';
import { useT } from '../i18n.tsx';

interface FieldProps {
  label: string;
  error: string | undefined;
  required?: boolean;
  /** Whether the control is empty: an error on an empty required field is "missing", else "invalid". */
  empty: boolean;
  hint?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    required: boolean | undefined;
  }) => ReactNode;
}

export function Field({ label, error, required, empty, hint, className, children }: FieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const text = error && fieldErrorText(error);
  const state = !error ? undefined : required && empty ? 'missing' : 'invalid';
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`} data-state={state}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required })}
      {text && (
        <p id={errorId} className="field__error">
          {'host' in text ? t(text.key, { host: text.host }) : t(text.key)}
        </p>
      )}
    </div>
  );
}

/** The field every bot fills and no person sees (the server refuses a submission that has it). */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="field--trap" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
