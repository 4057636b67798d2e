/**
 * What the built apps carry: no panel credential anywhere, and the firebase SDK only in the panel's
 * lazily loaded chunk (never in its entry chunk, never in another app). Reads every apps/<app>/dist* folder, so it
 * runs after `node scripts/build.mjs --apps`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO } from '@portal/mocks/seed/people';

const apps = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Every build folder of every app (dist, and the portal's dist-mocks).
const builds = readdirSync(apps).flatMap((app) =>
  existsSync(join(apps, app))
    ? readdirSync(join(apps, app))
        .filter((name) => name.startsWith('dist'))
        .map((name) => ({ app, dist: join(apps, app, name) }))
    : [],
);
// The SDK's own package names, kept as strings by every build of it.
const FIREBASE = /@firebase\/(app|database)/;
const code = (path: string) => /\.(js|html)$/.test(path);

// dist-mocks runs the mock backend itself in the page (seed included, demo passwords too): only the
// builds meant for a backend, `dist`, are checked for credentials.
test('no panel credential is in any app built for a backend @sandbox-only', () => {
  const real = builds.filter(({ dist }) => dist.endsWith('dist'));
  expect(real.map((b) => b.app)).toContain('panel');
  for (const { dist } of real) {
    for (const path of files(dist).filter((p) => !p.endsWith('.map'))) {
      const text = readFileSync(path, 'utf8');
      expect(text.includes(DEMO.panel.password), path).toBe(false);
    }
  }
});

test('firebase is only in the panel, in a chunk its entry does not load @sandbox-only', () => {
  for (const { app, dist } of builds) {
    const withFirebase = files(dist).filter(
      (path) => code(path) && FIREBASE.test(readFileSync(path, 'utf8')),
    );
    if (app !== 'panel' || !dist.endsWith('dist')) {
      expect(withFirebase, `${app} carries firebase`).toEqual([]);
      continue;
    }
    expect(withFirebase.length).toBeGreaterThan(0);
    // What the entry HTML loads (script and modulepreload) must not be firebase.
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const loaded = [
      ...html.matchAll(/(?:src|href)="\/clientes\/painel\/(assets\/[^"]+\.js)"/g),
    ].map((m) => join(dist, m[1]!));
    expect(loaded.length).toBeGreaterThan(0);
    for (const path of loaded) {
      expect(FIREBASE.test(readFileSync(path, 'utf8')), path).toBe(false);
    }
  }
});
