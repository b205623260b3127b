import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
// The register of VAT numbers the shop asks: a local stand-in for the EU's VIES (fakes/vies.mjs).
const VIES_PORT = PORT + 99;
// The shop's data folder, made once: Playwright loads this file again in each worker, which
// inherits the variable, so a journey can read what the shop wrote there (the .eml files under
// mail/, as no SMTP server is set).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));

// Debian's Chromium: Playwright's own browser download is not used.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // A whole journey (register, order, pay, come back as another person) on two busy cores: the
  // steps wait for states, never for time, so a generous ceiling only stops a hung journey.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@customer-cart/,
    },
    {
      // Journeys that fill and empty the demo customer's one cart, or move its prepaid balance: one
      // at a time, or one would see the other's lines (or a balance to pay with).
      name: 'customer-cart',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grep: /@customer-cart/,
      workers: 1,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /responsive\.spec\.ts/,
    },
    {
      // 360 px wide: the narrowest phones in common use.
      name: 'small-phone',
      use: { ...devices['Galaxy S8'], launchOptions: chromium },
      testMatch: /responsive\.spec\.ts/,
    },
  ],
  // The shop started as the README starts it: `pnpm start`, on a fresh embedded database.
  webServer: [
    {
      command: 'node fakes/vies.mjs',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${VIES_PORT}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: { FAKE_VIES_PORT: String(VIES_PORT) },
    },
    {
      command: 'pnpm start',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${BASE_URL}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: 'localhost',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        VIES_URL: `http://127.0.0.1:${VIES_PORT}`,
      },
    },
  ],
});
