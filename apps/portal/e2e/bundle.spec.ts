import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LIBRARY_MARKERS, scanForLibraries } from '../../../scripts/bundleMarkers.mjs';
import { recordScripts } from '../../../scripts/recordScripts';

test('the portal build carries no cropper or firebase, and the charts only in lazy chunks @browser-mocks', async () => {
  const testInfo = test.info();
  // Each project serves its own build: the sandbox's (dist) or the browser-mocks one (dist-mocks).
  const dist =
    testInfo.project.name === 'browser-mocks' ? 'apps/portal/dist-mocks' : 'apps/portal/dist';
  expect(Object.keys(LIBRARY_MARKERS)).toEqual(['victory', 'react-easy-crop', 'firebase']);
  const found = scanForLibraries(dist);
  expect(Object.keys(found).filter((library) => library !== 'victory')).toEqual([]);
  // The dashboard's charts (victory) are in chunks of their own: never the entry nor anything the
  // first page preloads (the routes that load them are checked below).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstFiles = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => basename(m[1]!));
  expect(firstFiles.length).toBeGreaterThan(1);
  const charts = (found.victory ?? []).map((file) => basename(file));
  expect(charts.filter((file) => firstFiles.includes(file))).toEqual([]);
  // The scan works: the control panel's build does carry the charts and firebase.
  expect(Object.keys(scanForLibraries('apps/panel/dist'))).toEqual(
    expect.arrayContaining(['victory', 'firebase']),
  );
});

test('the charts load only with the dashboard on a wide screen, never on / or /solicitacoes @sandbox-only', async ({
  page,
  browser,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  await page.goto(
    '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=SOLICITADO',
    {
      waitUntil: 'networkidle',
    },
  );
  await expect(page.getByText(/^Total:/)).toBeVisible();
  await scripts.settled();
  expect([...scripts.libraries()]).toEqual([]);
  await page.goto('/painel-da-fila', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('grafico-fluxo')).toBeVisible();
  await scripts.settled();
  expect([...scripts.libraries()]).toEqual(['victory']);

  // On a phone the dashboard shows lists: no chart code at all.
  const phoneContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
  });
  const phone = await phoneContext.newPage();
  const onPhone = recordScripts(phone);
  await phone.goto('/painel-da-fila', { waitUntil: 'networkidle' });
  await expect(
    phone.getByRole('list', { name: 'Entradas e atendimentos dos últimos 12 meses' }),
  ).toBeVisible();
  await onPhone.settled();
  expect([...onPhone.libraries()]).toEqual([]);
  await phoneContext.close();
});

/** The portal's first-load budget, JS of `/` in gzip (docs/performance.md). */
const FIRST_LOAD_BUDGET_KB = 120;

test('the portal’s first page loads at most 120 KB of JS (gzip) @sandbox-only', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  await scripts.settled();
  const total = scripts.totalKb();
  // The figure in the run's log (and in the JSON report's annotations), for the notes.
  test.info().annotations.push({ type: 'first-load', description: `${total.toFixed(1)} KB gzip` });
  console.log(`[bundle] / first load: ${total.toFixed(1)} KB of JS (gzip)`);
  expect(total, `${total.toFixed(1)} KB of JS on /:\n${scripts.report()}`).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_KB,
  );
});

test('the sandbox serves the build like a static host: brotli made at build, immutable assets, HTML revalidated @sandbox-only', async ({
  request,
}) => {
  const page = await request.get('/dados-abertos', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  const html = await page.text();
  // The app's chunk: the page's module scripts are the runtime, the framework and the app
  // (apps/portal/vite.config.ts).
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const entry = scripts.find((src) => /^\/assets\/app-[\w-]+\.js$/.test(src));
  expect(entry, scripts.join(', ')).toBeTruthy();
  // The browser's own Accept-Encoding: the brotli file written at build comes back as it is.
  const script = await request.get(entry!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(script.status()).toBe(200);
  const headers = script.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['vary']).toMatch(/accept-encoding/i);
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['etag']).toBeTruthy();
  const again = await request.get(entry!, {
    headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': headers['etag']! },
  });
  expect(again.status()).toBe(304);
  const original = readFileSync(join('apps/portal/dist', entry!), 'utf8');
  expect(await script.text()).toBe(original);
});
