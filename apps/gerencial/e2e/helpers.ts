/**
 * Helpers of the Portal Gerencial's end-to-end tests (against the sandbox over HTTP): open a screen
 * as a demo admin (logged in on the API, or through the login screen), and accept the
 * responsibility term when it shows.
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

const addressOf = (path: string) => new RegExp(`${path.replace(/[?]/g, '\\?')}$`);

/**
 * Opens a Portal Gerencial address as `account` through the login screen: the guard sends the
 * browser to the login, which brings it back to `path` once logged in. For the shell's own
 * journeys (shell.spec.ts); a screen's journey uses openAs.
 */
export async function openThroughLogin(
  page: Page,
  path: string,
  account: AdminAccount = DEMO.stateAdmin,
) {
  await page.goto(path);
  await loginAdmin(page, account);
  await expect(page).toHaveURL(addressOf(path));
}

/** Where the app keeps the admin session (ui/src/gerencial/session/session.ts). */
const ADMIN_SESSION_KEY = 'portal.gerencial.sessao';

/**
 * Opens a Portal Gerencial address as `account`, already logged in: the test logs in on the API
 * (POST /api/clients/login, its own session) and the page finds the session where the app keeps
 * it, in localStorage, on its first load only (a logout or an expired session in the test stays
 * so). The login screen, the guard and the way back to the address are the shell's journeys
 * (shell.spec.ts, home.spec.ts, bundle.spec.ts), not every screen's. The default account
 * (estado) has accepted the term.
 */
export async function openAs(page: Page, path: string, account: AdminAccount = DEMO.stateAdmin) {
  const response = await page.request.post('/api/clients/login', {
    data: { login: account.login, password: account.password },
  });
  expect(response.status(), `login of ${account.login}`).toBe(200);
  const session = JSON.stringify(await response.json());
  await page.addInitScript(
    ([key, value]) => {
      const seeded = 'e2e.gerencial.sessao-posta';
      if (sessionStorage.getItem(seeded)) return;
      sessionStorage.setItem(seeded, '1');
      localStorage.setItem(key!, value!);
    },
    [ADMIN_SESSION_KEY, session],
  );
  await page.goto(path);
  await expect(page).toHaveURL(addressOf(path));
  // The screen's code has arrived (each screen is its own chunk).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 15_000,
  });
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
