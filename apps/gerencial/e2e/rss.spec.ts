import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs } from './helpers';

/** axe checks the settled page: a toast fading out is half transparent mid-transition. */
async function settled(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/**
 * The state admin's feeds: the public portal shows the first client's (Mesquita's) feeds, so this
 * journey changes nothing another test reads there. The sandbox's validateRssFeed accepts only the
 * feeds it serves (mocks/src/seed/feeds.ts); the state has not registered Fiocruz's.
 */
const GOOD_FEED = 'https://portal.fiocruz.br/rss.xml';
const BAD_FEED = 'https://www.exemplo.com.br/noticias/feed.xml';

const linkField = (page: Page) => page.getByRole('textbox', { name: 'Link do feed RSS' });
const cardOf = (page: Page, link: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: link }) });

test('RSS: a bad feed refused, a good one saved, found, deactivated and removed', async ({
  page,
}) => {
  test.slow(); // a long journey on a shared sandbox
  await openAs(page, '/clientes/rss', DEMO.stateAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'RSS' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveTitle('RSS | Portal Gerencial');
  await expect(page.getByRole('checkbox', { name: 'RSS Ativo' })).toHaveCount(0);
  await settled(page);

  await linkField(page).fill(BAD_FEED);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const refusal = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'O site informado não possui um feed RSS disponível.' });
  await expect(refusal).toBeVisible();
  // Two lines of text: the spec's <br> is a line break, never markup.
  expect(await refusal.innerText()).toContain(
    'O site informado não possui um feed RSS disponível.\nPor favor, verifique o link ou tente adicionar um site que ofereça suporte ao RSS.',
  );
  await expect(refusal.locator('br')).toHaveCount(0);
  await expect(linkField(page)).toHaveValue(BAD_FEED);

  await linkField(page).fill(GOOD_FEED);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expectToast(page, 'RSS salvo com sucesso!');
  await expect(page.getByRole('tab', { name: 'Buscar por RSS' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('searchbox', { name: 'Link' }).fill('fiocruz');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const card = cardOf(page, GOOD_FEED);
  await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(page.getByText('Total de Resultados: 1')).toBeVisible();
  await expect(cardOf(page, BAD_FEED)).toHaveCount(0);
  await settled(page);

  await card.getByRole('button', { name: /^Editar/ }).click();
  await expect(page.getByRole('tab', { name: 'Editar RSS' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(linkField(page)).toHaveValue(GOOD_FEED);
  const active = page.getByRole('checkbox', { name: 'RSS Ativo' });
  await expect(active).toBeChecked();
  // react-aria's checkbox: its label takes the click for the visually hidden input.
  await page.getByText('RSS Ativo', { exact: true }).click();
  await expect(active).not.toBeChecked();
  await page.getByRole('button', { name: 'Alterar' }).click();
  await expectToast(page, 'RSS atualizado com sucesso!');
  await expect(card.getByText('Inativo', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: /^Remover/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir este RSS?' });
  await expect(dialog).toContainText(GOOD_FEED);
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Rss Removido com Sucesso!');
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Nenhum RSS encontrado com esse link.')).toBeVisible();
});
