/**
 * The build `npm test` runs the browser tests against: `npm run build:demo` (the storefront stand-in as the
 * cart sites' store) with test ids for the tag manager and the font kit (e2e/env.ts), so their loading is
 * tested rather than skipped, and with the hook that lets a browser test make a part throw
 * (`TEST_PART_FAULTS`, components/errors/TestFault.tsx), which no other build carries.
 */
import { TEST_THIRD_PARTY_IDS } from '../../e2e/env.ts';
import { buildWithDemoStores } from '../build/demo.ts';

process.exitCode = await buildWithDemoStores({ ...TEST_THIRD_PARTY_IDS, TEST_PART_FAULTS: '1' });
