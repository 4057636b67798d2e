import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** End-to-end tests against the sandbox (built apps + handlers over HTTP), on the system Chromium. */
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts', 'mocks/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --import tsx mocks/src/sandbox/main.ts',
        url: `${baseURL}/api/queue/get-last-check`,
        env: {
          PORT: String(port),
          // Its own state folder, fresh from the seed, and its own realtime port: a running
          // `npm start` (4173, 9000) is left alone.
          SANDBOX_DATA_DIR: `.sandbox-data/e2e-${port}`,
          SANDBOX_FRESH: '1',
          REALTIME_PORT: String(process.env.E2E_REALTIME_PORT ?? port + 5000),
        },
        reuseExistingServer: false,
        timeout: 60_000,
      },
});
