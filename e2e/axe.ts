/**
 * axe-core inside the page (from node_modules, no network): evaluated, not injected, since the site's CSP refuses
 * inline scripts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every violation on the page, one line each: impact, rule and the elements. axe reads the page once its
 * CSS transitions have ended: a button whose text turns light at once while its background fades in over
 * 150 ms is judged as it rests, not half-way (a busy machine can run axe in that window).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
    const until = performance.now() + 2000;
    while (running().length && performance.now() < until)
      await Promise.race([
        Promise.all(running().map((transition) => transition.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, 2000)),
      ]);
    const { violations } = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      ({ id, impact, nodes }) => `${impact} ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}
