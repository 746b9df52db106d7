import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (`*.test.ts`); integration tests start real servers on loopback.
export default defineConfig({
  test: {
    include: ['lib/**/*.test.ts', 'content-sync/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
