import { defineConfig, devices } from '@playwright/test';
import { ANY_WIDTH, API_PORT, LIVE_ONLY_PAGES, SITE_PORT, SITE_URL } from './e2e/env.ts';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/test/ensureChromium.ts';
import { CONTENT_API_SIGNING_SECRET_ENV } from './lib/hostRules.ts';
import { ensureSigningSecret } from './scripts/serve/signingSecret.ts';

/** Shared by the site server and the API it proxies to (docs/service.md "Who a client is"). */
const SIGNING_SECRET = ensureSigningSecret();

/**
 * Every host but this machine is unknown to the browser, as third-party hosts are unreachable in tests:
 * their requests fail at once, without a round trip to the test runner for each of the page's requests
 * (e2e/fixtures.ts counts the failed ones).
 */
const OTHER_HOSTS_UNKNOWN = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', OTHER_HOSTS_UNKNOWN];

/**
 * The specs a laptop runs as well as a phone: those about what the layout or the input changes (the
 * header, its panels and menus, dialogs, motion, the cookie bar, text and pictures at each width,
 * keyboard and pointer paths, axe on each layout). The others test rules, flows and data that read the
 * same at every width (prices, names, dates, bookings, forms' answers, the cart, failures, links): the
 * phone, the smaller screen and the touch input, runs them once. A new spec about layout joins this
 * list; a test in it that reads the same at every width carries `ANY_WIDTH`, and the phone alone runs it.
 */
const LAYOUT_SPECS = [
  'accessibility',
  'consent',
  'guest-language-sweep',
  'header-layout',
  'images',
  'manage',
  'modals',
  'motion',
  'offline',
  'parts',
  'shell',
  'typography',
].map((name) => `${name}.spec.ts`);

/**
 * User flows in Debian's headless Chromium (scripts/test/ensureChromium.ts) against the built site as
 * `npm run serve` serves it, with the reference content API beside it. Third-party hosts are
 * unreachable (`OTHER_HOSTS_UNKNOWN`; e2e/fixtures.ts counts the requests that tried them).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two browsers at a time on the 2-core machine: while one waits (network idle, a timer, an animation)
  // the other computes; one or four took longer (docs/performance.md "Test suite").
  workers: 2,
  // A test that fails in CI runs once more, recording its trace; the report names it flaky if the
  // second run passes. A trace in every test would slow the whole suite (docs/performance.md).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  use: {
    baseURL: SITE_URL,
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: BROWSER_ARGS,
    },
    // The retry of a failed test records its actions and DOM snapshots (`test-results/`), without the
    // screencast, the costliest part of a trace (docs/performance.md "Test suite"). Locally, a failing
    // test is run again with `--trace on`.
    trace: { mode: 'on-first-retry', screenshots: false },
    // The service worker would answer requests before page.route sees them; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: LAYOUT_SPECS,
      grepInvert: new RegExp(ANY_WIDTH),
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testIgnore: /\.bench\.spec\.ts$/ },
    // Benchmarks that measure in the browser and judge nothing: `npm run bench` runs them, `npm test` not.
    // They measure the full browser a visitor has, as Lighthouse does.
    ...(process.env.BROWSER_BENCH
      ? [
          {
            name: 'bench',
            testMatch: /\.bench\.spec\.ts$/,
            use: {
              launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS },
              // No trace: its DOM snapshots are taken in the page around every action, on the main thread
              // whose next paint an interaction's timing waits for.
              trace: 'off' as const,
            },
          },
        ]
      : []),
  ],
  // The site server signs its /api.php requests with this run's secret, as Netlify does in production.
  webServer: [
    {
      // Every browser of the run reaches the API from 127.0.0.1 through the site server: one client, many
      // tests, and the same few guest addresses all day. The limits on guest messages are the HTTP suite's.
      command: `npx tsx booking-service/cli.ts --port ${API_PORT} --scale ${LIVE_ONLY_PAGES} --rate-limit 600 --mails-per-address 0 --addresses-per-client 0`,
      port: API_PORT,
      // The API opens and migrates its database before it listens: on a fresh data folder, seconds.
      timeout: 180_000,
      reuseExistingServer: false,
      env: { [CONTENT_API_SIGNING_SECRET_ENV]: SIGNING_SECRET },
      // Its log, a JSON line per request (docs/service.md "Logs"), would drown the run's report.
      stdout: 'ignore',
    },
    {
      command: 'npm run serve',
      url: `${SITE_URL}/health-check`,
      timeout: 180_000,
      env: {
        PORT: String(SITE_PORT),
        CONTENT_API_URL: `http://127.0.0.1:${API_PORT}`,
        [CONTENT_API_SIGNING_SECRET_ENV]: SIGNING_SECRET,
      },
      reuseExistingServer: false,
    },
  ],
});
