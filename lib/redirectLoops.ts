/**
 * A pair's content redirects as a whole: each leads somewhere else, and no chain of them comes back to
 * where it began. A redirect to itself, or A → B → A, would send a visitor round until the browser gives up
 * (ours answered 302 to itself forever). The sync refuses such a list (lib/contract/schema.ts) and the
 * build refuses a snapshot that has one (lib/hostRules.ts), each naming the redirect and the loop.
 */
import { trimSlashes } from './pageRules.ts';

export interface RedirectLoop {
  /** The redirect's place in the list. */
  index: number;
  /** "leads to itself", or the loop it starts, written out: "a → b → a". */
  message: string;
}

/**
 * Every redirect of the list that leads to itself or starts a loop.
 * @example redirectLoops([{ origin: { path: 'a' }, destination: { path: '/a/' } }]) // [{ index: 0, message: '"a" leads to itself' }]
 * @example redirectLoops([{ origin: { path: 'a' }, destination: { path: 'b' } }, { origin: { path: 'b' }, destination: { path: 'a' } }]) // two loops: 'a → b → a', 'b → a → b'
 */
export function redirectLoops(
  redirects: readonly { origin: { path: string }; destination: { path: string } }[],
): RedirectLoop[] {
  // The first redirect of an origin is the one the routes follow (lib/routing.ts).
  const next = new Map<string, string>();
  const followed = new Set<number>();
  redirects.forEach(({ origin, destination }, index) => {
    if (next.has(trimSlashes(origin.path))) return;
    next.set(trimSlashes(origin.path), trimSlashes(destination.path));
    followed.add(index);
  });
  return redirects.flatMap(({ origin, destination }, index) => {
    if (!followed.has(index)) return [];
    const start = trimSlashes(origin.path);
    if (trimSlashes(destination.path) === start)
      return [{ index, message: `${JSON.stringify(start)} leads to itself` }];
    const chain = [start];
    for (let at = trimSlashes(destination.path); chain.length <= next.size; at = next.get(at)!) {
      chain.push(at);
      if (at === start) return [{ index, message: `forms a loop: ${chain.join(' → ')}` }];
      if (!next.has(at)) return [];
    }
    return [];
  });
}
