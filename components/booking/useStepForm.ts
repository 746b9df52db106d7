/**
 * One form of the booking flow: validation on change (a field shows its problem once the visitor has
 * changed it) and on submit (every field; the error summary takes focus), and a send that can run only once
 * at a time (a double click never sends twice). Fields the server refuses (a 400 naming them, here or sent
 * back from the summary) show the server's text next to them and the first refused field takes focus.
 * What was typed is never cleared here: a failed send keeps it.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { sendProblemOf, type FieldRefusal, type SendProblem } from '../../lib/forms/sendProblem.ts';
import { errorText } from '../../lib/forms/fieldErrors.ts';
import { fieldNamedBy, type FieldErrors } from '../../lib/forms/validation.ts';

interface StepFormOptions {
  /** The form's field paths in page order (schema paths: `contact.email`). */
  paths: readonly string[];
  /** Every current problem of those fields. */
  validate: () => FieldErrors;
  /** Fields the provider refused on a later step, sent back here to be corrected: marked from the start. */
  refused?: readonly FieldRefusal[];
}

/** The refusals that are this form's fields, as its errors, in the server's words. */
function ownErrors(refusals: readonly FieldRefusal[], paths: readonly string[]): FieldErrors {
  return Object.fromEntries(
    refusals
      .filter(({ field }) => paths.includes(field))
      .map(({ field, message }) => [field, errorText(message, 'booking')]),
  );
}

export function useStepForm({ paths, validate, refused }: StepFormOptions) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const sentBack = Object.keys(ownErrors(refused ?? [], paths)).length > 0;
  const [submitted, setSubmitted] = useState(sentBack);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => ownErrors(refused ?? [], paths));
  /** Where focus goes next: the error summary (the form's own check) or the first refused field (the server's). */
  const [focus, setFocus] = useState<{ tick: number; on: 'summary' | 'field' }>({
    tick: sentBack ? 1 : 0,
    on: 'field',
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  const all = { ...validate(), ...serverErrors };
  const errors: FieldErrors = Object.fromEntries(
    paths
      .filter((path) => all[path] && (submitted || touched.has(path) || serverErrors[path]))
      .map((path) => [path, all[path]!]),
  );
  const summary = submitted ? paths.filter((path) => errors[path]).map((path) => ({ path, error: errors[path]! })) : [];

  useEffect(() => {
    if (!focus.tick) return;
    const field =
      focus.on === 'field'
        ? summaryRef.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : null;
    (field ?? summaryRef.current)?.focus();
  }, [focus]);

  /** Marks fields as changed (their problems show from now on) and forgets what the server said of them. */
  const touch = useCallback((...changed: string[]) => {
    setTouched((before) => new Set([...before, ...changed]));
    setServerErrors((before) =>
      changed.some((path) => path in before)
        ? Object.fromEntries(Object.entries(before).filter(([path]) => !changed.includes(path)))
        : before,
    );
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
      setFocus(({ tick }) => ({ tick: tick + 1, on: 'summary' }));
      return;
    }
    inFlight.current = true;
    setSending(true);
    setProblem(null);
    try {
      await send();
    } catch (error) {
      const read = sendProblemOf(error);
      setProblem(read);
      if (read.kind === 'rejected') {
        // The server's texts next to its fields; a server naming a field only in its message gets 'Invalid field'.
        const named = read.fields.length
          ? read.fields
          : [{ field: fieldNamedBy(read.message, paths) ?? '', message: 'Invalid field' }];
        const own = ownErrors(named, paths);
        if (Object.keys(own).length) {
          setServerErrors(own);
          setFocus(({ tick }) => ({ tick: tick + 1, on: 'field' }));
        }
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { errors, summary, summaryRef, touch, submit, sending, problem, setProblem };
}
