/**
 * Rules §validation: Generic input error texts: 'Required field' when a required value is missing, the email text for
 * email fields, otherwise 'Invalid field'. Checked for every required field of every form schema, with the
 * empty values a form sends (an empty text, an unchosen select or radio, an empty number input, no value).
 */
import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { bookingRequestSchema, groupRequestSchema, waitlistSchema } from './bookingSchemas.ts';
import { contactFormSchema, FIELD_ERRORS, reserveFormSchema } from './schemas.ts';

/** The message for `path` in `value`, or undefined when the field passes. */
function messageAt(schema: AnyObjectSchema, path: string, value: Record<string, unknown>): string | undefined {
  try {
    schema.validateSyncAt(path, value);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** The required leaf fields of a schema, as paths (`contact.email`). */
function requiredPaths(schema: AnyObjectSchema, prefix = ''): { path: string; type: string }[] {
  const description = schema.describe() as { fields: Record<string, { type: string; optional: boolean }> };
  return Object.entries(description.fields).flatMap(([name, field]): { path: string; type: string }[] => {
    const path = `${prefix}${name}`;
    if (field.type === 'object') return requiredPaths(schema.fields[name] as AnyObjectSchema, `${path}.`);
    return field.optional ? [] : [{ path, type: field.type }];
  });
}

function set(value: Record<string, unknown>, path: string, leaf: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...value, [head!]: leaf };
  return { ...value, [head!]: set((value[head!] ?? {}) as Record<string, unknown>, rest.join('.'), leaf) };
}

const SCHEMAS: Record<string, AnyObjectSchema> = {
  reserve: reserveFormSchema(),
  contact: contactFormSchema(),
  booking: bookingRequestSchema(),
  waitlist: waitlistSchema(),
  group: groupRequestSchema(),
};

describe('an empty required field says "Required field" (never "Invalid field")', () => {
  for (const [form, schema] of Object.entries(SCHEMAS)) {
    it(`in the ${form} form, for every required field left empty, unchosen or absent`, () => {
      const paths = requiredPaths(schema);
      expect(paths.length).toBeGreaterThan(2);
      const wrong: string[] = [];
      for (const { path, type } of paths) {
        // A checkbox is never '': unticked it is false (consent) or absent.
        const empties = type === 'boolean' ? [undefined] : ['', undefined];
        for (const empty of empties) {
          const message = messageAt(schema, path, set({ site: 'florence', lang: 'en' }, path, empty));
          if (message !== FIELD_ERRORS.required) wrong.push(`${path}=${JSON.stringify(empty)}: ${message}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a required choice that is not one of its options is still "Invalid field"', () => {
    expect(messageAt(SCHEMAS.contact!, 'requestType', { requestType: 'wedding' })).toBe(FIELD_ERRORS.invalid);
    expect(messageAt(SCHEMAS.booking!, 'service', { service: 'breakfast' })).toBe(FIELD_ERRORS.invalid);
    expect(messageAt(SCHEMAS.booking!, 'guests', { site: 'florence', guests: 'two' })).toBe(FIELD_ERRORS.invalid);
  });
});
