/**
 * One form of the booking flow: validation on change (a field shows its problem once the visitor has
 * changed it) and on submit (every field; the error summary takes focus), and a send that can run only once
 * at a time (a double click never sends twice). What was typed is never cleared here: a failed send keeps it.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { problemOf, type Problem } from './provider.ts';
import { fieldNamedBy, type ErrorText, type FieldErrors } from './validation.ts';

interface StepFormOptions {
  /** The form's field paths in page order (schema paths: `contact.email`). */
  paths: readonly string[];
  /** Every current problem of those fields. */
  validate: () => FieldErrors;
  /** A field the provider refused on a later step, sent back here to be corrected: marked from the start. */
  refused?: string;
}

export function useStepForm({ paths, validate, refused }: StepFormOptions) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const sentBack = refused !== undefined && paths.includes(refused);
  const [submitted, setSubmitted] = useState(sentBack);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => (sentBack ? { [refused]: { key: 'booking.error.invalid' } } : {}));
  const [focusTick, setFocusTick] = useState(sentBack ? 1 : 0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  const all = { ...validate(), ...serverErrors };
  const errors: FieldErrors = Object.fromEntries(paths.filter((path) => all[path] && (submitted || touched.has(path) || serverErrors[path])).map((path) => [path, all[path]!]));
  const summary = submitted ? paths.filter((path) => errors[path]).map((path) => ({ path, error: errors[path]! })) : [];

  useEffect(() => {
    if (focusTick) summaryRef.current?.focus();
  }, [focusTick]);

  /** Marks fields as changed (their problems show from now on) and forgets what the server said of them. */
  const touch = useCallback((...changed: string[]) => {
    setTouched((before) => new Set([...before, ...changed]));
    setServerErrors((before) => (changed.some((path) => path in before)
      ? Object.fromEntries(Object.entries(before).filter(([path]) => !changed.includes(path)))
      : before));
  }, []);

  /**
   * The submit handler: checks every field; with problems focuses the summary, else runs `send` once.
   * `send` may throw: the failure becomes `problem` (and a field error when the server named a field).
   */
  const submit = (send: () => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const found = validate();
    if (paths.some((path) => found[path])) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setProblem(null);
    try {
      await send();
    } catch (error) {
      const read = problemOf(error);
      setProblem(read);
      if (read.kind === 'rejected') {
        const field = read.field && paths.includes(read.field) ? read.field : fieldNamedBy(read.message, paths);
        if (field) {
          setServerErrors({ [field]: { key: 'booking.error.invalid' } satisfies ErrorText });
          setFocusTick((tick) => tick + 1);
        }
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { errors, summary, summaryRef, touch, submit, sending, problem, setProblem };
}
