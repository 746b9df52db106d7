/**
 * What the migration tests compare: a database's tables as PostgreSQL itself describes them, and a
 * database made straight from the drizzle schema by drizzle-kit's SQL, to compare a migrated one with.
 *
 * Both sides are read back from PostgreSQL's catalog, so PostgreSQL writes both in the same form (an
 * index's predicate, a default, a type): two databases with the same shape give the same lines however
 * their SQL was spelt. drizzle-kit's own comparison with a database (`pushSchema`) is not used: it
 * ignores partial indexes' predicates, and on drizzle-kit 0.31 it fails on composite primary keys
 * (https://github.com/drizzle-team/drizzle-orm/issues/5557).
 */
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

/** Runs one SQL text and answers its rows: a PGlite client's `query`, or the like. */
export type RunQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** One line per row; each query reads the `public` schema (drizzle's migrations table is in `drizzle`). */
const SHAPE_QUERIES = {
  column: `SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      || CASE WHEN a.attidentity <> '' THEN ' identity ' || a.attidentity::text ELSE '' END
      || CASE WHEN a.attgenerated <> '' THEN ' generated' ELSE '' END AS line
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  constraint: `SELECT c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS line
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = 'public' AND c.conrelid <> 0`,
  index: `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`,
  enum: `SELECT t.typname || ' ' || string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS line
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' GROUP BY t.typname`,
  sequence: `SELECT sequencename || ' ' || data_type::text || ' from ' || start_value AS line
    FROM pg_sequences WHERE schemaname = 'public'`,
  view: `SELECT viewname || ' ' || definition AS line FROM pg_views WHERE schemaname = 'public'`,
  'row security': `SELECT relname AS line FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relrowsecurity`,
} as const;

/**
 * The database's shape as sorted lines, `column outbox.attempts integer not null default 0`,
 * `index CREATE INDEX outbox_due ON public.outbox USING btree (next_attempt_at) WHERE …`: the columns
 * (type, nullability, default), constraints (primary keys, unique, foreign keys, checks), indexes,
 * enums, sequences, views and row security of the `public` schema. Column order is left out: a column
 * a migration adds comes last, where the schema may declare it in the middle.
 */
export async function databaseShape(run: RunQuery): Promise<string[]> {
  const lines: string[] = [];
  for (const [kind, text] of Object.entries(SHAPE_QUERIES)) {
    const { rows } = await run(text);
    for (const row of rows as { line: string }[]) lines.push(`${kind} ${row.line}`);
  }
  return lines.sort();
}

/**
 * A new in-memory database made from the schema's tables by the SQL drizzle-kit generates for them
 * (what `npm run db:generate` would write for an empty migrations folder). The caller closes it.
 */
export async function databaseFromSchema(schema: Record<string, unknown>): Promise<PGlite> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  const client = await PGlite.create();
  try {
    for (const statement of statements) await client.exec(statement);
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}
