#!/usr/bin/env node
/**
 * The visual review on its own (`npm run test:visual`), or rewriting baselines after a reviewed
 * change (`npm run test:visual:update [-- <story> …]`: the stories whose id or "Title/Name"
 * contains one of the names; none: all). Builds Storybook first when it is stale.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isStale, STORYBOOK_INDEX, STORYBOOK_SOURCES } from './stale.mjs';

const args = process.argv.slice(2);
const update = args[0] === '--update';
const names = update ? args.slice(1) : [];

if (isStale(STORYBOOK_INDEX, STORYBOOK_SOURCES)) {
  console.log('[visual] building Storybook');
  const build = spawnSync('npm', ['run', '--silent', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(
  'node_modules/.bin/playwright',
  ['test', '-c', '.storybook/visual/playwright.config.ts'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(update ? { VISUAL_UPDATE: '1', VISUAL_STORIES: names.join(',') } : {}),
    },
  },
);
if (update && run.status === 0)
  console.log(
    `[visual] baselines written for ${names.length ? names.join(', ') : 'every story'}: review them with git diff before committing`,
  );
// A full comparing run also fails on baselines no story pictures (the teardown named them).
const browserFile = '.reports/visual/browser.json';
const unused = existsSync(browserFile)
  ? (JSON.parse(readFileSync(browserFile, 'utf8')).unused ?? [])
  : [];
process.exit(run.status || (unused.length ? 1 : 0));
