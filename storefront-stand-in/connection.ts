/**
 * Relay connections as Shopify answers them: `nodes`, `edges { node cursor }` and `pageInfo`, paged with
 * first/after and last/before, at most 250 per page, and one of first or last required.
 */
import { GraphQLError } from 'graphql';

/** Shopify's page-size ceiling for every connection. */
const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

interface Connection<T> {
  nodes: T[];
  edges: { node: T; cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Opaque to clients, like Shopify's base64 cursors; it names the item, so it outlives reordering elsewhere. */
function cursorOf(key: string): string {
  return Buffer.from(JSON.stringify({ last_id: key })).toString('base64');
}

function pageSize(name: 'first' | 'last', value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0) throw new GraphQLError(`${name} must be at least 0, got ${value}`);
  if (value > MAX_PAGE_SIZE) throw new GraphQLError(`${name} must be at most ${MAX_PAGE_SIZE}, got ${value}`);
  return value;
}

function positionOf(cursors: string[], cursor: string, name: 'after' | 'before'): number {
  const position = cursors.indexOf(cursor);
  if (position < 0) throw new GraphQLError(`Invalid cursor for ${name}: '${cursor}'`);
  return position;
}

/**
 * One page of `items`; `keyOf` gives each item's stable key, from which its cursor is made.
 * @example connection(['a', 'b', 'c'], { first: 2 }, (x) => x).pageInfo.hasNextPage // true
 */
export function connection<T>(items: readonly T[], args: ConnectionArgs, keyOf: (item: T) => string): Connection<T> {
  const first = pageSize('first', args.first);
  const last = pageSize('last', args.last);
  if (first === undefined && last === undefined) throw new GraphQLError('you must provide one of first or last');
  const ordered = args.reverse ? [...items].reverse() : [...items];
  const cursors = ordered.map((item) => cursorOf(keyOf(item)));
  let start = args.after ? positionOf(cursors, args.after, 'after') + 1 : 0;
  let end = args.before ? Math.max(start, positionOf(cursors, args.before, 'before')) : ordered.length;
  if (first !== undefined) end = Math.min(end, start + first);
  if (last !== undefined) start = Math.max(start, end - last);
  const nodes = ordered.slice(start, end);
  const edges = nodes.map((node, i) => ({ node, cursor: cursors[start + i]! }));
  return {
    nodes,
    edges,
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
