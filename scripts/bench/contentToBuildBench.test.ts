/** The content-to-build bench times what `npm run build` runs: every command of the script, each under a step name. */
import { describe, expect, it } from 'vitest';
import { buildCommands } from './contentToBuildBench.ts';

describe('buildCommands', () => {
  it("splits package.json's build script into its commands, each named as the figures report it", () => {
    expect(buildCommands().map(({ step }) => step)).toEqual([
      'preflight',
      'images',
      'vike build',
      'image publish',
      'postbuild',
      'workbox',
      'precompress',
    ]);
  });
});
