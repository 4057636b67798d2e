import { expect, test } from '@playwright/test';
import {
  DOCUMENT_PNG,
  expectNoSeriousA11yViolations,
  fillAppUserForm,
  loginWithCpf,
  PATIENT,
  randomCpf,
  waitForMockState,
} from './helpers';

/**
 * The portal on its mock backend in the browser (the dist-mocks build, `browser-mocks` project):
 * what that mode itself must do, once. The service worker answers reads and writes, a multipart
 * upload goes through it, and the state (IndexedDB) outlives a reload. The screens are the
 * sandbox's: their journeys run there, and their states are stories.
 */
test('reads, a login, an upload and a reload, all answered in the page @browser-mocks-only', async ({
  page,
}) => {
  // Reads: the news of the landing page and the queue's last update.
  const news = page.waitForResponse((r) => r.url().endsWith('/api/rss-feeds'));
  await page.goto('/');
  expect((await news).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Recentes' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  const lastCheck = page.waitForResponse((r) => r.url().endsWith('/api/queue/get-last-check'));
  await page.goto('/solicitacoes');
  expect((await lastCheck).fromServiceWorker()).toBe(true);
  await expect(
    page.getByText(/^Última atualização da fila em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
  ).toBeVisible();

  // A write (the login makes a session in the mock backend's state), which a reload keeps.
  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  await expect(page.getByRole('region', { name: 'Meu perfil' })).toContainText(PATIENT.name);
  await expect(page.getByText('Total: 7 solicitações')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Meu perfil' })).toContainText(PATIENT.name);
  await expect(page.getByText('Total: 7 solicitações')).toBeVisible();

  // A multipart upload (GraphQL's): an app user registers with a document image, which the mock
  // backend keeps in its stored state.
  const cpf = randomCpf();
  await page.goto('/movel/register');
  await fillAppUserForm(page, cpf);
  await page.locator('input[type="file"]').setInputFiles(DOCUMENT_PNG);
  const upload = page.waitForResponse((r) =>
    /^multipart\/form-data/.test(r.request().headers()['content-type'] ?? ''),
  );
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const answered = await upload;
  expect(answered.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Tudo certo!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await waitForMockState(page, cpf);
});
