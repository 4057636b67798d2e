import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  randomCpf,
  select,
  uniqueSuffix,
} from './helpers';

test('an app user registers with document images', async ({ page }) => {
  await page.goto('/movel/register');
  await expect(
    page.getByRole('heading', { name: 'Faça seu cadastro e acesse nosso aplicativo.' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Nome', exact: true }),
  ).toHaveAccessibleDescription('Campo Nome é requerido');
  await expect(page.getByText('A imagem é requerida').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla Souza Lima');
  await page
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`carla.${uniqueSuffix()}@exemplo.com.br`);
  await page.getByRole('textbox', { name: 'Telefone' }).fill('21987654321');
  await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
  await page.getByRole('textbox', { name: 'Data de Nascimento' }).fill('14/03/1980');
  await page.getByRole('textbox', { name: 'Nome da mãe' }).fill('Rita Souza');
  await page.getByRole('textbox', { name: 'CNS' }).fill('898001234567891');
  await page.getByRole('textbox', { name: 'CEP' }).fill('26553000');
  await select(page, 'Estado civil', 'Casado(a)');
  await select(page, 'Dependentes', 'Nenhum');
  await page.getByLabel(/^Senha/).fill('Segura@2026');
  await page.getByLabel(/^Confirmação de senha/).fill('Segura@2026');
  const files = page.locator('input[type="file"]');
  await files.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(201 * 1024),
  });
  await expectToast(page, 'O arquivo deve ser menor do que 200 kB');
  await files.setInputFiles({
    name: 'documento.png',
    mimeType: 'image/png',
    // A whole PNG (1 × 1): the backend takes a picture only when its bytes are one, end to end.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
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
