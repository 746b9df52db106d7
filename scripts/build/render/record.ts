/**
 * The render record (dist/render-record.json): what each page was rendered from, and the code it was
 * rendered with. The render step writes it; a content build reads it to render again only the pages whose
 * inputs changed (plan.ts), and postbuild reads every page's inline scripts from it for the CSP.
 */
import { readFile, writeFile } from 'node:fs/promises';

export const RENDER_RECORD_FILE = 'dist/render-record.json';
const FORMAT = 1;

export interface RecordedPage {
  /** Relative to the published folder (pageUrls.ts `pageFile`). */
  file: string;
  /** Input key → the value it had (pages/buildInputs.ts). */
  inputs: Record<string, string>;
  /** The page's inline scripts' hashes, for the CSP. */
  scriptHashes: string[];
}

export interface RenderRecord {
  format: typeof FORMAT;
  /** codeFingerprint.ts: the code and build settings the server bundle was built from. */
  code: string;
  /** By URL, sorted. */
  pages: Record<string, RecordedPage>;
}

export function renderRecord(code: string, pages: Iterable<[string, RecordedPage]>): RenderRecord {
  const sorted = [...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { format: FORMAT, code, pages: Object.fromEntries(sorted) };
}

export async function writeRenderRecord(record: RenderRecord, file = RENDER_RECORD_FILE): Promise<void> {
  await writeFile(file, `${JSON.stringify(record)}\n`);
}

/** The record, or undefined when there is none, it cannot be read or is of another format (then everything renders). */
export async function readRenderRecord(file = RENDER_RECORD_FILE): Promise<RenderRecord | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let record: Partial<RenderRecord>;
  try {
    record = JSON.parse(text) as Partial<RenderRecord>;
  } catch {
    return undefined; // cut short (a build stopped while writing it): as good as none
  }
  return record.format === FORMAT && typeof record.code === 'string' && record.pages
    ? (record as RenderRecord)
    : undefined;
}

/** Every inline script hash of every page, sorted: the CSP's list. */
export function allScriptHashes(record: RenderRecord): string[] {
  return [...new Set(Object.values(record.pages).flatMap((page) => page.scriptHashes))].sort();
}
