import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

test('the simple page: a failing send says so and keeps the form; the retry is sent', async ({
  page,
}) => {
  await openAs(page, '/clientes/notifications', DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const title = `Mutirão ${uniqueSuffix()}`;
  await page.getByRole('radio', { name: 'Enviar e salvar no banco' }).check({ force: true });
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page.getByRole('textbox', { name: /^CPFs/ }).fill(`${DEMO.patient.cpf}, 111 444 777 35`);
  await page.getByRole('textbox', { name: /^Descrição/ }).fill('Sábado a UBS abre das 8h às 17h.');

  // The backend fails once: the original would have said 'sucesso'.
  let calls = 0;
  await page.route('**/api/enviaNotificacao', async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 500, json: { mensagem: 'Erro interno.' } });
    else await route.fallback();
  });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, 'Falha ao enviar notificação!');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Notificação enviada com sucesso!' }),
  ).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: /^CPFs/ })).toHaveValue(
    '529.982.247-25, 111.444.777-35',
  );

  const sent = page.waitForRequest('**/api/enviaNotificacao');
  await page.getByRole('button', { name: 'Enviar' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    cpfs: [DEMO.patient.cpf, '11144477735'],
    title,
    onlyPush: false,
  });
  await expectToast(page, 'Notificação enviada com sucesso!');
  await expect(page.getByRole('textbox', { name: /^Título/ })).toHaveValue('');
});

test('the mass page: Tudo Certo! after the server confirmed', async ({ page }) => {
  await openAs(page, '/clientes/envia-notificacao-massa', DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificação em massa' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Título/ }).fill('Campanha de vacinação');
  await page.getByRole('textbox', { name: /^CPFs/ }).fill(`${DEMO.patient.cpf},,`);
  await page.getByRole('textbox', { name: /^Descrição/ }).fill('Vacine-se na UBS mais próxima.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tudo Certo!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('A mensagem foi enviada para 1 CPF.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
});
