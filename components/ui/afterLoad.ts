/**
 * Runs `run` after the window's load event: at once when the page has already loaded, else when it does.
 * For work the page itself never waits for (third parties, the service worker), so it cannot hold up `load`
 * or compete with what `load` waits for.
 */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
