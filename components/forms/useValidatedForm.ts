/**
 * A form's values and errors, checked by a shared yup schema (lib/forms/): each field on change, all of
 * them on submit (rules §validation: Each field validates on change and all on submit). The schema sees what would
 * be sent (`toCandidate`: cut at '|', trimmed, typed), so the form and the server judge the same thing.
 */
import { useRef, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { errorText } from '../../lib/forms/fieldErrors.ts';
import { problemOf, schemaProblems, type ErrorText } from '../../lib/forms/validation.ts';

type FormValues = Record<string, string | boolean>;

interface ValidatedForm<V extends FormValues> {
  values: V;
  /** The problem per field, for fields that are wrong, in the request forms' words (`form.error.*`). */
  errors: Partial<Record<keyof V & string, ErrorText>>;
  change: (name: keyof V & string, value: V[keyof V]) => void;
  /** Checks every field; true when the form may be sent. */
  validateAll: () => boolean;
  /**
   * Marks the fields a server refused with its texts (the schema's own, so they read like the form's);
   * fields this form does not have are left out. Returns the names it marked. A change clears them.
   */
  refuse: (refusals: readonly { field: string; message: string }[]) => string[];
  reset: () => void;
}

export function useValidatedForm<V extends FormValues>(
  initial: V,
  schema: AnyObjectSchema,
  toCandidate: (values: V) => Record<string, unknown>,
): ValidatedForm<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ValidatedForm<V>['errors']>({});
  const latest = useRef(values);
  latest.current = values;

  const problemFor = (name: string, next: V): ErrorText | undefined => {
    const message = problemOf(() => schema.validateSyncAt(name, toCandidate(next)));
    return message === undefined ? undefined : errorText(message, 'form');
  };

  return {
    values,
    errors,
    change(name, value) {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setErrors((previous) => ({ ...previous, [name]: problemFor(name, next) }));
    },
    validateAll() {
      const problems = schemaProblems(schema, toCandidate(latest.current));
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([path, message]) => [path, errorText(message, 'form')]),
        ) as ValidatedForm<V>['errors'],
      );
      return Object.keys(problems).length === 0;
    },
    refuse(refusals) {
      const own = refusals.filter(({ field }) => field in latest.current);
      if (own.length) {
        setErrors((previous) => ({
          ...previous,
          ...Object.fromEntries(own.map(({ field, message }) => [field, errorText(message, 'form')])),
        }));
      }
      return own.map(({ field }) => field);
    },
    reset() {
      latest.current = initial;
      setValues(initial);
      setErrors({});
    },
  };
}
