/**
 * The Portal Gerencial's first load: /clientes (the login) and the home after login load at most
 * 200 KB of JS (gzip), and none of the heavy libraries (charts, cropper, firebase) comes with the
 * login; the charts come with the home, the cropper only with the news screen.
 */
import { expect, test } from '@playwright/test';
import { recordScripts } from '../../../scripts/recordScripts';
import { DEMO, loginAdmin } from './helpers';

/** The Portal Gerencial's first-load budget (issue: under 200 KB gzip). */
const FIRST_LOAD_BUDGET_KB = 200;

test('/clientes loads at most 200 KB of JS (gzip) and no charts, cropper or firebase @sandbox-only', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/clientes', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Administrador' })).toBeVisible({
    timeout: 15_000,
  });
  await scripts.settled();
  const total = scripts.totalKb();
  expect(
    total,
    `${total.toFixed(1)} KB of JS on /clientes:\n${scripts.report()}`,
  ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  expect([...scripts.libraries()], scripts.report()).toEqual([]);
  // The notification screens come with their routes only (their chunks are named after them).
  expect(
    scripts.loaded.filter((f) => /Notification/i.test(f.file)).map((f) => f.file),
    scripts.report(),
  ).toEqual([]);
});

test('the home after login brings the charts, never the cropper or firebase @sandbox-only', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/clientes');
  await loginAdmin(page, DEMO.stateAdmin);
  await expect(page).toHaveURL(/\/clientes\/main$/);
  await page.waitForLoadState('networkidle');
  await scripts.settled();
  const libraries = scripts.libraries();
  expect(libraries.has('react-easy-crop'), scripts.report()).toBe(false);
  expect(libraries.has('firebase'), scripts.report()).toBe(false);
  expect(
    scripts.loaded.filter((f) => /Notification/i.test(f.file)).map((f) => f.file),
    scripts.report(),
  ).toEqual([]);
});

test('the notification screens bring their own chunks @sandbox-only', async ({ page }) => {
  await page.goto('/clientes');
  // The state admin has accepted the term: no modal over the menu.
  await loginAdmin(page, DEMO.stateAdmin);
  await page.waitForLoadState('networkidle');
  // The screen's chunk comes with the navigation. The page's load state does not wait for a
  // client-side navigation, and a slow home may still be loading: wait for that chunk itself
  // (one loaded before the click, with the entry or the home, never comes here and fails).
  const chunk = page.waitForResponse((r) => /\/NotificationsPage-[\w-]+\.js$/.test(r.url()), {
    timeout: 15_000,
  });
  await page
    .getByRole('navigation', { name: 'Menu do Portal Gerencial' })
    .getByRole('link', { name: 'Enviar Notificação para Usuário' })
    .click();
  await expect(page).toHaveURL(/\/clientes\/agendamento-notificacoes$/);
  expect((await chunk).ok()).toBe(true);
});
