import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { readStorefrontConfig } from './lib/storefront/config.ts';
import { siteZoneOffsets } from './scripts/build/zoneOffsets.ts';
import { inlineScriptPlugin } from './scripts/build/inlineScripts.ts';
import { codeSplittingGroups } from './scripts/build/chunkGroups.ts';
import { fontSheetPlugin } from './scripts/build/fontSheets.ts';

// The stores are build-time configuration (docs/configuration.md): read once, checked, baked in.
const storefronts = readStorefrontConfig(process.env);
if (storefronts.problems.length) throw new Error(`Storefront configuration:\n  ${storefronts.problems.join('\n  ')}`);

export default defineConfig({
  plugins: [react(), vike(), inlineScriptPlugin(), fontSheetPlugin()],
  define: {
    __STOREFRONTS__: JSON.stringify(storefronts.config),
    // The sites' wall clocks without Intl in the browser (lib/wallClock.ts).
    __ZONE_OFFSETS__: JSON.stringify(siteZoneOffsets()),
    // The test build's hook that makes a part throw (components/errors/TestFault.tsx); false, the bundler
    // drops it, so no other build carries it.
    __TEST_PART_FAULTS__: JSON.stringify(process.env.TEST_PART_FAULTS === '1'),
  },
  build: {
    // A part's chunk fetches what it imports as the browser reads it. Vite's preloading would add a
    // <link> per chunk it imports when a part wakes, some 40 on a site home, each a few milliseconds of
    // main thread on a phone, as the visitor's first press waits for its paint (docs/performance.md).
    modulePreload: false,
    // The chunks laid out by hand, by who loads them (scripts/build/chunkGroups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups() } } },
  },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
});
