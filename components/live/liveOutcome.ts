/**
 * What the live fallback shows for the address it was opened at, fetched once per page view. The page's
 * first script starts the fetch (pages/live/+client.ts) while React and the page's code load, so the
 * content and the code that draws it arrive side by side rather than one after the other; the page's
 * part reads the same answer when it mounts. The fetching code comes with the first script, not on demand:
 * the page needs it at once, and a round trip for it would hold the request back.
 */
import { fetchLivePage, type LiveOutcome } from './fetchLivePage.ts';

let pending: { pathname: string; outcome: Promise<LiveOutcome> } | undefined;

/** The outcome for the address the page was opened at: started by the first call, shared by the next. */
export function liveOutcome(): Promise<LiveOutcome> {
  const pathname = decodeURIComponent(window.location.pathname);
  if (pending?.pathname !== pathname) pending = { pathname, outcome: fetchOutcome(pathname) };
  return pending.outcome;
}

function fetchOutcome(pathname: string): Promise<LiveOutcome> {
  return fetchLivePage(pathname).catch(
    // A fault of ours (a chunk that cannot load, a bug): the error page, not a page that waits forever.
    (error: unknown): LiveOutcome => ({
      kind: 'error',
      error: { statusCode: 500, message: String(error) },
      unreachable: false,
    }),
  );
}
