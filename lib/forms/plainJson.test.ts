import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, plainJsonProblem } from './plainJson.ts';

describe('plainJsonProblem', () => {
  it('accepts plain data, arrays and nesting up to the limit', () => {
    expect(
      plainJsonProblem({ name: 'Anna', extras: [{ id: 'wine', quantity: 2 }], consent: true, notes: null }),
    ).toBeUndefined();
    expect(plainJsonProblem('text')).toBeUndefined();
    let nested: unknown = 'leaf';
    for (let level = 0; level < MAX_JSON_DEPTH; level++) nested = { a: nested };
    expect(plainJsonProblem(nested)).toBeUndefined();
  });

  it('names every key an object inherits, at any depth, with its path', () => {
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__']) {
      expect(plainJsonProblem({ name: 'Anna', [key]: 1 })).toEqual({
        field: key,
        message: `field name '${key}' is not accepted`,
      });
    }
    expect(plainJsonProblem({ contact: { name: 'Anna', valueOf: 1 } })?.field).toBe('contact.valueOf');
    expect(plainJsonProblem({ extras: [{ id: 'wine' }, { toString: 'x' }] })?.field).toBe('extras.1.toString');
    // JSON.parse makes "__proto__" an own key, not the prototype: it is found like any other.
    expect(plainJsonProblem(JSON.parse('{"__proto__": {"admin": true}}'))?.field).toBe('__proto__');
  });

  it('refuses nesting deeper than the limit, naming where it starts', () => {
    const deep = JSON.parse(`{"extras":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(plainJsonProblem(deep)).toEqual({
      field: `extras${'.0'.repeat(MAX_JSON_DEPTH - 1)}`,
      message: `nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });
});
