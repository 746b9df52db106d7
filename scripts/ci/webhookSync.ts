/**
 * The sync step of the content-webhook workflow (.github/workflows/content-webhook.yml). The backend's
 * payload may name the one page that changed ({"page": "en/florence/menu/a-la-carte"}); then only that
 * page is synced into the last published snapshot. Without a name, without a snapshot to update, or with
 * a name that is not a page, everything is synced: a rebuild must never be skipped for a bad payload.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../../lib/snapshot.ts';
import { parseOnly } from '../../content-sync/sync.ts';

export interface WebhookSyncPlan {
  args: string[];
  /** Why a named page is synced in full instead, for the job log. */
  note?: string;
}

export function webhookSyncPlan(page: string | undefined, hasSnapshot: boolean): WebhookSyncPlan {
  const named = page?.trim();
  if (!named) return { args: [] };
  if (!hasSnapshot) return { args: [], note: `no published snapshot to update with '${named}': full sync` };
  try {
    parseOnly(named);
  } catch (error) {
    return { args: [], note: `${(error as Error).message}: full sync` };
  }
  return { args: ['--only', named] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plan = webhookSyncPlan(process.env.PAGE, existsSync(join('content/snapshot', MANIFEST_FILE)));
  if (plan.note) console.warn(plan.note);
  const run = spawnSync('npm', ['run', 'sync', '--', ...plan.args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
