/** Gerenciar Usuários do APP as DEMO.admin: a user found by name, the detail, the password reset. */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs } from './helpers';

/** A seeded app user no other journey logs in as. */
const USER = { name: 'Edson Ramos', cpf: '39772172321', masked: '397.721.723-21' };

test('app users: find by name, open the detail, reset the password to the CPF digits', async ({
  page,
}) => {
  test.slow(); // login, three axe checks and a reset on a shared sandbox
  await openAs(page, '/clientes/autorizar-usuarios-app', DEMO.admin);
  await expect(page).toHaveTitle('Gerenciar Usuários do APP | Portal Gerencial');
  await expect(page.getByText(/^Resultados encontrados: 10 de \d+$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }).fill(USER.name);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Resultados encontrados: 1 de 1')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  await page.getByRole('button', { name: `Ver detalhes de ${USER.name}` }).click();

  const detail = page.getByRole('dialog', { name: 'Detalhes do usuário' });
  await expect(detail).toContainText(USER.masked);
  await expect(detail).toContainText('27/10/1989');
  await expect(detail).toContainText('Ativo');
  await expect(detail.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await detail.getByRole('button', { name: 'Redefinir senha' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redefinir senha' });
  await expect(confirm).toContainText(`somente os números: ${USER.cpf}`);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/users/update-password'));
  await confirm.getByRole('button', { name: 'Redefinir senha' }).click();
  await expectToast(page, 'Senha atualizada com sucesso!');
  expect((await sent).postDataJSON()).toEqual({ id: expect.any(Number), password: USER.cpf });
  await expect(detail).toContainText('Aguardando troca de senha');
});
