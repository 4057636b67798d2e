#!/usr/bin/env node
/**
 * `npm run build`: the three apps (for the sandbox unless VITE_* point elsewhere), the contract
 * docs when their script exists, and a static Storybook. `--apps` builds only the apps.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'vite';

export const apps = ['portal', 'gerencial', 'panel'];

export async function buildApps({ env = {}, quiet = false } = {}) {
  Object.assign(process.env, env);
  for (const app of apps) {
    const started = Date.now();
    await build({ configFile: `apps/${app}/vite.config.ts`, logLevel: quiet ? 'warn' : 'info' });
    console.log(`[build] ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * The portal with its mock backend in the browser (service worker), in apps/portal/dist-mocks:
 * the end-to-end tests run the portal's journeys in this mode too (`vite preview` serves it).
 */
export async function buildPortalWithBrowserMocks({ quiet = false } = {}) {
  const previous = process.env.VITE_MOCKS;
  process.env.VITE_MOCKS = 'browser';
  try {
    await build({
      configFile: 'apps/portal/vite.config.ts',
      logLevel: quiet ? 'warn' : 'info',
      build: { outDir: 'dist-mocks' },
    });
    console.log('[build] portal with browser mocks built (apps/portal/dist-mocks)');
  } finally {
    if (previous === undefined) delete process.env.VITE_MOCKS;
    else process.env.VITE_MOCKS = previous;
  }
}

function npmRun(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.includes('--apps');
  await buildApps({ quiet: true });
  await buildPortalWithBrowserMocks({ quiet: true });
  if (!only) {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
    if (scripts['contract:docs']) npmRun('contract:docs');
    npmRun('build-storybook');
  }
}
