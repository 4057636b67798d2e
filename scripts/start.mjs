#!/usr/bin/env node
/**
 * `npm start`: the sandbox. Builds the three apps and Storybook when their build is missing or
 * older than their sources, then serves them with the contract's handlers over HTTP on one origin
 * (http://localhost:4173, `PORT` overrides) and prints the URLs and the demo accounts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apps, buildApps } from './build.mjs';
import { isStale, STORYBOOK_INDEX, STORYBOOK_SOURCES } from './stale.mjs';

const sources = ['ui/src', 'contracts/src', 'vite.shared.ts', 'package-lock.json'];

const stale = apps.filter((app) =>
  isStale(join('apps', app, 'dist', 'index.html'), [join('apps', app), ...sources]),
);
if (stale.length) {
  console.log(`[start] building: ${stale.join(', ')}`);
  await buildApps({ quiet: true });
}

// The built Storybook (/storybook): every screen for designers and QA, with the same command.
if (isStale(STORYBOOK_INDEX, STORYBOOK_SOURCES)) {
  console.log('[start] building Storybook (/storybook)');
  const storybook = spawnSync('npm', ['run', '--silent', 'build-storybook'], { stdio: 'inherit' });
  if (storybook.status !== 0)
    console.warn('[start] Storybook build failed; /storybook will say so');
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
// The offline "Entrar com o Google" needs the stand-in's token door; the sandbox prints it is open.
// Anyone who reaches the sandbox can then sign in with any e-mail's Google account (local use).
const child = spawn('node', ['mocks/src/sandbox/run.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, SANDBOX_GOOGLE_STAND_IN: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
