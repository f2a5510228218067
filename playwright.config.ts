import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@hospital/site/chromium';

/** The e2e stack runs on its own port and site folder, so it never disturbs a developer's `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_SITE_DIR = process.env.E2E_SITE_DIR ?? '.site-e2e';
/** Specs that start canaries of a remote: each would meet the new visitors of specs running beside it. */
const CANARY_SPECS = /canaries[\\/][^\\/]+\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // The site installs a service worker after load. Tests see the network as a visitor without one does:
    // their page.route() stand-ins (a remote taken down, a slow API) would not see the requests a worker makes,
    // and a second load would be answered from its caches. The offline specs allow it (e2e/offline/).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: CANARY_SPECS },
    // After every other spec, one at a time (one canary of a remote runs at once).
    {
      name: 'canary',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: CANARY_SPECS,
      dependencies: ['desktop'],
      workers: 1,
    },
  ],
  webServer: {
    // A fresh site folder each run: every remote is built from the current source and published.
    command: `rm -rf ${E2E_SITE_DIR} && npm run build -w @hospital/shell && npm start`,
    // Ready once the server renders pages with the current shell and map, as a visitor will get them.
    url: `http://localhost:${E2E_PORT}/readyz`,
    env: {
      PORT: String(E2E_PORT),
      SITE_DIR: E2E_SITE_DIR,
      API_PORT: String(E2E_PORT + 1),
      BOOKING_DATA_DIR: `${E2E_SITE_DIR}/booking-data`,
      BOOKING_RATE_LIMIT_MAX: '10000',
      BOOKING_SLOTS_RATE_LIMIT_MAX: '10000',
      // The canary spec ends a broken canary on a dozen visits a side (production asks 100).
      CANARY_MIN_VISITS: '10',
      // One log line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
