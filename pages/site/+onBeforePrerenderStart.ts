import { sitePath } from '../../lib/urls.ts';
import { snapshot } from '../snapshotReads.ts';

/** Every page of every language/site pair in the snapshot, in the one URL form. */
export function onBeforePrerenderStart(): string[] {
  return snapshot.allPages().map(({ lang, site, path }) => sitePath(lang, site, path));
}
