import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { readStorefrontConfig } from './lib/storefront/config.ts';
import { siteZoneOffsets } from './scripts/build/zoneOffsets.ts';
import { inlineScriptPlugin } from './scripts/build/inlineScripts.ts';

// The stores are build-time configuration (README "Configuration"): read once, checked, baked in.
const storefronts = readStorefrontConfig(process.env);
if (storefronts.problems.length) throw new Error(`Storefront configuration:\n  ${storefronts.problems.join('\n  ')}`);

export default defineConfig({
  plugins: [react(), vike(), inlineScriptPlugin()],
  define: {
    __STOREFRONTS__: JSON.stringify(storefronts.config),
    // The sites' wall clocks without Intl in the browser (lib/wallClock.ts).
    __ZONE_OFFSETS__: JSON.stringify(siteZoneOffsets()),
    // The test build's hook that makes a part throw (components/errors/TestFault.tsx); false, the bundler
    // drops it, so no other build carries it.
    __TEST_PART_FAULTS__: JSON.stringify(process.env.TEST_PART_FAULTS === '1'),
  },
  // Two chunks every page that needs them loads whole, instead of a score of small ones a few hundred
  // bytes each, which gzip one by one and cost a request each (docs/performance.md "First load"): the
  // first script with everything it imports (every page runs it: renderer/startPage.ts), and React.
  // Nothing else is grouped: a group also takes its modules' imports, and a part's lazy code must stay
  // out of the chunks a content page loads.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'first-script', test: /[\\/]renderer[\\/]startPage\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
});
