import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { pinnedChromium, pinnedUnavailable } from '../../scripts/pinnedChromium.ts';

/**
 * The story pass (storyPass.spec.ts): Playwright against the built Storybook, served at /storybook
 * as the sandbox serves it. `npm test` runs it after `npm run build-storybook`.
 *
 * The browser is the one the lockfile pins (scripts/pinnedChromium.ts), so the pictures
 * depend on the screens and not on Debian's build of the day; where it cannot run (not x64 Linux),
 * the system's Chromium, and the summary says that the builds differ.
 */
const port = Number(process.env.VISUAL_PORT ?? 6190);

// VISUAL_PINNED=0 takes the system's Chromium instead (to see what another build changes).
const unavailable =
  process.env.VISUAL_PINNED === '0' ? 'VISUAL_PINNED=0 asks for the system’s' : pinnedUnavailable();
const pinned = unavailable ? null : pinnedChromium();
const executablePath = pinned?.executablePath ?? chromiumPath();
// For globalSetup and the tests (workers inherit the environment the config was loaded in).
process.env.VISUAL_BROWSER_PATH = executablePath;
process.env.VISUAL_BROWSER_SOURCE = pinned?.source ?? executablePath;
if (unavailable && !process.env.VISUAL_BROWSER_WARNED) {
  process.env.VISUAL_BROWSER_WARNED = '1';
  console.warn(`[visual] the pinned browser is not used: ${unavailable}; using ${executablePath}`);
}

export default defineConfig({
  testDir: '.',
  testMatch: ['storyPass.spec.ts'],
  fullyParallel: true,
  // Three pages at once: on a 2-core machine one page waits on the mock backend while others draw,
  // so three finish sooner than two (VISUAL_WORKERS overrides).
  workers: Number(process.env.VISUAL_WORKERS ?? 3),
  // No retry: a picture that differs on a second run is a flake to fix, not to hide.
  retries: 0,
  // One test is one story file: up to ~40 stories, each played with axe, some pictured.
  timeout: 600_000,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.STORY_CANARY === '1'
            ? '../../.reports/canary.json'
            : '../../.reports/visual.json',
      },
    ],
  ],
  globalSetup: './globalSetup.ts',
  globalTeardown: './globalTeardown.ts',
  outputDir: '../../test-results/visual',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: chromiumArgs,
      env: { ...process.env, ...pinned?.env },
    },
  },
  webServer: {
    command: `node --import tsx .storybook/visual/serve.ts`,
    cwd: '../..',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/storybook/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
