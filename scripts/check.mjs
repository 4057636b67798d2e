/**
 * `npm run check`: the inner loop's check, run before every commit. It looks at what changed since
 * the last commit (staged, unstaged and new files) and runs, in order, cheapest first:
 *
 *   1. Prettier on the changed files (its cache);
 *   2. ESLint on the changed files (its cache);
 *   3. the type check of the whole program, incremental (tsc's build info kept between runs);
 *   4. the unit tests related to the changed files (`vitest related`: the tests that import them,
 *      directly or not), in the node and jsdom projects. Story tests and pictures are `npm test`'s.
 *
 * Every step runs even after one fails, so one run shows every problem; the exit code is 1 if any
 * failed. `npm run check -- --all` checks every file instead of the changed ones (slow: the whole
 * lint and all unit tests). The caches live in node_modules/.cache, so a clean clone starts cold.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const cache = join(root, 'node_modules/.cache/check');
mkdirSync(cache, { recursive: true });
const all = process.argv.includes('--all');

const git = (...args) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** Files changed since the last commit, that still exist. */
const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(join(root, file)));

const bin = (name) => join(root, 'node_modules/.bin', name);
const results = [];

function step(name, command, args) {
  const started = performance.now();
  console.log(`\n[check] ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
}

const skip = (name, why) => results.push({ name, ok: true, seconds: '0.0', skipped: why });

const PRETTIER = /\.(m?[jt]sx?|json|md|ya?ml|graphql|css|html)$/;
const LINTED = /\.(m?[jt]sx?)$/;
const SOURCE = /\.(m?[jt]sx?)$/;

const formatted = all ? ['.'] : changed.filter((file) => PRETTIER.test(file));
if (formatted.length)
  step('Prettier', bin('prettier'), [
    '--check',
    '--cache',
    '--cache-location',
    join(cache, 'prettier'),
    '--ignore-unknown',
    ...formatted,
  ]);
else skip('Prettier', 'no changed file it formats');

const linted = all ? ['.'] : changed.filter((file) => LINTED.test(file));
if (linted.length)
  step('ESLint', bin('eslint'), [
    '--cache',
    '--cache-location',
    join(cache, 'eslint'),
    '--no-warn-ignored',
    ...linted,
  ]);
else skip('ESLint', 'no changed script');

if (all || changed.some((file) => SOURCE.test(file) || file.endsWith('tsconfig.json')))
  step('Type check (incremental)', bin('tsc'), [
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    join(cache, 'tsbuildinfo'),
  ]);
else skip('Type check (incremental)', 'no changed source');

const projects = ['contracts', 'mocks', 'tools', 'ui'].flatMap((p) => ['--project', p]);
const sources = changed.filter((file) => SOURCE.test(file));
if (all) step('Unit tests (all)', bin('vitest'), ['run', ...projects]);
else if (sources.length)
  step('Unit tests related to the changes', bin('vitest'), [
    'related',
    '--run',
    '--passWithNoTests',
    ...projects,
    ...sources,
  ]);
else skip('Unit tests related to the changes', 'no changed source');

console.log('\n[check] summary');
for (const r of results)
  console.log(
    `  ${r.skipped ? 'skip' : r.ok ? 'ok  ' : 'FAIL'}  ${r.name}${r.skipped ? ` (${r.skipped})` : ` ${r.seconds} s`}`,
  );
const failed = results.filter((r) => !r.ok).length;
console.log(
  `[check] ${results.length - failed} passed, ${failed} failed` +
    (all ? '' : ` (${changed.length} changed files)`),
);
process.exit(failed ? 1 : 0);
