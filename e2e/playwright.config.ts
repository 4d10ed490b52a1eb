import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { suiteStartAfter } from './support/clock.ts';
import { firstPort, workerCount } from './support/servers.ts';

// Chosen once in the main process; the workers inherit it (support/clock.ts).
const clockStart = process.env.E2E_CLOCK_START ?? suiteStartAfter(new Date()).toISOString();
process.env.E2E_CLOCK_START = clockStart;
const dataDir = (port: number): string => join(tmpdir(), `mijn-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: workerCount,
  forbidOnly: true,
  retries: 0,
  // Ceilings, not waits: two servers and two browsers share CI's two cores, and a busy machine
  // answers late. Every wait still ends as soon as what a user waits for is there.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
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
  // One server a worker; support/clock.ts points each test at its worker's (support/servers.ts).
  webServer: Array.from({ length: workerCount }, (_, worker) => firstPort + worker).map((port) => ({
    // A fresh data directory gives a freshly migrated and seeded world for every run.
    command: `rm -rf ${dataDir(port)} && npm run serve`,
    cwd: '..',
    // Every journey comes from one loopback address: let it ask more codes than one stranger may.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir(port),
      NODE_ENV: 'development',
      SENDS_PER_CLIENT_ADDRESS: '1000',
      CLAIM_HANDLING_DELAY_SECONDS: '3',
      PAYMENT_ARRANGEMENT_PROCESSING_DELAY_SECONDS: '3',
      CONTACT_ANSWER_DELAY_SECONDS: '3',
      // The server's clock, and so the seeded world's "today", starts at the suite's pinned instant.
      CLOCK_START: clockStart,
    },
    url: `http://localhost:${port}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
