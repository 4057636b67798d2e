/**
 * The Portal Gerencial's shell as an admin meets it: the guard and the login, the menu, logout, the query carried over, and the panel's addresses left to the panel.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginAdmin, openThroughLogin } from './helpers';

test('a clientes.* address without a login goes to the login, and back after it', async ({
  page,
}) => {
  await page.goto('/clientes/configuracoes');
  await expect(page).toHaveURL(/\/clientes\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administrador' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await loginAdmin(page, DEMO.stateAdmin);
  await expect(page).toHaveURL(/\/clientes\/configuracoes$/);
  const header = page.getByRole('banner').first();
  await expect(header.getByText('Secretaria de Estado de Saúde do Rio de Janeiro')).toBeVisible();
  await expect(header.getByText('Gestor Estadual')).toBeVisible();
});

test('the side menu reaches every screen; Sair ends the session', async ({ page }) => {
  // Eleven screens, each its own chunk: more than the default 30 s on a loaded 2-core machine.
  test.slow();
  await openThroughLogin(page, '/clientes/main');
  const menu = page.getByRole('navigation', { name: 'Menu do Portal Gerencial' });
  const screens: Array<[string, RegExp]> = [
    ['Importar informações Fila', /\/clientes\/import$/],
    ['Gerenciar Usuários', /\/clientes\/client-user$/],
    ['Gerenciar Usuários do App', /\/clientes\/autorizar-usuarios-app$/],
    ['Solicitações de titulares (LGPD)', /\/clientes\/privacidade\/solicitacoes$/],
    ['Cadastrar Notícia', /\/clientes\/news$/],
    ['RSS', /\/clientes\/rss$/],
    ['Enviar Notificação para Usuário', /\/clientes\/agendamento-notificacoes$/],
    ['Você ainda precisa?', /\/clientes\/campanhas$/],
    ['Chatbots (Blip Bot)', /\/clientes\/bots$/],
    ['Configurações', /\/clientes\/configuracoes$/],
    ['Início', /\/clientes\/main$/],
  ];
  for (const [name, url] of screens) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    // The link turns current once the screen's code has arrived (the navigation is a transition).
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
      { timeout: 15_000 },
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/clientes\/?$/);
  await expect(page.getByText('Você saiu do Portal Gerencial.')).toBeVisible();
  // The token is gone: a screen's address asks for the login again.
  await page.goto('/clientes/rss');
  await expect(page).toHaveURL(/\/clientes\/?$/);
});

test('a query is carried over to a navigation without one', async ({ page }) => {
  await openThroughLogin(page, '/clientes/main?origem=painel');
  await page
    .getByRole('navigation', { name: 'Menu do Portal Gerencial' })
    .getByRole('link', { name: 'Configurações' })
    .click();
  await expect(page).toHaveURL(/\/clientes\/configuracoes\?origem=painel$/, { timeout: 15_000 });
});

test('the control panel’s addresses are exempt from the admin guard', async ({ page }) => {
  await page.goto('/clientes/painel');
  await expect(page.getByRole('dialog', { name: 'Acesso ao painel' })).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/painel\/?$/);
});

test('a 401 mid-form: back to the login with a message, and the typed text is still there after it', async ({
  page,
}) => {
  await openThroughLogin(page, '/clientes/rss');
  const link = page.getByRole('textbox', { name: /^Link do feed RSS/ });
  await link.fill('https://www.exemplo.gov.br/noticias/rss.xml');
  // The server stops accepting the token (expired, revoked) the next time the form calls it.
  await page.route('**/api/rss-feeds-validate**', (route) =>
    route.fulfill({ status: 401, json: { mensagem: 'Sessão expirada.' } }),
  );
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/clientes\/?$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Sua sessão expirou' })).toBeVisible();
  await page.unroute('**/api/rss-feeds-validate**');
  await loginAdmin(page, DEMO.stateAdmin);
  await expect(page).toHaveURL(/\/clientes\/rss$/);
  await expect(page.getByRole('textbox', { name: /^Link do feed RSS/ })).toHaveValue(
    'https://www.exemplo.gov.br/noticias/rss.xml',
  );
});
