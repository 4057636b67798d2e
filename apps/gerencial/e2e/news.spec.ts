import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

/** axe checks the settled page: a toast fading out is half transparent mid-transition. */
async function settled(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** A real PNG (solid blue, 16:9) built here, so no fixture file can drift. */
function bluePng(width = 320, height = 180): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([19, 81, 180])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const IMAGE = { name: 'campanha.png', mimeType: 'image/png', buffer: bluePng() };

/** dd/mm/yyyy digits of today plus `days` in the browser's zone (the mask adds the slashes). */
function dayDigits(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(date);
  return parts.replace(/\D/g, '');
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

/** Presses Tab until `target` has the focus (the keyboard journey never clicks). */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function fillNews(page: Page, title: string) {
  await field(page, 'Título').fill(title);
  await field(page, 'Link').fill('https://www.mesquita.rj.gov.br/pmm/noticias/e2e');
  await page.getByRole('button', { name: /^Abrir opções de Categoria principal/ }).click();
  await page.getByRole('option', { name: 'Vacinação' }).click();
  await field(page, 'Descrição').fill('Vacinação em todas as unidades básicas de saúde.');
  await field(page, 'Data de publicação').pressSequentially(dayDigits(1));
  await field(page, 'Data de expiração').pressSequentially(dayDigits(20));
  await page.getByLabel('Imagem', { exact: true }).setInputFiles(IMAGE);
  await page.getByRole('button', { name: 'Recortar' }).click();
  await expect(page.getByRole('img', { name: 'Imagem selecionada' })).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Buscar por Notícias' }).click();
  await page.getByRole('searchbox', { name: 'Título da notícia' }).fill(text);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

test('a news item with an image: created, found, edited and removed', async ({ page }) => {
  test.slow(); // a long journey on a shared sandbox
  const suffix = uniqueSuffix();
  const title = `Vacinação e2e ${suffix}`;
  await openAs(page, '/clientes/news', DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Notícia' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveTitle('Cadastrar Notícia | Portal Gerencial');
  await expect(page.getByRole('combobox', { name: 'Cidades' })).toHaveCount(0);
  await settled(page);

  await fillNews(page, title);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expectToast(page, 'Notícia salva com sucesso!');
  await expect(field(page, 'Título')).toHaveValue('');

  await searchFor(page, suffix);
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Aguardando')).toBeVisible();
  // The stored image is served back and drawn.
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('Total de Resultados: 1')).toBeVisible();
  await settled(page);

  await card.getByRole('button', { name: /^Editar/ }).click();
  await expect(page.getByRole('tab', { name: 'Editar Notícia' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(field(page, 'Título')).toHaveValue(title);
  await field(page, 'Título').fill(`${title} (prorrogada)`);
  await page.getByRole('button', { name: 'Alterar' }).click();
  await expectToast(page, 'Notícia atualizada com sucesso!');
  const edited = cardOf(page, `${title} (prorrogada)`);
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /^Remover/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir esta Notícia?' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Notícia Removida com Sucesso!');
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('Nenhuma notícia encontrada com esse título.')).toBeVisible();
});

test('the same journey with the keyboard alone', async ({ page }) => {
  // Every step goes through Tab, one key at a time: slower than clicks on a shared machine.
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const title = `Teclado e2e ${suffix}`;
  await openAs(page, '/clientes/news', DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Notícia' })).toBeVisible({
    timeout: 20_000,
  });
  const keys = page.keyboard;
  // The skip links first: past the header and the menu in one key.
  await tabTo(page, page.getByRole('link', { name: 'Ir para o conteúdo [1]' }));
  await keys.press('Enter');

  await tabTo(page, field(page, 'Título'));
  await keys.type(title);
  await keys.press('Tab');
  await expect(field(page, 'Link')).toBeFocused();
  await keys.type('https://www.mesquita.rj.gov.br/pmm/noticias/teclado');
  await tabTo(page, page.getByRole('combobox', { name: 'Categoria principal' }));
  await keys.type('Vacin');
  await expect(page.getByRole('option', { name: 'Vacinação' })).toBeVisible();
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Categoria principal' })).toHaveValue(
    'Vacinação',
  );
  await tabTo(page, field(page, 'Descrição'));
  await keys.type('Atendimento ampliado nas unidades.');
  await tabTo(page, field(page, 'Data de publicação'));
  await keys.type(dayDigits(2));
  await keys.press('Tab');
  await keys.type(dayDigits(30));
  await expect(field(page, 'Data de expiração')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  await tabTo(page, page.getByLabel('Imagem', { exact: true }));
  const chooser = page.waitForEvent('filechooser');
  await keys.press('Space');
  await (await chooser).setFiles(IMAGE);
  const area = page.getByRole('application');
  await expect(area).toBeVisible();
  await tabTo(page, area);
  await keys.press('ArrowRight');
  await tabTo(page, page.getByRole('button', { name: 'Recortar' }));
  await keys.press('Enter');
  await expect(page.getByRole('img', { name: 'Imagem selecionada' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Cadastrar' }));
  await keys.press('Enter');
  await expectToast(page, 'Notícia salva com sucesso!');

  // The tabs: arrow keys move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Cadastrar Notícia' }), { back: true });
  await keys.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Buscar por Notícias' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, page.getByRole('searchbox', { name: 'Título da notícia' }));
  await keys.type(suffix);
  await keys.press('Enter');
  const card = cardOf(page, title);
  await expect(card).toBeVisible();

  await tabTo(page, card.getByRole('button', { name: /^Editar/ }));
  await keys.press('Enter');
  await expect(page.getByRole('tab', { name: 'Editar Notícia' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, field(page, 'Título'));
  await keys.press('End');
  await keys.type(' (editada)');
  await tabTo(page, page.getByRole('button', { name: 'Alterar' }));
  await keys.press('Enter');
  await expectToast(page, 'Notícia atualizada com sucesso!');
  const edited = cardOf(page, `${title} (editada)`);
  await expect(edited).toBeVisible();

  await tabTo(page, edited.getByRole('button', { name: /^Remover/ }));
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir esta Notícia?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Remover' }), { max: 5 });
  await keys.press('Enter');
  await expectToast(page, 'Notícia Removida com Sucesso!');
  await expect(edited).toHaveCount(0);
});
