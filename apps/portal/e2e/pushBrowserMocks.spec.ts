import { expect, test } from '@playwright/test';
import { DEMO_PUSH_PUBLIC_KEY } from '@portal/mocks/handlers/notifications/webPush';
import { loginWithCpf, PATIENT } from './helpers';
import { NOTIFYING_BROWSER, stubPushManager } from './pushStub';

test.use({ launchOptions: NOTIFYING_BROWSER });

/**
 * The browser-mocks build (dist-mocks) keeps its mock backend in a service worker at `/`. Turning
 * on 'Avisos neste navegador' registers the push worker beside it (scope /push/), never over it:
 * the mock backend still answers the reads afterwards. Its key is the demo key, whose private
 * half exists nowhere: nothing can be pushed in this mode.
 */
test('turning push on leaves the mock backend’s worker answering @browser-mocks-only', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await stubPushManager(context, {
    endpoint: 'https://push.exemplo.com.br/envio/browser-mocks',
    p256dh:
      'BGUiwXm15DpgykhKvTJJmJQucwXjRlU3tIEdiVBBJjxnGS9vDRXz6XOLd9_cp7d4rhMmgX8PeaYEFld8TbbarcA',
    auth: 'B7XoJjHUPa82cgKDuhahUg',
  });
  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  // In the app, not by a new page load: the session the worker just made is saved a moment later.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: /^Avisos/ })
    .click();
  const section = page.getByRole('region', { name: 'Avisos neste navegador' });
  await section.getByRole('button', { name: 'Receber avisos neste navegador' }).click();
  await expect(section.getByText('Este navegador recebe seus avisos.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('e2e:push-key'))).toBe(
    DEMO_PUSH_PUBLIC_KEY,
  );

  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .map((r) => [new URL(r.scope).pathname, new URL(r.active?.scriptURL ?? '').pathname])
      .sort(),
  );
  expect(workers).toEqual([
    ['/', '/mockServiceWorker.js'],
    ['/push/', '/pushWorker.js'],
  ]);

  // Reads after a reload, and on another page: still answered in the page, by the mock backend.
  const notices = page.waitForResponse((r) => /\/api\/users\/notices\?/.test(r.url()));
  await page.reload();
  expect((await notices).fromServiceWorker()).toBe(true);
  await expect(section.getByText('Este navegador recebe seus avisos.')).toBeVisible();
  expect(
    await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname),
  ).toBe('/mockServiceWorker.js');
  const news = page.waitForResponse((r) => r.url().endsWith('/api/rss-feeds'));
  await page.goto('/');
  expect((await news).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('article').first()).toBeVisible();
});
