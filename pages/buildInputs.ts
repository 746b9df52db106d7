/**
 * What a prerendered page was made from, recorded as it renders: the snapshot files its hooks read, the
 * picture variants they looked up, the day its seasonal items and forms were shown for. The render step
 * (scripts/build/render/) keeps each page's inputs in the render record, and a content build renders
 * again only the pages whose inputs changed (docs/site.md "Building after a content change").
 *
 * The recorder sits on `globalThis` under a registered symbol: the render step and the server bundle it
 * imports each have their own copy of this module, and both must reach the same recorder. Outside a
 * render (the live fallback's server, the tests) there is none and nothing is recorded.
 */
import { createHash } from 'node:crypto';

/** An input's key (`snapshot:en/florence/pages/contact.json`) and the value it had: a hash, or a day. */
export type BuildInputs = Map<string, string>;

const RECORDER = Symbol.for('osteria.buildInputs');

type WithRecorder = typeof globalThis & { [RECORDER]?: BuildInputs };

/** Input keys, by kind: the one place the render step and the content build spell them. */
export const INPUT_KEY = {
  snapshot: (relPath: string) => `snapshot:${relPath}`,
  image: (list: 'images' | 'share', src: string) => `${list}:${src}`,
  imageList: (list: 'images' | 'share') => `${list}:*`,
  day: (timeZone: string) => `day:${timeZone}`,
} as const;

export type InputKind = 'snapshot' | 'images' | 'share' | 'day';
const INPUT_KINDS: readonly InputKind[] = ['snapshot', 'images', 'share', 'day'];

/** An input key's kind and what it names (`*` for a whole list of pictures). */
export function parseInputKey(key: string): { kind: InputKind; subject: string } {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon) as InputKind;
  if (colon < 0 || !INPUT_KINDS.includes(kind)) throw new Error(`Not a build input key: '${key}'`);
  return { kind, subject: key.slice(colon + 1) };
}

/** What a missing input is recorded as: a page may depend on a file not being there. */
const ABSENT = 'absent';

const inputHash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * The values inputs are recorded with, here alone, so that the render (pages/snapshotReads.ts,
 * pages/imageManifest.ts) and the content build's check (scripts/build/render/inputs.ts) never differ.
 */
export const INPUT_VALUE = {
  /** A snapshot file by its text, undefined when there is no such file. */
  file: (text: string | undefined) => (text === undefined ? ABSENT : inputHash(text)),
  /** One source's entry in a list of the image manifest. */
  entry: (entries: Readonly<Record<string, unknown>>, src: string) =>
    Object.hasOwn(entries, src) ? inputHash(JSON.stringify(entries[src])) : ABSENT,
  /** A whole list of the image manifest. */
  list: (entries: Readonly<Record<string, unknown>>) => inputHash(JSON.stringify(entries)),
} as const;

/** Records an input of the page being rendered; `value` is worked out only while a render records. */
export function recordInput(key: string, value: string | (() => string)): void {
  const inputs = (globalThis as WithRecorder)[RECORDER];
  inputs?.set(key, typeof value === 'function' ? value() : value);
}

/** Runs `render` with a fresh recorder and returns what it read with its result. One render at a time. */
export async function recordingInputs<T>(render: () => Promise<T>): Promise<{ result: T; inputs: BuildInputs }> {
  const scope = globalThis as WithRecorder;
  if (scope[RECORDER]) throw new Error('recordingInputs: a render is already recording');
  const inputs: BuildInputs = new Map();
  scope[RECORDER] = inputs;
  try {
    return { result: await render(), inputs };
  } finally {
    delete scope[RECORDER];
  }
}
