/**
 * eMAG in the control panel: the skip links come first, Alt+1 puts the focus in the main content
 * and Alt+2 in the header's menu, and a screen with a search gets Alt+3.
 * Tagged @sandbox-only: the panel is the sandbox's.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../portal/e2e/axe';
import { loginPanel } from './helpers';

test('Alt+1 goes to the main content, Alt+2 to the menu, Alt+3 to a search @sandbox-only', async ({
  page,
  request,
}) => {
  await loginPanel(page, request);
  await page.goto('/clientes/painel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const links = page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await expect(links).toHaveText(['Ir para o conteúdo [1]', 'Ir para o menu [2]']);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toBeFocused();
  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/clientes\/painel$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/clientes/painel/log');
  await expect(page.getByRole('search')).toBeVisible();
  await expect(links).toHaveText([
    'Ir para o conteúdo [1]',
    'Ir para o menu [2]',
    'Ir para a busca [3]',
  ]);
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('search').getByRole('searchbox')).toBeFocused();
});
