/**
 * The field wrapper every form uses: a label (an asterisk on required ones, rules §validation), an optional
 * hint, the control, and its error in the page's language, tied together by id, aria-invalid and
 * aria-describedby. An invalid field is marked invalid; an empty required field shows a missing-value state
 * (`data-state`). The error line is in the page only while there is an error, so aria-describedby never
 * names an empty element.
 */
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n.tsx';
import { classNames, FORM_LOOKS, type FormLook } from './looks.ts';
import type { ErrorText } from '../../lib/forms/validation.ts';

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** aria-* for a control: invalid when it has an error, described by its hint and its error line. */
export function fieldAria(id: string, error: ErrorText | undefined, hint?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': classNames(hint && hintId(id), error && errorId(id)) || undefined,
  } as const;
}

/** The asterisk of a required field's label, for the eye only (the control itself is `required`). */
export function RequiredMark({ look = 'request' }: { look?: FormLook }) {
  return (
    <span className={FORM_LOOKS[look].required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error, under the id its control's aria-describedby names. */
export function FieldError({
  id,
  error,
  look = 'request',
}: {
  id: string;
  error: ErrorText | undefined;
  look?: FormLook;
}) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={errorId(id)} className={FORM_LOOKS[look].error}>
      {t(error.key, error.vars)}
    </p>
  );
}

function FieldHint({ id, hint, look }: { id: string; hint: string | undefined; look: FormLook }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className={FORM_LOOKS[look].hint}>
      {hint}
    </p>
  );
}

/** What a control gets from its field: its id, its class in the look, and its aria wiring. */
export interface FieldControl {
  id: string;
  className: string | undefined;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  error: ErrorText | undefined;
  look?: FormLook;
  /** The control's id (a booking field's, which the error summary links to); a new one when not given. */
  id?: string;
  required?: boolean;
  /** Whether the control is empty: an error on an empty required field is "missing", else "invalid". */
  empty?: boolean;
  hint?: string;
  className?: string;
  /** What stands between the control and its error (a textarea's characters left). */
  after?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}

export function Field({
  label,
  error,
  look = 'request',
  id: givenId,
  required,
  empty,
  hint,
  className,
  after,
  children,
}: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const names = FORM_LOOKS[look];
  const state = !error ? undefined : required && empty ? 'missing' : 'invalid';
  return (
    <div className={classNames(names.field, className)} data-state={state}>
      <label className={names.label} htmlFor={id}>
        {label}
        {required && <RequiredMark look={look} />}
      </label>
      <FieldHint id={id} hint={hint} look={look} />
      {children({ id, className: names.control, required, ...fieldAria(id, error, Boolean(hint)) })}
      {after}
      <FieldError id={id} error={error} look={look} />
    </div>
  );
}

/**
 * A field of several controls (radio choices, a phone's code and number, a date in three parts): a fieldset
 * named by its legend, described by its hint and its error. `id` names the hint and error lines.
 */
export function FieldGroup({
  id,
  legend,
  error,
  look = 'request',
  required,
  hint,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  error: ErrorText | undefined;
  look?: FormLook;
  required?: boolean;
  hint?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={fieldAria(id, error, Boolean(hint))['aria-describedby']}>
      <legend className={FORM_LOOKS[look].label}>
        {legend}
        {required && <RequiredMark look={look} />}
      </legend>
      <FieldHint id={id} hint={hint} look={look} />
      {children}
      <FieldError id={id} error={error} look={look} />
    </fieldset>
  );
}
