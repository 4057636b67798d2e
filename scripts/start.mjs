#!/usr/bin/env node
/**
 * `npm start`: the sandbox. Builds the three apps when their build is missing or older than their
 * sources, then serves them with the contract's handlers over HTTP on one origin
 * (http://localhost:4173, `PORT` overrides) and prints the URLs and the demo accounts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apps, buildApps } from './build.mjs';

const sources = [
  'ui/src',
  'contracts/src',
  'vite.shared.ts',
  'scripts/prerender.ts',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'e2e') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const stale = apps.filter((app) => {
  const built = join('apps', app, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return [join('apps', app), ...sources].some((src) => newest(src) > builtAt);
});
if (stale.length) {
  console.log(`[start] building: ${stale.join(', ')}`);
  await buildApps({ quiet: true });
}

// The contract docs (/contrato) are built, not committed: render them on first start.
if (!existsSync(join('contracts', 'docs', 'index.html'))) {
  console.log('[start] rendering the contract docs');
  const docs = spawnSync('node', ['--import', 'tsx', 'scripts/contractDocs.mjs'], {
    stdio: 'inherit',
  });
  if (docs.status !== 0) console.warn('[start] contract docs failed; /contrato will be empty');
}

const port = process.env.PORT ?? '4173';
const child = spawn('node', ['--import', 'tsx', 'mocks/src/sandbox/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
