import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { suiteStartAfter } from './support/clock.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = join(tmpdir(), `mijn-e2e-${port}`);
// Chosen once in the main process; the workers inherit it (support/clock.ts).
process.env.E2E_CLOCK_START ??= suiteStartAfter(new Date()).toISOString();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // A fresh data directory gives a freshly migrated and seeded world for every run.
    command: `rm -rf ${dataDir} && npm run serve`,
    cwd: '..',
    // Every journey comes from one loopback address: let it ask more codes than one stranger may.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SENDS_PER_CLIENT_ADDRESS: '1000',
      CLAIM_HANDLING_DELAY_SECONDS: '3',
      PAYMENT_ARRANGEMENT_PROCESSING_DELAY_SECONDS: '3',
      CONTACT_ANSWER_DELAY_SECONDS: '3',
      // The server's clock, and so the seeded world's "today", starts at the suite's pinned instant.
      CLOCK_START: process.env.E2E_CLOCK_START,
    },
    url: `http://localhost:${port}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
