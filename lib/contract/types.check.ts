/**
 * Compile-time proof that the hand-written contract (types.ts, kept for its readable shapes and comments)
 * and the runtime schemas (schema.ts, check.ts) describe the same data: each schema's inferred type and its interface
 * must be assignable to each other. `tsc --noEmit` (npm run typecheck) compiles this file; nothing imports it.
 * A field added, dropped, renamed or retyped on one side only fails here, naming the pair.
 */
import type { InferOutput as InferType } from 'valibot';
import type { envelope, mailResult } from './check.ts';
import type { BLOCK_SCHEMAS, indexSchema, landing, page, reserveRequest, SECTION_SCHEMAS } from './schema.ts';
import type {
  Blocks,
  BlockName,
  Envelope,
  KnownSection,
  Landing,
  MailResult,
  Page,
  PageIndex,
  ReserveRequest,
  SectionOf,
  SectionType,
} from './types.ts';

/** True when A and B are assignable to each other (optional `?: T` and `T | undefined` count as the same). */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only for `true`. */
type Assert<T extends true> = T;

/** The section and block names whose schema and interface disagree: must be none. */
type DisagreeingSections = {
  [T in SectionType]: Agree<SectionOf<T>, InferType<(typeof SECTION_SCHEMAS)[T]>> extends true ? never : T;
}[SectionType];
type DisagreeingBlocks = {
  [N in BlockName]: Agree<Blocks[N], InferType<(typeof BLOCK_SCHEMAS)[N]>> extends true ? never : N;
}[BlockName];

export type ContractChecks = [
  Assert<Agree<DisagreeingSections, never>>,
  Assert<Agree<DisagreeingBlocks, never>>,
  // Every member of the section union is listed in SECTION_TYPES, and every listed type has a member.
  Assert<Agree<KnownSection['type'], SectionType>>,
  Assert<Agree<Page, InferType<typeof page>>>,
  Assert<Agree<PageIndex, InferType<typeof indexSchema>>>,
  Assert<Agree<Landing, InferType<typeof landing>>>,
  Assert<Agree<MailResult, InferType<typeof mailResult>>>,
  Assert<Agree<ReserveRequest, InferType<typeof reserveRequest>>>,
  // The envelope's data is any JSON value, null included, but never absent.
  Assert<Agree<Envelope<NonNullable<unknown> | null>, InferType<typeof envelope>>>,
];
