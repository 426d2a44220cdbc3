import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, e2eDataDir, e2ePort, e2eTestProviderSecret } from './e2e/support/env.js';

/**
 * Journeys in a real Chromium against the built app on a fresh embedded database with the demo
 * accounts. Debian's Chromium is used because browsers cannot be downloaded here.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // A journey takes a dozen full-page screenshots; on a slow hour, beside the server tests CI
  // runs at the same time, one took 3–12 s and a journey passed a minute. A hang still fails.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port: CI runs the two projects at once, each against its own server, and
  // Playwright empties its output folder when it starts.
  outputDir: `test-results/${e2ePort}`,
  // `journeys` are the users' flows; `walks` are the suites that walk every page in the browser
  // (accessibility, hostile HTML). `npm run test:e2e` runs both; CI runs them side by side.
  projects: [
    { name: 'journeys', testIgnore: 'security/**' },
    { name: 'walks', testMatch: 'security/**/*.spec.ts' },
  ],
  use: {
    baseURL: e2eBaseUrl,
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and pictures; CI (E2E_PICTURES=off) shows only the
    // printed failure, so there it would slow every journey for nothing.
    trace: process.env.E2E_PICTURES === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${e2eBaseUrl}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_DATA_DIR: e2eDataDir,
      PORT: String(e2ePort),
      PAYMENTS_TEST_PROVIDER_SECRET: e2eTestProviderSecret,
    },
  },
});
