/** The CLI as scripts use it: started on a free port, its first line parsed, stopped by a signal. */
import { describe, expect, it } from 'vitest';
import { spawnStorefrontStandIn } from './spawn.ts';

describe('storefront stand-in CLI', () => {
  it('announces its URL on the first line, serves, and exits on SIGTERM', async () => {
    const standIn = await spawnStorefrontStandIn();
    try {
      expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${standIn.url}/`)).text()).toContain('storefront stand-in');
    } finally {
      await standIn.stop();
    }
    expect(standIn.child.exitCode).toBe(0);
  });
});
