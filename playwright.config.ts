import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { pinnedChromium, pinnedUnavailable } from './scripts/pinnedChromium.ts';

/** End-to-end tests against the sandbox (built apps + handlers over HTTP), on the pinned Chromium. */
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The portal built with its mock backend in the browser (apps/portal/dist-mocks), on `vite preview`. */
const mocksPort = Number(process.env.E2E_MOCKS_PORT ?? port + 1);
const mocksURL = `http://localhost:${mocksPort}`;

/**
 * The browser: the headless shell the lockfile pins (scripts/pinnedChromium.ts), which the story
 * pass draws with too. Like Playwright's own headless shell it is much lighter than a full
 * Chromium in headless mode: every journey ran in 3.7 min on it against 7.9 min on Debian's
 * Chromium 150 (2 cores, CPU-bound either way). E2E_SYSTEM_CHROMIUM=1, or a machine it cannot run
 * on (not x64 Linux), takes Debian's.
 */
const pinned =
  process.env.E2E_SYSTEM_CHROMIUM === '1' || pinnedUnavailable() ? null : pinnedChromium();

/** Sandbox journeys that change data other journeys assert on. */
const AFTER_THE_OTHERS = [
  'apps/gerencial/e2e/import.spec.ts',
  'apps/gerencial/e2e/configuration.spec.ts',
  'apps/gerencial/e2e/statusNotices.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts', 'mocks/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // One retry on a 2-core CI machine under load; a test that needed it is reported as flaky in
  // `npm test`'s summary, not hidden.
  retries: 1,
  // A journey with an axe scan or two takes 15–25 s on a loaded 2-core machine; 60 s leaves room
  // without hiding a hang (an expectation still fails after 10 s).
  timeout: 60_000,
  // Lazy chunks and the sandbox answer slower while two workers and the server share 2 cores.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  // Fails the run when a sandbox page broke its Content-Security-Policy (reported by the browser).
  globalTeardown: './scripts/cspTeardown.ts',
  outputDir: 'test-results',
  use: {
    baseURL,
    launchOptions: {
      executablePath: pinned?.executablePath ?? chromiumPath(),
      args: chromiumArgs,
      env: { ...process.env, ...pinned?.env },
    },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every test costs ~15 % of the run on 2 cores (measured on reflow +
    // queue search: 54–58 s against 46–48 s). Every failure is retried once (retries above), and
    // that retry is traced; the error and its error-context.md are kept for every attempt.
    trace: 'on-first-retry',
  },
  projects: [
    // Every journey against the sandbox over HTTP (no service worker in the page), but the one
    // of the browser-mocks mode alone.
    {
      name: 'sandbox',
      testIgnore: AFTER_THE_OTHERS,
      grepInvert: /@browser-mocks-only/,
      use: { browserName: 'chromium' },
    },
    // Journeys that change what other journeys read (a queue import adds requests to the public
    // queue and to the demo patient, or schedules the demo patient's request; the configuration
    // switches a municipality's queue off) run
    // once every other sandbox journey has finished.
    {
      name: 'sandbox-last',
      testMatch: AFTER_THE_OTHERS,
      dependencies: ['sandbox'],
      use: { browserName: 'chromium' },
    },
    // The portal's mock-backend-in-the-browser mode (dist-mocks): one journey of its own
    // (@browser-mocks-only: the service worker answering reads, a login and a multipart upload,
    // state kept in IndexedDB across a reload) and the build check (@browser-mocks, both modes).
    // The screens' journeys run once, on the sandbox, since here they would only repeat the same
    // screens on the same handlers; tests about the HTTP sandbox itself carry @sandbox-only.
    {
      name: 'browser-mocks',
      testMatch: ['apps/portal/e2e/**/*.spec.ts'],
      grep: /@browser-mocks/,
      grepInvert: /@sandbox-only/,
      use: { browserName: 'chromium', baseURL: mocksURL, serviceWorkers: 'allow' },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node mocks/src/sandbox/run.mjs',
          url: `${baseURL}/api/queue/get-last-check`,
          env: {
            PORT: String(port),
            // Its own state folder, fresh from the seed, and its own realtime port: a running
            // `npm start` (4173, 9000) is left alone.
            SANDBOX_DATA_DIR: `.sandbox-data/e2e-${port}`,
            SANDBOX_FRESH: '1',
            // The portal's offline "Entrar com o Google", as under `npm start`.
            SANDBOX_GOOGLE_STAND_IN: '1',
            REALTIME_PORT: String(process.env.E2E_REALTIME_PORT ?? port + 5000),
          },
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          command: `node_modules/.bin/vite preview --config apps/portal/vite.config.ts --outDir dist-mocks --port ${mocksPort} --strictPort`,
          url: `${mocksURL}/mockServiceWorker.js`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
      ],
});
