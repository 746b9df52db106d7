/**
 * The sync step of the content-webhook workflow (.github/workflows/content-webhook.yml): an incremental
 * sync of the whole content into the last published snapshot, whatever page the dispatch names.
 *
 * Why never `--only <page>`: the workflow's concurrency group keeps one run going and at most one waiting;
 * a newer dispatch cancels the waiting one. A run that synced only its own page would leave the cancelled
 * run's page stale until some later full sync. The incremental sync asks every pair's index and fetches each
 * page and block whose hash differs from the snapshot's, drops what the index no longer lists (a deleted
 * page) and always fetches the landings, so a run publishes every change the backend had published when it
 * read the indexes. A dispatch is sent after its change is published, and a run that replaces a cancelled
 * one starts after that dispatch: its sync covers the cancelled page, and a run in progress is never
 * cancelled. The indexes make this cheap (docs/performance.md, "Content change to deployable build").
 *
 * The page a dispatch names ({"page": "en/florence/menu/a-la-carte"}) is only reported on: what became of
 * it in the snapshot, for the job log. A name that is not a page is said so, and synced over like the rest.
 *
 * Run as the deploy it refuses without CONTENT_API_URL: the sync CLI would otherwise start the reference
 * API and the site would be deployed with the demo content.
 */
import { fileURLToPath } from 'node:url';
import { snapshotPaths } from '../../lib/snapshotLayout.ts';
import type { PageIndex } from '../../lib/contract/types.ts';
import { readPublished, readSnapshotJson } from '../../content-sync/snapshotStore.ts';
import {
  formatSummary,
  parseOnly,
  SyncError,
  syncContent,
  type OnlyPage,
  type SyncSummary,
} from '../../content-sync/sync.ts';

export class WebhookRefusal extends Error {
  override name = 'WebhookRefusal';
}

interface WebhookSyncPlan {
  /** The content backend the sync reads. */
  apiUrl: string;
  /** The page the dispatch named, reported on after the sync. */
  named?: OnlyPage;
  /** For the job log: why a named page is not one. */
  notes: string[];
}

/** What the workflow passes: the backend (a secret) and the dispatch's page, both maybe empty. */
interface WebhookEnv {
  CONTENT_API_URL?: string;
  PAGE?: string;
}

/**
 * @example webhookSyncPlan({ CONTENT_API_URL: 'https://cms.example/', PAGE: 'en/florence/contact' })
 *   // { apiUrl: 'https://cms.example/', named: { lang: 'en', site: 'florence', path: 'contact' }, notes: [] }
 * @example webhookSyncPlan({}) // throws WebhookRefusal: CONTENT_API_URL is not set…
 */
export function webhookSyncPlan(env: WebhookEnv): WebhookSyncPlan {
  const apiUrl = env.CONTENT_API_URL?.trim();
  if (!apiUrl) {
    throw new WebhookRefusal(
      'CONTENT_API_URL is not set: the deploy syncs from the content backend, never from the demo ' +
        'content. Set the repository secret CONTENT_API_URL.',
    );
  }
  // The value is a secret and may hold credentials: the message names the variable, not what it holds.
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    throw new WebhookRefusal('CONTENT_API_URL is not an http(s) URL');
  }
  const page = env.PAGE?.trim();
  if (!page) return { apiUrl, notes: [] };
  try {
    return { apiUrl, named: parseOnly(page), notes: [] };
  } catch (error) {
    return {
      apiUrl,
      notes: [`the dispatch's page is not one (${(error as Error).message}); the sync covers every change anyway`],
    };
  }
}

interface WebhookSyncReport {
  summary: SyncSummary;
  /** What became of the named page, when there was one. */
  named?: string;
}

/** Runs the plan's incremental sync into `root` (default content/), then reports on the named page. */
export async function runWebhookSync(plan: WebhookSyncPlan, root = 'content'): Promise<WebhookSyncReport> {
  const summary = await syncContent({ apiUrl: plan.apiUrl, root });
  if (!plan.named) return { summary };
  const { lang, site, path } = plan.named;
  const published = (await readPublished(root))!;
  const index = published.manifest.files[snapshotPaths.index(lang, site)]
    ? await readSnapshotJson<PageIndex>(published, snapshotPaths.index(lang, site))
    : undefined;
  const where = `${lang}/${site}/${path}`;
  const listed = index?.pages.some((entry) => entry.path === path);
  return {
    summary,
    named: listed
      ? `${where}: in the snapshot as the backend has it`
      : `${where}: not in the content (any more): not in the snapshot`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const plan = webhookSyncPlan(process.env);
    for (const note of plan.notes) console.warn(note);
    const report = await runWebhookSync(plan);
    console.log(formatSummary(report.summary));
    for (const page of report.summary.skipped)
      console.warn(`skipped ${page.lang}/${page.site}/${page.path}: ${page.reason}`);
    if (report.named) console.log(report.named);
  } catch (error) {
    if (error instanceof WebhookRefusal) {
      console.error(`::error title=Content webhook refused::${error.message}`);
      process.exit(2);
    }
    console.error(
      error instanceof SyncError ? `sync failed, the published snapshot is unchanged.\n${error.message}` : error,
    );
    process.exit(1);
  }
}
