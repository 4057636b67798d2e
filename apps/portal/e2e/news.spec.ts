import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginWithCpf, PATIENT } from './helpers';

test('home: the main news, Recentes, the menu by login state and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Notícias | Portal da Transparência');
  await expect(page.getByRole('banner')).toContainText('Portal da Transparência');
  const main = page.getByRole('article');
  await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
  const readMore = main.getByRole('link', { name: /^Leia mais/ });
  await expect(readMore).toHaveAttribute('target', '_blank');
  await expect(
    page.getByRole('complementary', { name: 'Recentes' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  // The feed item that carries a script is shown as text only.
  expect(await page.locator('main script, main [onerror]').count()).toBe(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2024 Portal da Transparência');
  await expect(footer).toContainText(/Versão \d+\.\d+\.\d+/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Minhas solicitações' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  await page.goto('/');
  await expect(menu.getByRole('link', { name: 'Minhas solicitações' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
});

test('at 360 px the menu folds behind a button, and the query follows navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/?municipio=3303203');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Buscar solicitações' }).click();
  // No query of its own: the previous one (municipio) is carried over.
  await expect(page).toHaveURL(/\/solicitacoes\?municipio=3303203$/);
  await expect(page.getByText(/^Município: .*Nilópolis/)).toBeVisible();
});
