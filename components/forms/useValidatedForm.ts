/**
 * A form's values and errors, checked by a shared yup schema (lib/forms/): each field on change, all of
 * them on submit (rules §validation: Each field validates on change and all on submit). The schema sees what would
 * be sent (`toCandidate`: cut at '|', trimmed, typed), so the form and the server judge the same thing.
 */
import { useRef, useState } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';

type FormValues = Record<string, string | boolean>;

interface ValidatedForm<V extends FormValues> {
  values: V;
  /** The schema's message per field, for fields that are wrong. */
  errors: Partial<Record<keyof V & string, string>>;
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

  const messageFor = (name: string, next: V): string | undefined => {
    try {
      schema.validateSyncAt(name, toCandidate(next));
      return undefined;
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
      throw error;
    }
  };

  return {
    values,
    errors,
    change(name, value) {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setErrors((previous) => ({ ...previous, [name]: messageFor(name, next) }));
    },
    validateAll() {
      try {
        schema.validateSync(toCandidate(latest.current), { abortEarly: false });
        setErrors({});
        return true;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const found: ValidatedForm<V>['errors'] = {};
        for (const inner of error.inner.length ? error.inner : [error]) {
          const path = (inner.path ?? '') as keyof V & string;
          found[path] ??= inner.message;
        }
        setErrors(found);
        return false;
      }
    },
    refuse(refusals) {
      const own = refusals.filter(({ field }) => field in latest.current);
      if (own.length) {
        setErrors((previous) => ({
          ...previous,
          ...Object.fromEntries(own.map(({ field, message }) => [field, message])),
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
