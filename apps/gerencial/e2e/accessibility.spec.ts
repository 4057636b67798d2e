/**
 * eMAG in the Portal Gerencial: the skip links come first (on the login screen too), Alt+1 puts
 * the focus in the main content and Alt+2 in the side menu (its 'Menu' button on a phone), and a
 * screen with a search gets Alt+3.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, openAs } from './helpers';

const skipLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link');

test('the login screen starts with the link to its content', async ({ page }) => {
  await page.goto('/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrador' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLinks(page)).toHaveText(['Ir para o conteúdo [1]']);
  await expect(skipLinks(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('logged in, Alt+1 goes to the main content, Alt+2 to the menu and Alt+3 to a search', async ({
  page,
}) => {
  await openAs(page, '/clientes/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLinks(page).first()).toBeFocused();
  await expect(skipLinks(page)).toHaveText(['Ir para o conteúdo [1]', 'Ir para o menu [2]']);
  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('navigation', { name: 'Menu do Portal Gerencial' })).toBeFocused();
  await expect(page).toHaveURL(/\/clientes\/main$/);
  await expectNoSeriousA11yViolations(page);

  // A screen with a search: its link shows, and Alt+3 reaches its field.
  await page
    .getByRole('navigation', { name: 'Menu do Portal Gerencial' })
    .getByRole('link', { name: 'Gerenciar Usuários do App' })
    .click();
  await expect(page.getByRole('search')).toBeVisible();
  await expect(skipLinks(page)).toHaveText([
    'Ir para o conteúdo [1]',
    'Ir para o menu [2]',
    'Ir para a busca [3]',
  ]);
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('search').getByRole('searchbox')).toBeFocused();
});

test('on a phone Alt+2 reaches the folded menu’s button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openAs(page, '/clientes/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});
