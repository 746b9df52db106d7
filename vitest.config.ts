import { defineConfig } from 'vitest/config';
import { inlineScriptPlugin } from './scripts/build/inlineScripts.ts';
import { fontSheetPlugin } from './scripts/build/fontSheets.ts';

// Unit tests sit beside the code (`*.test.ts`); integration tests start real servers on loopback.
export default defineConfig({
  // The renderer's inline scripts and font stylesheets, made as in the build (vite.config.ts).
  plugins: [inlineScriptPlugin(), fontSheetPlugin()],
  // Unit tests run with no store configured (vite.config.ts bakes the real ones into builds), and with the
  // test build's part faults (components/errors/TestFault.tsx), which components/errors/ tests.
  define: { __STOREFRONTS__: '{}', __TEST_PART_FAULTS__: 'true' },
  test: {
    include: [
      'lib/**/*.test.ts',
      'clients/**/*.test.ts',
      'content-sync/**/*.test.ts',
      'booking-service/**/*.test.ts',
      'storefront-stand-in/**/*.test.ts',
      'scripts/**/*.test.ts',
      'components/**/*.test.{ts,tsx}',
      'renderer/**/*.test.{ts,tsx}',
      'pages/**/*.test.ts',
    ],
    // Three files at a time on the project's 2 cores (vitest's default is one less than the cores: one
    // here). Most files wait on servers, databases and child processes more than they compute
    // (docs/performance.md "Test suite" has the figures).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
