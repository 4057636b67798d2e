import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  loginWithCpf,
  PATIENT,
  randomCpf,
  select,
  uniqueSuffix,
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
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla Souza Lima');
  await page
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`carla.${uniqueSuffix()}@exemplo.com.br`);
  await page.getByRole('textbox', { name: 'Telefone' }).fill('21987654321');
  await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await page.getByRole('textbox', { name: 'Data de Nascimento' }).fill('14/03/1980');
  await page.getByRole('textbox', { name: 'Nome da mãe' }).fill('Rita Souza');
  await page.getByRole('textbox', { name: 'CNS' }).fill('898001234567891');
  await page.getByRole('textbox', { name: 'CEP' }).fill('26553000');
  await select(page, 'Estado civil', 'Casado(a)');
  await select(page, 'Dependentes', 'Nenhum');
  await page.getByLabel(/^Senha/).fill('Segura@2026');
  await page.getByLabel(/^Confirmação de senha/).fill('Segura@2026');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'documento.png',
    mimeType: 'image/png',
    // A whole PNG (1 × 1): the backend takes a picture only when its bytes are one, end to end.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
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
