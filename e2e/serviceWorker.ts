import type { Page } from '@playwright/test';

/**
 * Waits until the page's service worker is active (renderer/serviceWorker.ts registers it at idle) and says which it
 * is.
 */
export async function controlledBy(page: Page): Promise<{ scope: string; script: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}
