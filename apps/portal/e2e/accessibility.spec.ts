/**
 * eMAG in the portal: the skip links are the first Tab stop and move focus without touching the
 * address; Alt+1..Alt+4 reach the content, the menu, the search and the footer; every page's
 * footer links the accessibility page and the privacy notice; the accessibility page opens from
 * there. Tagged @sandbox-only: the browser-mocks build repeats the same screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginWithCpf, PATIENT, RESET_HASH } from './helpers';

test.beforeEach(async ({ page }) => {
  // The queue's welcome modal is its own journey's.
  await page.addInitScript(() => sessionStorage.setItem('portal.boas-vindas-vista', '1'));
});

/** The element that has focus is inside (or is) `selector`. */
const focusIsIn = (page: Page, selector: string) =>
  expect
    .poll(() => page.evaluate((css) => !!document.activeElement?.closest(css), selector))
    .toBe(true);

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Hydrated: the skip links listen for their keys.
  await page.waitForLoadState('networkidle');
}

test('the skip links are the first Tab stop, shown on focus, and move focus without a hash @sandbox-only', async ({
  page,
}) => {
  await openPage(page, '/');
  const bar = page.getByRole('navigation', { name: 'Atalhos' });
  const content = bar.getByRole('link', { name: 'Ir para o conteúdo [1]' });
  await expect(content).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(content).toBeFocused();
  await expect(content).toBeInViewport();
  await expect(bar.getByRole('link')).toHaveText([
    'Ir para o conteúdo [1]',
    'Ir para o menu [2]',
    'Ir para o rodapé [4]',
    'Acessibilidade',
  ]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  // The next Tab goes on from the content, past the header.
  await page.keyboard.press('Tab');
  await focusIsIn(page, 'main');

  // From the top again: the second link leads to the menu.
  await openPage(page, '/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Ir para o menu [2]' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

for (const path of ['/', '/solicitacoes']) {
  test(`Alt+1 puts the focus in the main content and Alt+2 in the menu on ${path} @sandbox-only`, async ({
    page,
  }) => {
    await openPage(page, path);
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeFocused();
    await page.keyboard.press('Alt+4');
    await expect(page.getByRole('contentinfo')).toBeFocused();
    await page.keyboard.press('Alt+1');
    await focusIsIn(page, 'main');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('on /solicitacoes the search has its link and Alt+3 @sandbox-only', async ({ page }) => {
  await openPage(page, '/solicitacoes');
  const search = page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', {
    name: 'Ir para a busca [3]',
  });
  await expect(search).toHaveCount(1);
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('combobox', { name: 'Serviço' })).toBeFocused();
  // A page without a search has neither.
  await page.getByRole('link', { name: 'Notícias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  await expect(search).toHaveCount(0);
});

test('on a phone Alt+2 reaches the folded menu’s button @sandbox-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openPage(page, '/');
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

/** Every portal page, and the heading it shows. */
const PAGES = [
  '/',
  '/solicitacoes',
  '/como-calculamos',
  '/painel-da-fila',
  '/dados-abertos',
  '/usuarios',
  '/acessibilidade',
  '/searchbydocument',
  '/pagina-que-nao-existe',
  '/movel/register',
  '/movel/termos',
  `/movel/redefinir-senha/${RESET_HASH}`,
];

async function expectFooterLinks(page: Page, path: string) {
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('link', { name: 'Acessibilidade', exact: true }),
    path,
  ).toHaveAttribute('href', '/acessibilidade');
  await expect(
    footer.getByRole('link', { name: 'Privacidade', exact: true }),
    path,
  ).toHaveAttribute('href', '/privacidade');
}

test('every page’s footer links /acessibilidade and /privacidade @sandbox-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectFooterLinks(page, path);
  }
  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  for (const path of ['/minhas-solicitacoes', '/avisos']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectFooterLinks(page, path);
  }
});

test('the footer’s Acessibilidade opens the page, with the symbol and the shortcuts @sandbox-only', async ({
  page,
}) => {
  await openPage(page, '/dados-abertos');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click();
  await expect(page).toHaveURL(/\/acessibilidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('img', { name: 'Símbolo de acessibilidade' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Atalhos de teclado' })).toContainText('Alt + 4');
  await expect(page).toHaveTitle('Acessibilidade | Portal da Transparência');
  await expectNoSeriousA11yViolations(page);
  // The skip links' last link leads here too.
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page
    .getByRole('navigation', { name: 'Atalhos' })
    .getByRole('link', { name: 'Acessibilidade' })
    .click();
  await expect(page).toHaveURL(/\/acessibilidade$/);
});
