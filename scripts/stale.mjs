/** Whether a build is missing or older than its sources (npm start and the visual review). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'e2e', 'storybook-static', 'baselines']);

/** The newest modification time under a path (a file, or a folder walked without builds). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIPPED.has(entry)) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** True when `built` is missing or any of `sources` changed after it. */
export function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((src) => newest(src) > builtAt);
}

/** What the built Storybook is made of. */
export const STORYBOOK_SOURCES = [
  'ui/src',
  // Its config, preview and story clock (the visual review's files there count too; baselines do not).
  '.storybook',
  'mocks/src',
  'mocks/public',
  'contracts/src',
  'vite.shared.ts',
  'package-lock.json',
];
export const STORYBOOK_INDEX = join('storybook-static', 'index.json');
