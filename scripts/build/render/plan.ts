/**
 * Which pages a content build renders again, from the render record and the inputs as they are now: a
 * page new to the site, and a page any of whose recorded inputs has another value. A page the site no
 * longer lists is removed. Everything else is already what a full build would write.
 */
import type { RenderRecord } from './record.ts';

export interface RenderPlan {
  render: string[];
  remove: string[];
  /** Per input key that changed, how many pages it sends to render: the build's report. */
  changedInputs: string[];
}

/**
 * @param urls every URL the site renders now (pageUrls.ts)
 * @param valueNow an input's value now (inputs.ts), asked once per key
 */
export function planRender(
  record: RenderRecord,
  urls: readonly string[],
  valueNow: (key: string) => string,
): RenderPlan {
  const current = new Set(urls);
  const values = new Map<string, string>();
  const changed = new Set<string>();
  const differs = (key: string, value: string) => {
    if (!values.has(key)) values.set(key, valueNow(key));
    if (values.get(key) === value) return false;
    changed.add(key);
    return true;
  };
  const render = urls.filter((url) => {
    const page = record.pages[url];
    if (!page) return true;
    // Every input is checked (not the first that differs), so the report names all that changed.
    return Object.entries(page.inputs).filter(([key, value]) => differs(key, value)).length > 0;
  });
  const remove = Object.keys(record.pages).filter((url) => !current.has(url));
  return { render, remove, changedInputs: [...changed].sort() };
}
