/**
 * The one place that names the Vitest test projects. Vitest 4 no longer reads a workspace file by
 * itself, so vitest.config.ts imports this list as its `test.projects`.
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumPath, chromiumArgs } from './scripts/chromium.ts';

const nodeProject = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include,
    environment: 'node',
    setupFiles: ['./scripts/vitest/setupNode.ts'],
    // The first test of a file seeds the mock database (several seconds on a loaded 2-core machine).
    testTimeout: 20_000,
  },
});

export const projects: TestProjectInlineConfiguration[] = [
  nodeProject('contracts', ['contracts/**/*.test.ts']),
  nodeProject('mocks', ['mocks/**/*.test.ts']),
  // The repository's tooling: the visual review's comparison, story choice and review page.
  nodeProject('tools', ['.storybook/**/*.test.ts']),
  {
    extends: true,
    test: {
      name: 'ui',
      include: ['ui/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./scripts/vitest/setupDom.ts'],
      testTimeout: 20_000,
      // Each file still gets a fresh jsdom window, but the workers keep their loaded modules
      // (React, styled-components, the screens) from file to file instead of importing them all
      // again: loading them was most of this project's time. A module's state then outlives its
      // file, so tests reset what they change (stores, spies, the clock) in afterEach.
      isolate: false,
    },
  },
  {
    extends: true,
    plugins: [
      storybookTest({
        configDir: '.storybook',
        storybookScript: 'npm run storybook -- --no-open',
        // The a11y canary (an unlabeled input) must fail: the story pass plays it alone
        // (.storybook/visual/storyPass.spec.ts, STORY_CANARY=1).
        tags: { exclude: ['a11y-canary'] },
      }),
    ],
    test: {
      name: 'storybook',
      // The inner loop's story run (`npm run test:stories`, Storybook's test widget); `npm test`
      // plays the stories in its story pass instead. One retry for timing on a loaded machine.
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  },
];

export default projects;
