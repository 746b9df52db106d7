/**
 * One of the render step's workers (a thread of its own, index.ts starts them): renders the URLs it is
 * given with vike's `renderPage` from the server bundle, makes each page ready for its first paint
 * (firstPaint.ts), writes it, and answers with what the page was made from (pages/buildInputs.ts). One
 * page at a time, so the inputs recorded are that page's.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { FORM_MODULES } from '../../../components/sections/formModules.ts';
import { recordingInputs } from '../../../pages/buildInputs.ts';
import { type BuildManifest, pageForFirstPaint } from '../firstPaint.ts';
import { NOT_FOUND_DOCUMENT_URL, pageFile } from './pageUrls.ts';
import { pageWriter } from './pageWriter.ts';

export interface WorkerSetup {
  clientDir: string;
  serverEntry: string;
  manifest: BuildManifest;
}

/** What the worker answers for each page. */
export interface RenderedPage {
  url: string;
  file: string;
  inputs: Record<string, string>;
  scriptHashes: string[];
  styled: boolean;
}

export type WorkerAnswer = { ready: true } | { pages: RenderedPage[] } | { error: string };

const setup = workerData as WorkerSetup;
const port = parentPort!;

await import(pathToFileURL(resolve(setup.serverEntry)).href);
const { renderPage } = await import('vike/server');

const stylesheets = new Map<string, string | undefined>();
const cssOf = (href: string) => {
  if (!stylesheets.has(href)) {
    try {
      stylesheets.set(href, readFileSync(join(setup.clientDir, href), 'utf8'));
    } catch {
      stylesheets.set(href, undefined);
    }
  }
  return stylesheets.get(href);
};

const writePage = pageWriter();

async function renderOne(url: string): Promise<RenderedPage> {
  const { result, inputs } = await recordingInputs(() => renderPage({ urlOriginal: url }));
  const response = result.httpResponse;
  const expected = url === NOT_FOUND_DOCUMENT_URL ? 404 : 200;
  if (!response || response.statusCode !== expected)
    throw new Error(`${url} answered ${response?.statusCode ?? 'nothing'}, not ${expected}`, {
      cause: result.errorWhileRendering,
    });
  const page = pageForFirstPaint(response.body, setup.manifest, cssOf, FORM_MODULES);
  const file = pageFile(url);
  // Written at once: the thread has nothing else to do while a write is on its way.
  writePage(join(setup.clientDir, file), page.parts);
  const recorded = Object.fromEntries([...inputs].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { url, file, inputs: recorded, scriptHashes: page.scriptHashes, styled: page.styled };
}

port.on('message', async (urls: string[]) => {
  try {
    const pages: RenderedPage[] = [];
    for (const url of urls) pages.push(await renderOne(url));
    port.postMessage({ pages } satisfies WorkerAnswer);
  } catch (error) {
    const cause = (error as Error).cause;
    port.postMessage({
      error: `${(error as Error).message}${cause ? `\n${(cause as Error).stack ?? String(cause)}` : ''}`,
    } satisfies WorkerAnswer);
  }
});
port.postMessage({ ready: true } satisfies WorkerAnswer);
