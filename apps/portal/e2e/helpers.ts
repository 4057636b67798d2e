import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** Demo accounts of the sandbox seed (README.md, "Demo accounts"). */
export const PATIENT = {
  cpf: '52998224725',
  password: 'Senha@123',
  name: 'Maria Aparecida dos Santos',
};
export const FIRST_VISIT = { cpf: '11144477735', password: 'Senha@123' };
export const RESET_HASH = 'demo-redefinir-senha';

/** A valid CPF nobody has (random, so state-changing tests can run again on the same backend). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits for a toast (sonner's visible toast) with this text. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Picks an option of the queue filter (native selects), by its text. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Picks an option of a select (its trigger is named by its value and label). */
export async function select(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Logs in through the login page (opened unless the page is already there). */
export async function loginWithCpf(page: Page, cpf: string, password: string) {
  if (!page.url().endsWith('/usuarios')) await page.goto('/usuarios');
  await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/minhas-solicitacoes$/);
}

/** Closes the queue search's welcome modal. */
export async function dismissWelcome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Bem-Vindo ao Portal da Transparência!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Começar!' }).click();
  await expect(dialog).toBeHidden();
}

export { expectNoSeriousA11yViolations };

/**
 * Replaces a masked field's text the way a person does: select all, delete, type. Keys go with no
 * delay at all, as fast as a scanner or a password manager: the mask must keep every one.
 */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/**
 * In browser-mocks mode the mock backend saves its state to IndexedDB a moment after each change;
 * a test that navigates right after a change made outside the page's UI waits for that save.
 */
export async function waitForMockState(page: Page, text: string) {
  if (test.info().project.name !== 'browser-mocks') return;
  await expect
    .poll(
      () =>
        page.evaluate(
          (needle) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('portal-mock-backend');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const get = open.result.transaction('state').objectStore('state').get('current');
                get.onerror = () => resolve(false);
                get.onsuccess = () => resolve(JSON.stringify(get.result ?? '').includes(needle));
              };
            }),
          text,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** A whole PNG (1 × 1): the backend takes a picture only when its bytes are one, end to end. */
export const DOCUMENT_PNG = {
  name: 'documento.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Fills /movel/register's fields (not its document images) for a new app user with this CPF. */
export async function fillAppUserForm(page: Page, cpf: string) {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla Souza Lima');
  await page
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`carla.${uniqueSuffix()}@exemplo.com.br`);
  await page.getByRole('textbox', { name: 'Telefone' }).fill('21987654321');
  await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await page.getByRole('textbox', { name: 'Data de Nascimento' }).fill('14/03/1980');
  await page.getByRole('textbox', { name: 'Nome da mãe' }).fill('Rita Souza');
  await page.getByRole('textbox', { name: 'CNS' }).fill('898001234567891');
  await page.getByRole('textbox', { name: 'CEP' }).fill('26553000');
  await select(page, 'Estado civil', 'Casado(a)');
  await select(page, 'Dependentes', 'Nenhum');
  await page.getByLabel(/^Senha/).fill('Segura@2026');
  await page.getByLabel(/^Confirmação de senha/).fill('Segura@2026');
}
