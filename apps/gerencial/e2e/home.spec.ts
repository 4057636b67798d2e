/**
 * The client home as the Mesquita admin meets it: the responsibility term on the first visit
 * (accepted once, not shown again), the four cards, the daily charts' month selector and the units
 * table on the live figures of the sandbox's queue.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerm,
  DEMO,
  expectNoSeriousA11yViolations,
  expectToast,
  loginAdmin,
} from './helpers';

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
const monthLabel = (date: Date) => `${MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
const TERM = 'Política de Privacidade e Termo de Responsabilidade';
const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * Logs DEMO.admin in at /clientes and lands on the home. The seed's admin has not accepted the
 * term, so the modal must show and is accepted here; another test running beside this one on the
 * same sandbox may have accepted it first, which the login's own answer says.
 */
async function loginToHome(page: Page) {
  await page.goto('/clientes');
  const login = page.waitForResponse((r) => r.url().endsWith('/api/clients/login'));
  await loginAdmin(page, DEMO.admin);
  await expect(page).toHaveURL(/\/clientes\/main$/);
  const { user } = (await (await login).json()) as {
    user: { usc_termo_responsabilidade: boolean };
  };
  if (user.usc_termo_responsabilidade) {
    await expect(page.getByRole('group', { name: 'Total de solicitações' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: TERM })).toBeHidden();
  } else {
    await acceptTerm(page);
  }
  return { termWasPending: !user.usc_termo_responsabilidade };
}

test('the term shows until it is accepted, and not again after a reload', async ({ page }) => {
  test.slow(); // login, the term and a reload on a shared sandbox
  const { termWasPending } = await loginToHome(page);
  if (termWasPending)
    await expectToast(page, 'Termos de Politíca e Privacidade aceitos com sucesso!');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Total de solicitações' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: TERM })).toBeHidden();
});

test('the home shows the four cards, the month selector and the units on live figures', async ({
  page,
}) => {
  test.slow(); // a long journey on a shared sandbox
  await loginToHome(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByText('Bem-vindo(a), Administrador Mesquita!')).toBeVisible();
  await expect(page.getByTestId('dados-atualizados')).toHaveText(
    /^Dados atualizados em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );

  // Three cards per view, then the fourth; each a number.
  const value = (name: string) => page.getByRole('group', { name }).getByTestId('card-value');
  for (const name of ['Total de solicitações', 'Aguardando', 'Autorizadas']) {
    await expect(value(name)).toHaveText(/^\d{1,3}(\.\d{3})*$/);
    // The spec's 'Aumento na semana', except a fall: 'Queda na semana'.
    const group = page.getByRole('group', { name });
    const fell = (await group.getByTestId('card-change').getAttribute('data-tone')) === 'negative';
    await expect(group.getByTestId('card-change-label')).toHaveText(
      fell ? 'Queda na semana' : 'Aumento na semana',
    );
  }
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(value('Realizadas')).toHaveText(/^\d{1,3}(\.\d{3})*$/);
  await page.getByRole('button', { name: 'Anterior' }).click();

  // The units add up to the total card.
  const table = page.getByRole('table', { name: 'Detalhamento por Unidades' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  const totals = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  const total = count(await value('Total de solicitações').textContent());
  expect(total).toBeGreaterThan(0);
  expect(totals.reduce((sum, text) => sum + count(text), 0)).toBe(total);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText('Mesquita');

  // The charts open at the current month; the selector changes the month shown.
  // The browser's month (the sandbox's time zone), not the test runner's.
  const [year, month] = await page.evaluate(() => [
    new Date().getFullYear(),
    new Date().getMonth(),
  ]);
  const now = new Date(year!, month!, 1);
  const current = monthLabel(now);
  const previous = monthLabel(new Date(now.getFullYear(), now.getMonth() - 1, 1));
  const selector = page.getByRole('button', { name: /Mês/ }).first();
  await expect(selector).toContainText(current);
  await expect(
    page.getByRole('table', { name: `Solicitações por dia — ${current}` }),
  ).toBeAttached();
  await selector.click();
  await page.getByRole('option', { name: previous }).click();
  await expect(selector).toContainText(previous);
  await expect(
    page.getByRole('table', { name: `Solicitações por dia — ${previous}` }),
  ).toBeAttached();
  await expect(
    page.getByRole('table', { name: `Detalhamento de Solicitações — ${current}` }),
  ).toBeAttached();

  await expectNoSeriousA11yViolations(page);
});

test('on a 360 px phone: one card per view and the units as cards', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await loginToHome(page);
  await expect(page.getByRole('group', { name: 'Total de solicitações' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Aguardando' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('group', { name: 'Aguardando' })).toBeVisible();
  const units = page.getByRole('list', { name: 'Detalhamento por Unidades' });
  await expect(units.getByRole('listitem').first()).toContainText('Mesquita');
  await expect(page.getByRole('table', { name: 'Detalhamento por Unidades' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
