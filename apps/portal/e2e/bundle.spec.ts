import { expect, test } from '@playwright/test';
import { LIBRARY_MARKERS, scanForLibraries } from '../../../scripts/bundleMarkers.mjs';

test('the portal build carries no charts, cropper or firebase @browser-mocks', async () => {
  const testInfo = test.info();
  // Each project serves its own build: the sandbox's (dist) or the browser-mocks one (dist-mocks).
  const dist =
    testInfo.project.name === 'browser-mocks' ? 'apps/portal/dist-mocks' : 'apps/portal/dist';
  expect(Object.keys(LIBRARY_MARKERS)).toEqual(['victory', 'react-easy-crop', 'firebase']);
  expect(scanForLibraries(dist)).toEqual({});
  // The scan works: the control panel's build does carry the charts and firebase.
  expect(Object.keys(scanForLibraries('apps/panel/dist'))).toEqual(
    expect.arrayContaining(['victory', 'firebase']),
  );
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
  expect(total, `${total.toFixed(1)} KB of JS on /:\n${list}`).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_KB,
  );
});
