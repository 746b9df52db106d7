/**
 * Every end-to-end test runs as a new visitor with third-party hosts unreachable: requests to any origin
 * but the local site are aborted and counted, and page errors fail the test.
 */
import { test as base, expect } from '@playwright/test';
import { SITE_URL } from './env.ts';

interface Fixtures {
  /** Third-party URLs the page tried to load (all were aborted). */
  blockedRequests: string[];
  /** Uncaught errors in the page. */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  blockedRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    const site = new URL(SITE_URL).origin;
    await context.route((url) => url.origin !== site && url.protocol.startsWith('http'), (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await use(blocked);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page, blockedRequests: _blocked }, use) => {
    await use(page);
  },
});

export { expect };
