/**
 * Helpers of the Portal Gerencial's end-to-end tests (against the sandbox over HTTP): log in as a
 * demo admin through the login screen, and accept the responsibility term when it shows.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO } from '@portal/mocks/seed/people';

export { DEMO };
export { expectNoSeriousA11yViolations, expectToast, uniqueSuffix } from '../../portal/e2e/helpers';

export type AdminAccount = { login: string; password: string };

/** Fills the login screen ('Administrador') and waits to leave it. */
export async function loginAdmin(page: Page, account: AdminAccount) {
  await expect(page.getByRole('heading', { level: 1, name: 'Administrador' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel(/^Login/).fill(account.login);
  await page
    .getByLabel(/^Senha/, { exact: false })
    .first()
    .fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/clientes\/?(\?.*)?$/);
}

/**
 * Opens a Portal Gerencial address as `account`: the guard sends the browser to the login, which
 * brings it back to `path` once logged in. The default account (estado) has accepted the term.
 */
export async function openAs(page: Page, path: string, account: AdminAccount = DEMO.stateAdmin) {
  await page.goto(path);
  await loginAdmin(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Accepts the policy-and-privacy term of the home: scroll to the end, agree, Aceitar. */
export async function acceptTerm(page: Page) {
  const dialog = page.getByRole('dialog', {
    name: 'Política de Privacidade e Termo de Responsabilidade',
  });
  await expect(dialog).toBeVisible();
  // The modal's body is a region too: the term's text is the one named 'Texto: …'.
  await dialog
    .getByRole('region', { name: /^Texto:/ })
    .evaluate((box) => box.scrollTo(0, box.scrollHeight));
  const agree = dialog.getByRole('checkbox', { name: /^Li e concordo/ });
  await expect(agree).toBeEnabled();
  // The box is drawn over the native input: a person clicks its label.
  await dialog.getByText(/^Li e concordo/).click();
  await expect(agree).toBeChecked();
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await expect(dialog).toBeHidden();
}
