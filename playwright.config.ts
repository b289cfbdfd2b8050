import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests tagged @phone-only check what only a phone's width has (the burger menu, the sort's own row).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: /@phone-only/,
    },
    // Tests tagged @desktop-only check something once, where it does not depend on the width.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: `rm -rf data/e2e && NODE_ENV=production LOG_LEVEL=warn PORT=${PORT} HOST=127.0.0.1 SITE_URL=http://127.0.0.1:${PORT} CATALOG_DB=data/e2e/catalog.sqlite node dist/server/index.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
