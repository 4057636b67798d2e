/**
 * Reflow (WCAG 1.4.10 with 1.4.4): every route of every app, and the modals they open by
 * themselves, at 320 px wide with text at 200 %, must not scroll sideways. Text is enlarged as a
 * browser's text-size setting does it (the root font size, which every rem of the theme follows);
 * the portal's own A+ goes up to 150 % on top of the same mechanism.
 * Tagged @sandbox-only: it visits the panel and the Portal Gerencial, which the sandbox serves.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginPanel } from '../../panel/e2e/helpers';
import { FIRST_VISIT, loginWithCpf, PATIENT, RESET_HASH } from './helpers';

const CARDIOLOGY =
  '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=SOLICITADO';

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // The queue's welcome is measured on its own route below; elsewhere it is already seen.
    if (!location.search.includes('boas-vindas'))
      sessionStorage.setItem('portal.boas-vindas-vista', '1');
  });
});

/** What sticks out to the right of the viewport (none when the page reflows). */
async function overflow(page: Page) {
  // Text at 200 %: the root font size every rem of the theme follows (as a browser's text-size
  // setting does); the page's own A+ sets the same root size, up to 150 %.
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  // Let fonts, lazy chunks and layout settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const root = document.documentElement;
    if (getComputedStyle(root).fontSize !== '32px') throw new Error('text is not at 200 %');
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Inside a scroll container of its own (a wide table) is fine.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (/(auto|scroll|hidden)/.test(style.overflowX) && p.clientWidth < p.scrollWidth)
            return false;
        }
        return box.right > width + 1;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

async function expectReflow(page: Page, what: string) {
  const result = await overflow(page);
  const report = `${what}: ${result.scrollWidth} px of page in ${result.clientWidth} px\n${result.culprits.join('\n')}`;
  expect(result.scrollWidth, report).toBeLessThanOrEqual(result.clientWidth);
  // Nothing cut off at the right edge either (a page that hides its overflow still loses text).
  expect(result.culprits, report).toEqual([]);
}

// The queue search, the dashboard, the method, open data and the app's register page have Reflow
// stories (the same check, in the story pass); these pages have none.
const PORTAL_ROUTES: [string, string][] = [
  ['/', 'Notícias'],
  ['/usuarios', 'Entrar'],
  ['/searchbydocument', ''],
  ['/movel/termos', ''],
  [`/movel/redefinir-senha/${RESET_HASH}`, ''],
  [`/movel/redefinir-senha-pleni/${RESET_HASH}`, ''],
  ['/pagina-que-nao-existe', ''],
];

for (const [route, heading] of PORTAL_ROUTES) {
  test(`reflows at 320 px with 200 % text: ${route} @sandbox-only`, async ({ page }) => {
    await page.goto(route);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.locator('h1').first()).toBeVisible();
    await expectReflow(page, route);
  });
}

test('reflows at 320 px with 200 % text: a patient’s requests and the logout modal @sandbox-only', async ({
  page,
}) => {
  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReflow(page, '/minhas-solicitacoes');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('dialog', { name: 'Gostaria de sair do Portal?' })).toBeVisible();
  await expectReflow(page, 'logout modal');
});

test('reflows at 320 px with 200 % text: the terms modal of a first visit @sandbox-only', async ({
  page,
}) => {
  await loginWithCpf(page, FIRST_VISIT.cpf, FIRST_VISIT.password);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectReflow(page, 'terms modal');
});

const PANEL_ROUTES = ['', '/sala', '/sala-app', '/log', '/historico-sala', '/videochamada-log'];

test('reflows at 320 px with 200 % text: the panel login @sandbox-only', async ({ page }) => {
  await page.goto('/clientes/painel/log');
  await expect(page.getByRole('dialog', { name: 'Acesso ao painel' })).toBeVisible();
  await expectReflow(page, 'panel login');
});

for (const route of PANEL_ROUTES) {
  test(`reflows at 320 px with 200 % text: panel ${route || '/'} @sandbox-only`, async ({
    page,
    request,
  }) => {
    await loginPanel(page, request);
    await page.goto(`/clientes/painel${route}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Acesso ao painel' })).toHaveCount(0);
    await expectReflow(page, `panel ${route || '/'}`);
  });
}

test('reflows at 320 px with 200 % text: the panel’s NPS and chart modals @sandbox-only', async ({
  page,
  request,
}) => {
  await loginPanel(page, request);
  await page.goto('/clientes/painel/historico-sala');
  await page
    .getByRole('button', { name: /^Ver NPS de/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectReflow(page, 'NPS modal');
  await page.goto('/clientes/painel/videochamada-log?system=app');
  await page
    .getByRole('button', { name: /^Ver gráfico da sala/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectReflow(page, 'chart modal');
});

test('the Portal Gerencial shell @sandbox-only', async ({ page }) => {
  await page.goto('/clientes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReflow(page, '/clientes');
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Solicitado and Agendado are the queue search's ResultsAt1280 stories.
  for (const status of ['EFETIVADO', 'DEVOLVIDO'])
    test(`the queue results (${status}) are not cut: the table fits or they are cards @sandbox-only`, async ({
      page,
    }) => {
      await page.goto(CARDIOLOGY.replace('SOLICITADO', status));
      await expect(page.getByText(/^Total:/)).toBeVisible();
      const region = page.getByRole('region', { name: /^Solicitações na situação/ });
      if (await region.count()) {
        const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
        }));
        expect(scrollWidth, `${scrollWidth} px of table in ${clientWidth} px`).toBeLessThanOrEqual(
          clientWidth,
        );
      } else {
        await expect(page.getByRole('list', { name: /^Solicitações na situação/ })).toBeVisible();
      }
    });
});
