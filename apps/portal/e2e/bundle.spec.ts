import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LIBRARY_MARKERS, scanForLibraries } from '../../../scripts/bundleMarkers.mjs';

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

/** Which of the marked libraries the scripts a page loaded carry. */
function recordLibraries(page: Page) {
  const libraries = new Set<string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .catch(() => null)
        .then((body) => {
          const code = body?.toString('utf8') ?? '';
          for (const [library, marker] of Object.entries(LIBRARY_MARKERS))
            if (marker.test(code)) libraries.add(library);
        }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...libraries];
  };
}

test('the charts load only with the dashboard on a wide screen, never on / or /solicitacoes @sandbox-only', async ({
  page,
  browser,
}) => {
  const loaded = recordLibraries(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  await page.goto(
    '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=SOLICITADO',
    {
      waitUntil: 'networkidle',
    },
  );
  await expect(page.getByText(/^Total:/)).toBeVisible();
  expect(await loaded()).toEqual([]);
  await page.goto('/painel-da-fila', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('grafico-fluxo')).toBeVisible();
  expect(await loaded()).toEqual(['victory']);

  // On a phone the dashboard shows lists: no chart code at all.
  const phoneContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
  });
  const phone = await phoneContext.newPage();
  const loadedOnPhone = recordLibraries(phone);
  await phone.goto('/painel-da-fila', { waitUntil: 'networkidle' });
  await expect(
    phone.getByRole('list', { name: 'Entradas e atendimentos dos últimos 12 meses' }),
  ).toBeVisible();
  expect(await loadedOnPhone()).toEqual([]);
  await phoneContext.close();
});

/** The portal's first-load budget (README, "Libraries, and why"): JS of `/`, gzip. */
const FIRST_LOAD_BUDGET_KB = 120;

test('the portal’s first page loads at most 120 KB of JS (gzip) @sandbox-only', async ({
  page,
}) => {
  const { gzipSync } = await import('node:zlib');
  const loaded: { file: string; gzip: number }[] = [];
  // Bodies are read asynchronously: every read is awaited before the sum, or a late one is missed.
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .catch(() => null)
        .then((body) => {
          if (body)
            loaded.push({ file: response.url().split('/').pop()!, gzip: gzipSync(body).length });
        }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  await Promise.all(pending);
  const total = loaded.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const list = loaded
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`)
    .join('\n');
  // The figure in the run's log (and in the JSON report's annotations), for the README and the notes.
  test.info().annotations.push({ type: 'first-load', description: `${total.toFixed(1)} KB gzip` });
  console.log(`[bundle] / first load: ${total.toFixed(1)} KB of JS (gzip)`);
  expect(total, `${total.toFixed(1)} KB of JS on /:\n${list}`).toBeLessThanOrEqual(
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
  const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
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
