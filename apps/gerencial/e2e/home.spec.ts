/**
 * The client home as the Mesquita admin meets it: the responsibility term on the first visit,
 * accepted once and not shown again after a reload (the cards, charts and units are the home's
 * stories).
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptTerm, DEMO, expectToast, loginAdmin } from './helpers';

const TERM = 'Política de Privacidade e Termo de Responsabilidade';

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
