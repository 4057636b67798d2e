import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  randomCpf,
  RESET_HASH,
  select,
  uniqueSuffix,
} from './helpers';

test('an app user registers with document images @browser-mocks', async ({ page }) => {
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

test('Fale Conosco, the terms page and the way back to the portal', async ({ page }) => {
  await page.goto('/movel/register');
  await page.getByRole('button', { name: 'Fale Conosco' }).click();
  await expect(page.getByRole('heading', { name: 'Fale Conosco' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).fill('Carla Souza');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('carla@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('2134567890');
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Como faço para usar o aplicativo?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const done = page.getByRole('dialog', { name: 'Tudo certo!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Ok' }).click();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Políticas de Privacidade' })
    .click();
  await expect(page).toHaveURL(/\/movel\/termos$/);
  await expect(
    page.getByRole('region', { name: 'Termos gerais de uso' }).getByRole('listitem'),
  ).toHaveCount(12);
  await expect(page.getByText('Última atualização: 04/12/2024')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/movel\/register$/);
  await page.getByRole('link', { name: 'Voltar ao Portal da Transparência' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Notícias', level: 1 })).toBeVisible();
});

test('password reset by link, then /searchbydocument', async ({ page }) => {
  // An unknown link is reported as the page opens, before anything is typed.
  await page.goto('/movel/redefinir-senha/link-que-nao-existe');
  await expect(page.getByText('Link de redefinição inválido ou expirado.')).toBeVisible();
  await expect(page.getByLabel(/^Nova senha/)).toHaveCount(0);

  await page.goto(`/movel/redefinir-senha-pleni/${RESET_HASH}`);
  await expect(page.getByRole('heading', { name: 'Redefinir senha do Pleni' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^Nova senha/).fill('Nova#2026');
  await page.getByLabel(/^Confirme a nova senha/).fill('Nova@2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByLabel(/^Nova senha/)).toHaveAccessibleDescription(
    'Os requisitos para a nova senha não foram satisfeitos.',
  );
  await expect(page.getByLabel(/^Confirme a nova senha/)).toHaveAccessibleDescription(
    'Senhas devem ser Idênticas',
  );
  await page.getByLabel(/^Nova senha/).fill('Nova@2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectToast(page, 'Senha atualizada com sucesso!');
  await expect(page).toHaveURL(/\/searchbydocument$/);
  await expect(page.getByRole('heading', { name: 'Acesso com seu CPF' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
