/**
 * What a submitted JSON body may hold before any schema reads it: plain data. A key that names a property
 * every object inherits (`constructor`, `toString`, `__proto__`, …) reaches into the schema library's own
 * lookups instead of a field, and nesting without end costs stack for nothing; both are refused with the
 * key's path, so the client hears which field is wrong and nothing is stored.
 */
import type { FieldProblem } from './fieldRules.ts';

/** The deepest nesting a submission has: booking → extras → extra (3); the rest is room, not use. */
export const MAX_JSON_DEPTH = 8;

/** Names an object inherits: `__proto__` and every property of Object.prototype. */
const INHERITED = new Set(['__proto__', ...Object.getOwnPropertyNames(Object.prototype)]);

/**
 * The first key of `value` a schema must not see, or a nesting deeper than `maxDepth`; undefined when the
 * value is plain data.
 * @example plainJsonProblem({ contact: { valueOf: 1 } }) // { field: 'contact.valueOf', message: "field name 'valueOf' is not accepted" }
 * @example plainJsonProblem({ name: 'Anna' }) // undefined
 */
export function plainJsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH, path = ''): FieldProblem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (maxDepth < 1) return { field: path || 'body', message: `nested deeper than ${MAX_JSON_DEPTH} levels` };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]]);
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : key;
    if (!Array.isArray(value) && INHERITED.has(key)) return { field, message: `field name '${key}' is not accepted` };
    const problem = plainJsonProblem(item, maxDepth - 1, field);
    if (problem) return problem;
  }
  return undefined;
}
