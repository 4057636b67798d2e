import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

// page.route does not see requests a service worker answers, so these run on the sandbox only.

const LOGIN_CHUNK = /\/assets\/LoginPage-[\w-]+\.js$/;

/** Counts the page's document loads (a reload adds one). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

test('a lazy screen whose chunk fails shows the boundary and recovers on Recarregar @sandbox-only', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(LOGIN_CHUNK, (route) => route.abort('failed'));
  await page.goto('/usuarios');

  const heading = page.getByRole('heading', { name: 'Não foi possível carregar esta página.' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  // Only the screen failed: the header and its menu stay usable.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toHaveCount(0);
  // Reported to the console with the route.
  expect(errors.some((text) => text.includes('rota /usuarios'))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The connection is back: 'Recarregar' brings the screen.
  await page.unroute(LOGIN_CHUNK);
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(heading).toHaveCount(0);
});

test('after a deploy mid-session, a missing chunk reloads the page once by itself @sandbox-only', async ({
  page,
}) => {
  // The old build's chunk is gone from the host for the page that was open (its preload and its
  // import both fail); the reloaded page starts the new build, whose chunks are there.
  let documents = 0;
  let failures = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.route(LOGIN_CHUNK, (route) => {
    if (documents > 1) return route.continue();
    failures++;
    return route.abort('failed');
  });
  // …and the host now serves a page that starts another build's entry chunk.
  await page.route('**/usuarios', async (route, request) => {
    if (request.resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /\/assets\/app-[\w-]+\.js/,
      '/assets/app-nova-versao.js',
    );
    await route.fulfill({ response, body: html });
  });
  const loads = countLoads(page);
  await page.goto('/usuarios');

  // A second page load (the prerendered page shows 'Entrar' before it too): give it the time a
  // reload takes on a busy machine.
  await expect.poll(() => loads.count, { timeout: 15_000 }).toBe(2);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html[data-app]')).toHaveCount(1);
  expect(documents).toBe(2);
  expect(failures).toBeGreaterThan(0);
});

test('a new build whose chunk fails too shows the message instead of reloading in a loop @sandbox-only', async ({
  page,
}) => {
  await page.route(LOGIN_CHUNK, (route) => route.abort('failed'));
  await page.route('**/usuarios', async (route, request) => {
    if (request.resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/\/assets\/app-[\w-]+\.js/, '/assets/app-x.js');
    await route.fulfill({ response, body: html });
  });
  const loads = countLoads(page);
  await page.goto('/usuarios');
  await expect(
    page.getByRole('heading', { name: 'Não foi possível carregar esta página.' }),
  ).toBeVisible();
  // One automatic reload, then the message stays.
  await expect.poll(() => loads.count).toBe(2);
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(2);
  await expect(page.getByRole('button', { name: 'Recarregar' })).toBeVisible();
});
