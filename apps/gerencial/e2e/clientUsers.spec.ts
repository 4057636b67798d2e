/**
 * Gerenciar Usuários as DEMO.admin: a user of a unique name and login created, found, updated,
 * removed (the account named in the confirmation, the removal in the record).
 */
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

test('client users: create, find, update and remove (the account in the confirmation)', async ({
  page,
}) => {
  test.slow();
  const letters = uniqueLetters();
  const name = `Servidora ${letters}`;
  const login = `servidora.${letters}`;
  const renamed = `${name} Silva`;
  await openAs(page, '/clientes/client-user', DEMO.admin);
  await expect(page).toHaveTitle('Gerenciar Usuários | Portal Gerencial');
  await settled(page);

  await page.getByRole('textbox', { name: /^Nome/ }).fill(name);
  await page.getByRole('textbox', { name: /^Login/ }).fill(login);
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
  await expect(users.getByRole('button')).toHaveText([`${name} login: ${login}`]);
  await users.getByRole('button', { name: new RegExp(`^${name} login:`) }).click();
  const details = page.getByRole('region', { name: 'Detalhes' });
  await expect(details.getByRole('textbox', { name: /^Nome/ })).toHaveValue(name);
  await settled(page);
  await details.getByRole('textbox', { name: /^Nome/ }).fill(renamed);
  await details.getByRole('button', { name: 'Atualizar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso!');
  await expect(details.getByText(/Selecione um usuário na lista/)).toBeVisible();

  await users.getByRole('button', { name: new RegExp(`^${renamed} login:`) }).click();
  await details.getByRole('button', { name: 'Remover' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir o usuário?' });
  await expect(dialog).toContainText(`${renamed} (login: ${login})`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Usuario Removido com Sucesso!');
  await expect(page.getByText('Sem usuários para exibir.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Remoções registradas' })).toContainText(
    `${renamed} (${login}) — removida por Administrador Mesquita (${DEMO.admin.login}) em `,
  );
});
