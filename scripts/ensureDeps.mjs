#!/usr/bin/env node
/**
 * Installs dependencies when node_modules is missing or stale against package-lock.json, so that
 * `npm start` and `npm test` work from a clean clone with nothing but Node and npm.
 * Stale = a package the lockfile pins is absent or at another version in npm's own record of what
 * is installed (node_modules/.package-lock.json).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const lockfile = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';

function staleReason() {
  if (!existsSync(installed)) return 'node_modules is missing';
  const want = JSON.parse(readFileSync(lockfile, 'utf8')).packages ?? {};
  const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
  for (const [path, meta] of Object.entries(want)) {
    if (path === '' || meta.link || meta.optional) continue;
    const got = have[path];
    if (!got) return `${path} is not installed`;
    if (meta.version && got.version !== meta.version)
      return `${path} is ${got.version}, lockfile says ${meta.version}`;
  }
  return null;
}

const reason = staleReason();
if (reason) {
  console.log(`[deps] ${reason}: running npm ci`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[deps] npm ci failed');
    process.exit(result.status ?? 1);
  }
} else {
  console.log('[deps] up to date with package-lock.json');
}
