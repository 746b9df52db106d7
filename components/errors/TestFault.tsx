/**
 * The browser suite's way to make a part throw (docs/site.md "When a part fails"). Only the test build
 * carries it: `TEST_PART_FAULTS=1` (scripts/test/build.ts) makes vite.config.ts bake
 * `__TEST_PART_FAULTS__` in as true, and PartBoundary.tsx then renders its children through this. Every
 * other build has it false, and the bundler drops the branch and this module: no visitor can break a part.
 */
import type { ReactNode } from 'react';

declare global {
  interface Window {
    /** The boundaries that throw as they render, named by a browser test before the page's scripts run. */
    __partFaults__?: readonly string[];
  }
}

/** Throws as it renders when a test names its boundary; renders the children otherwise (and on the server). */
export function TestFault({ name, children }: { name: string; children: ReactNode }) {
  if (typeof window !== 'undefined' && window.__partFaults__?.includes(name))
    throw new Error(`a test fault in the ${name} part`);
  return children;
}
