import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'site-config/testing/chromium';

const port = Number(process.env.E2E_PORT ?? 3999);
/** E2E_BASE_URL points the suite at a site that is already running (manual runs); no server is started then. */
const externalBase = process.env.E2E_BASE_URL;
const dataDir = path.join(os.tmpdir(), `site-e2e-${process.pid}`);

/**
 * Real Chromium (Debian's, never a downloaded one) against the real built site and server on an embedded
 * database in a temp folder (a copy of the run's seeded one, see `support/seeded-data.mjs`). `npm start` builds
 * whatever is missing first, so the first run takes a while.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One folder per shard: a Playwright process empties its output folder when it starts.
  outputDir: `./.artifacts/results${process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : ''}`,
  use: {
    baseURL: externalBase ?? `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: process.env.E2E_TRACE === 'always' ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: externalBase
    ? undefined
    : {
        command: 'node support/start-seeded.mjs',
        url: `http://localhost:${port}/pageeditor-api/settings`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        // Every test browser comes from one address: the per-address cart limits would otherwise add up across tests,
        // and a request context without a CSRF cookie yet counts as that address's one client (the door journey's buyers).
        // Slots get a generous server budget: the tests check what is rendered, not how fast (the bench does that).
        env: { PORT: String(port), DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000', CART_ADDS_PER_ADDRESS: '100000', CART_ADDS_PER_CLIENT: '100000', CART_MAX_TICKETS_PER_ADDRESS: '100000', SLOT_BUDGET_MS: '5000' },
      },
});
