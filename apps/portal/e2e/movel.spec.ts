import { expect, test } from '@playwright/test';
import {
  DOCUMENT_PNG,
  expectNoSeriousA11yViolations,
  expectToast,
  fillAppUserForm,
  randomCpf,
} from './helpers';

test('an app user registers with document images', async ({ page }) => {
  await page.goto('/movel/register');
  await expect(
    page.getByRole('heading', { name: 'Faça seu cadastro e acesse nosso aplicativo.' }),
  ).toBeVisible();
  // No site menu: the only navigation is eMAG's bar of shortcuts, hidden until focused.
  await expect(page.getByRole('navigation')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Atalhos' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Nome', exact: true }),
  ).toHaveAccessibleDescription('Campo Nome é requerido');
  await expect(page.getByText('A imagem é requerida').first()).toBeVisible();

  await fillAppUserForm(page, randomCpf());
  const files = page.locator('input[type="file"]');
  await files.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(201 * 1024),
  });
  await expectToast(page, 'O arquivo deve ser menor do que 200 kB');
  await files.setInputFiles(DOCUMENT_PNG);
  await expect(page.getByRole('list', { name: 'Arquivos selecionados' })).toContainText(
    'documento.png',
  );
  await page.getByRole('button', { name: 'Cadastrar' }).click();

  const done = page.getByRole('dialog', { name: 'Tudo certo!' });
  await expect(done).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await done.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
});
