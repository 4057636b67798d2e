/** Gerenciar Usuários as DEMO.admin: a user of a unique name created, found, updated, removed. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs } from './helpers';

/** Names take letters and spaces only: a unique run of letters. */
const uniqueLetters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

async function settled(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

test('client users: create, find, update and remove (the name in the confirmation)', async ({
  page,
}) => {
  test.slow();
  const name = `Servidora ${uniqueLetters()}`;
  const renamed = `${name} Silva`;
  await openAs(page, '/clientes/client-user', DEMO.admin);
  await expect(page).toHaveTitle('Gerenciar Usuários | Portal Gerencial');
  await settled(page);

  await page.getByRole('textbox', { name: /^Nome/ }).fill(name);
  await page
    .getByLabel(/^Senha/)
    .first()
    .fill('Senha@123');
  await page.getByLabel(/^Confirmar senha/).fill('Senha@123');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expectToast(page, 'Usuário cadastrado com Sucesso!');

  await page.getByRole('tab', { name: 'Buscar por Usuário' }).click();
  await page.getByRole('searchbox', { name: 'Filtrar por nome' }).fill(name.toUpperCase());
  const users = page.getByRole('list', { name: 'Usuários do cliente' });
  await expect(users.getByRole('button')).toHaveText([name]);
  await users.getByRole('button', { name }).click();
  const details = page.getByRole('region', { name: 'Detalhes' });
  await expect(details.getByRole('textbox', { name: /^Nome/ })).toHaveValue(name);
  await settled(page);
  await details.getByRole('textbox', { name: /^Nome/ }).fill(renamed);
  await details.getByRole('button', { name: 'Atualizar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso!');
  await expect(details.getByText(/Selecione um usuário na lista/)).toBeVisible();

  await users.getByRole('button', { name: renamed }).click();
  await details.getByRole('button', { name: 'Remover' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir o usuário?' });
  await expect(dialog).toContainText(renamed);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Usuario Removido com Sucesso!');
  await expect(page.getByText('Sem usuários para exibir.')).toBeVisible();
});
