import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5090);

// Browser tests run Debian's Chromium against the real product (built SPA + API + embedded
// Postgres on a throwaway data dir). Never `npx playwright install`.
export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/healthz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    // The subscribe spec pays with the sandbox's test card.
    env: { PORT: String(PORT), BILLING_SANDBOX: 'true' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
