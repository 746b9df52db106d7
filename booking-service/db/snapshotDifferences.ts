/**
 * Where two drizzle-kit snapshots of the database differ, in words: the latest snapshot in
 * migrations/meta/ (what the migrations make) against the schema's (`generateDrizzleJson(schema)`).
 * Read straight from the two JSON documents, so it names every difference without asking anything;
 * drizzle-kit's own diff asks at a terminal whether a column that went and one that came are a rename.
 */
import { isDeepStrictEqual } from 'node:util';

/** A snapshot as JSON: `meta/NNNN_snapshot.json`, or drizzle-kit's `generateDrizzleJson` answer. */
export type Snapshot = { [key: string]: unknown };

/** What the entries under each key of a snapshot are, named in the lines. */
const ENTRIES: Record<string, string> = {
  tables: 'table',
  columns: 'column',
  indexes: 'index',
  foreignKeys: 'foreign key',
  compositePrimaryKeys: 'primary key',
  uniqueConstraints: 'unique constraint',
  checkConstraints: 'check constraint',
  policies: 'policy',
  enums: 'enum',
  schemas: 'schema',
  sequences: 'sequence',
  roles: 'role',
  views: 'view',
};

/** A snapshot's place in the chain (its id, its predecessor's, the renames it recorded): not the database. */
const CHAIN_KEYS = new Set(['id', 'prevId', '_meta']);

type Json = { [key: string]: unknown };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `public.outbox` is `outbox`: every table is in the default schema. */
const shortName = (name: string) => name.replace(/^public\./, '');

const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

/**
 * One line per difference, each naming the table and column, index or constraint:
 * `table card_tokens, column note: in the schema, in no migration`,
 * `table card_tokens, column site: type "text" in the migrations, "integer" in the schema`.
 * @returns no lines when `npm run db:generate` would write no migration
 */
export function snapshotDifferences(migrations: Snapshot, schema: Snapshot): string[] {
  const lines: string[] = [];
  const database = (snapshot: Snapshot) =>
    JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(snapshot).filter(([key]) => !CHAIN_KEYS.has(key)))));
  compare(database(migrations), database(schema), [], lines);
  return lines;
}

function compare(migrations: Json, schema: Json, where: string[], lines: string[]): void {
  const place = (property?: string) => [...where, ...(property ? [property] : [])].join(', ') || 'the snapshot';
  for (const key of new Set([...Object.keys(migrations), ...Object.keys(schema)])) {
    const before = migrations[key];
    const after = schema[key];
    if (isDeepStrictEqual(before, after)) continue;
    const entry = ENTRIES[key];
    if (entry && isObject(before) && isObject(after)) {
      for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const named = `${entry} ${shortName(name)}`;
        if (!(name in before)) lines.push(`${place(named)}: in the schema, in no migration`);
        else if (!(name in after)) lines.push(`${place(named)}: in the migrations, no longer in the schema`);
        else if (isObject(before[name]) && isObject(after[name]))
          compare(before[name], after[name], [...where, named], lines);
        else if (!isDeepStrictEqual(before[name], after[name]))
          lines.push(`${place(named)}: ${shown(before[name])} in the migrations, ${shown(after[name])} in the schema`);
      }
    } else if (isObject(before) && isObject(after)) {
      compare(before, after, [...where, key], lines);
    } else {
      lines.push(`${place()}: ${key} ${shown(before)} in the migrations, ${shown(after)} in the schema`);
    }
  }
}
