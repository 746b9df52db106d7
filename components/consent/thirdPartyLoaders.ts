/**
 * Adds a third party's script or stylesheet to <head> from script: such elements are neither parser- nor
 * render-blocking, and an unreachable host only fires `error`, which the callers shrug off. The document
 * is a parameter so the rules can be tested without a browser.
 */
export type LoadResult = 'loaded' | 'failed' | 'timeout';

type Doc = Pick<Document, 'createElement' | 'head'>;

/** An async script (the tag manager). Resolves when it loaded or failed; never rejects. */
export function loadScript(src: string, doc: Doc = document): Promise<LoadResult> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve('loaded'));
    script.addEventListener('error', () => resolve('failed'));
    doc.head.append(script);
  });
}

/**
 * A stylesheet with a deadline (the font kit, rules §consent: font kit timeout 3000 ms). If it has not loaded in
 * time it is removed, so its faces cannot swap in late and reflow text the visitor is already reading;
 * the self-hosted faces stay.
 */
export function loadStylesheet(href: string, timeoutMs: number, doc: Doc = document): Promise<LoadResult> {
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    let settled = false;
    const settle = (result: LoadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result !== 'loaded') link.remove();
      resolve(result);
    };
    const timer = setTimeout(() => settle('timeout'), timeoutMs);
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => settle('loaded'));
    link.addEventListener('error', () => settle('failed'));
    doc.head.append(link);
  });
}
