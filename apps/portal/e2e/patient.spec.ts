import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  PATIENT,
  randomCpf,
  select,
  retype,
  uniqueSuffix,
  waitForMockState,
} from './helpers';

test('a patient logs in with CPF, reads the requests and logs out', async ({ page }) => {
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const cpf = page.getByRole('textbox', { name: 'CPF' });
  const password = page.getByLabel('Senha', { exact: true });

  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(cpf).toHaveAccessibleDescription('CPF não informado.');
  await expect(password).toHaveAccessibleDescription('Senha não informada.');

  await cpf.fill(PATIENT.cpf);
  await expect(cpf).toHaveValue('529.982.247-25');
  await password.fill('Errada@123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectToast(page, 'CPF e/ou senha inválidos.');
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PATIENT.password);
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/minhas-solicitacoes$/);
  // Focus goes on from the new screen's heading, not from <body>.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  const profile = page.getByRole('region', { name: 'Meu perfil' });
  await expect(profile).toContainText(PATIENT.name);
  await expect(profile).toContainText('898 0012 3456 7891');
  await expect(profile).toContainText(/\d+ anos, \d+ (mês|meses) e \d+ dias?/);
  await expect(profile).toContainText(/Solicitações em andamento\s*3/);
  await expect(page.getByText('Total: 7 solicitações')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await select(page, 'Situação', 'Efetivado');
  await expect(page.getByText('Total: 3 solicitações')).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);
  // Performed requests have left the queue: no position.
  const headers = await page.getByRole('table').locator('thead th').allTextContents();
  const position = headers.indexOf('Posição') + 1;
  expect(position).toBeGreaterThan(0);
  await expect(page.getByRole('table').locator(`tbody tr td:nth-child(${position})`)).toHaveText(
    Array(3).fill('Não se aplica'),
  );

  // The session survives a reload (browser storage).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Meu perfil' })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gostaria de sair do Portal?' });
  await expect(dialog).toContainText('Ao sair será necessário fazer login novamente.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Entrar' }),
  ).toBeVisible();

  // Logged out, 'Minhas solicitações' sends to /usuarios after 4 s.
  await page.goto('/minhas-solicitacoes');
  await expect(page.getByText(/Você precisa entrar para ver suas solicitações/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/usuarios$/, { timeout: 7000 });
});

async function googleLogin(page: Page, name: string, email: string) {
  if (!page.url().endsWith('/usuarios')) await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Entrar com o Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Escolha uma conta do Google' });
  await chooser.getByRole('textbox', { name: 'Nome' }).fill(name);
  await chooser.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await chooser.getByRole('button', { name: 'Continuar com esta conta' }).click();
  await expect(page).toHaveURL(/\/minhas-solicitacoes$/);
}

async function scrollTermsToEnd(page: Page) {
  await page.getByRole('region', { name: /Texto da Política/ }).evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
}

test('a new Google account completes its CPF and must accept the terms', async ({ page }) => {
  const email = `lucia.${uniqueSuffix()}@exemplo.com.br`;
  await googleLogin(page, 'Lucia Prado', email);

  const cpfModal = page.getByRole('dialog', {
    name: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
  });
  await expect(cpfModal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const cpfField = cpfModal.getByRole('textbox', { name: 'CPF' });
  await retype(cpfField, '12345678900');
  await cpfModal.getByRole('button', { name: 'Salvar' }).click();
  await expect(cpfField).toHaveAccessibleDescription('O CPF está inválido');
  await retype(cpfField, randomCpf());
  await expect(cpfField).toHaveValue(/^\d{3} \. \d{3} \. \d{3} - \d{2}$/);
  await cpfModal.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cadastro realizado com sucesso!');

  const terms = page.getByRole('dialog', { name: 'Política de Privacidade e Termos de Uso' });
  await expect(terms).toBeVisible();
  const agree = terms.getByRole('checkbox', { name: /Li e concordo/ });
  await expect(agree).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await terms.getByRole('button', { name: 'Cancelar' }).click();
  await expectToast(
    page,
    'Para continuar usando nosso sistema, você deve aceitar a política de privacidade!',
  );
  await expect(page).toHaveURL(/\/usuarios$/);
  // The toasts of the first round may sit over the chooser's button, and a toast under the
  // pointer never leaves (sonner pauses it while hovered): the click would wait for ever. Let
  // them go, pointer away, as a person reading them would.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // Back again (the CPF is kept): scroll to the end, agree, accept.
  await googleLogin(page, 'Lucia Prado', email);
  await expect(terms).toBeVisible();
  await expect(agree).toBeDisabled();
  await scrollTermsToEnd(page);
  await expect(agree).toBeEnabled();
  // The box itself is drawn over the native input: a person clicks its label.
  await terms.getByText('Li e concordo com a Política de Privacidade e os Termos de Uso').click();
  await expect(agree).toBeChecked();
  await terms.getByRole('button', { name: 'Aceitar' }).click();
  await expectToast(page, 'Termos de Politíca e Privacidade aceitos com sucesso!');
  await expect(terms).toBeHidden();
  await expect(page.getByText('Nenhuma solicitação encontrada.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meu perfil' })).toContainText('Lucia Prado');
});

test('the query-string login hand-off stores the login and reloads without it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Notícias', level: 1 })).toBeVisible();
  // A login made by another front end (the answer of the contract's login call).
  const answer = await page.evaluate(
    async (credentials) => {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: null, ...credentials }),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    { cpf: PATIENT.cpf, password: PATIENT.password },
  );
  const { token, ...user } = answer;
  await waitForMockState(page, String(token));
  await page.goto(
    `/minhas-solicitacoes?user=${encodeURIComponent(JSON.stringify(user))}&token=${String(token)}`,
  );
  await expect(page).toHaveURL(/\/minhas-solicitacoes$/);
  await expect(page.getByRole('region', { name: 'Meu perfil' })).toContainText(PATIENT.name);
  await expect(page.getByText('Total: 7 solicitações')).toBeVisible();
});
