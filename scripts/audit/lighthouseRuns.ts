/**
 * Lighthouse, run in this process: each page `runs` times, each report written to `.lighthouseci/` as
 * `lhci collect` writes it (`lhr-<time>.json` and `.html`), where `lhci assert` and the summary read it.
 * One process for every run, where `lhci collect` started a Node process per run that loaded Lighthouse
 * anew: a third of each run's time (docs/performance.md "Test suite").
 *
 * A first visitor's run has a browser of its own, started for it, as the Lighthouse command line starts
 * one. A returning visitor's runs share one browser, which has been to the site before
 * (`prepareReturningVisitor`).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';

/** How often a run that fails is tried, as `lhci collect` tries it. */
const ATTEMPTS = 3;

export interface LighthouseRunsOptions {
  chromePath: string;
  /** Flags for the browser; it runs headless. */
  chromeFlags: readonly string[];
  urls: readonly string[];
  runs: number;
  /** Lighthouse's settings on top of its mobile defaults. */
  settings: Flags;
  /** Where the reports go. */
  reports: string;
  /** Marks to leave in the browser's localStorage for a returning visitor; none for a first visit. */
  returningMarks?: Record<string, string>;
}

/** Runs Lighthouse on each page `runs` times and writes each report; throws when a run fails thrice. */
export async function runLighthouse(options: LighthouseRunsOptions): Promise<void> {
  const { returningMarks } = options;
  const launch = () =>
    chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: [...options.chromeFlags, '--headless=new'] });
  const shared = returningMarks ? await launch() : undefined;
  try {
    for (const url of options.urls) {
      console.log(`Running Lighthouse ${options.runs} time(s) on ${url}`);
      if (shared && returningMarks) await prepareReturningVisitor(shared.port, url, returningMarks);
      for (let run = 1; run <= options.runs; run++) {
        const report = await tried(`run ${run} on ${url}`, async () => {
          const browser = shared ?? (await launch());
          try {
            return await reportOf(url, browser.port, options.settings);
          } finally {
            if (browser !== shared) browser.kill();
          }
        });
        await saveReport(options.reports, report);
        console.log(`Run #${run}...done.`);
      }
    }
  } finally {
    shared?.kill();
  }
}

/** One Lighthouse run: the report as JSON and as HTML. */
async function reportOf(url: string, port: number, settings: Flags): Promise<{ json: string; html: string }> {
  const result = await lighthouse(url, { ...settings, port, output: ['json', 'html'], logLevel: 'error' });
  if (!result) throw new Error('Lighthouse gave no result');
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  const [json, html] = result.report as string[];
  return { json: json!, html: html! };
}

async function tried<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  const failures: unknown[] = [];
  while (failures.length < ATTEMPTS) {
    try {
      return await attempt();
    } catch (error) {
      failures.push(error);
      console.warn(`Lighthouse ${what} failed (${failures.length} of ${ATTEMPTS}): ${String(error)}`);
    }
  }
  throw new Error(`Lighthouse ${what} failed ${ATTEMPTS} times`, { cause: failures[0] });
}

let lastReportTime = 0;

/** Writes a report under the name `lhci collect` gives it: its time in milliseconds, never the same twice. */
async function saveReport(reports: string, report: { json: string; html: string }): Promise<void> {
  lastReportTime = Math.max(Date.now(), lastReportTime + 1);
  const base = join(reports, `lhr-${lastReportTime}`);
  await writeFile(`${base}.json`, report.json);
  await writeFile(`${base}.html`, report.html);
}

/**
 * The returning visitor's browser has been on the site before, so localStorage holds the marks (the web
 * fonts known, as Chromium leaves that mark once the service worker has served them, lib/webFonts.ts; the
 * intro seen). Lighthouse itself then empties the HTTP cache and removes the service worker and its caches
 * before every run (its storage reset leaves localStorage alone), so each run is a return with nothing
 * cached. The worker an earlier run installed goes here too, with its caches: Lighthouse's reset leaves a
 * worker that still has a client controlling the next load, with empty caches, a state no visitor has.
 */
export async function prepareReturningVisitor(port: number, url: string, marks: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(async (marks) => {
      for (const [key, value] of Object.entries(marks)) localStorage.setItem(key, value);
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    }, marks);
    await page.close();
  } finally {
    await browser.close();
  }
}
