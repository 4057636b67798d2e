#!/usr/bin/env node
/**
 * `npm run chromatic`: the hosted half of the visual review. Chromatic's cloud needs a project
 * token (CHROMATIC_PROJECT_TOKEN) and the network; without a token this says so and exits 0, since
 * the offline half (`npm run test:visual`, part of `npm test`) still reviews every screen.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    '[chromatic] CHROMATIC_PROJECT_TOKEN is not set: nothing is sent to Chromatic. Set it to publish Storybook there; the offline visual review is `npm run test:visual`.',
  );
  process.exit(0);
}
const run = spawnSync(
  'node_modules/.bin/chromatic',
  ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
