import { expect, test } from '@playwright/test';
import { choose, dismissWelcome, expectNoSeriousA11yViolations, expectToast } from './helpers';

test('queue search: welcome, required filters, anonymised results, pages, a shareable address', async ({
  page,
}) => {
  await page.goto('/solicitacoes');
  await expect(
    page.getByRole('dialog', { name: 'Bem-Vindo ao Portal da Transparência!' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dismissWelcome(page);
  await expect(
    page.getByText(/^Última atualização da fila em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Buscar' }).click();
  await expectToast(page, 'Você precisa selecionar um Serviço, um Procedimento e uma Situação!');
  await expect(page.getByRole('combobox', { name: 'Serviço' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Procedimento' })).toBeDisabled();

  await choose(page, 'Serviço', 'Consultas');
  await choose(page, 'Procedimento', 'CONSULTA EM CARDIOLOGIA');
  const status = page.getByRole('combobox', { name: 'Situação' });
  await expect(status.getByRole('option', { name: 'Parcialmente atendido' })).toHaveCount(0);
  await choose(page, 'Situação', 'Solicitado');
  await page.getByRole('button', { name: 'Buscar' }).click();

  await expect(page.getByText('Total: 181 itens')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Procedimento',
    'Posição',
    'CNS',
    'Data da solicitação',
    'Cidadão (iniciais)',
    'Data de nascimento',
    'Tempo estimado',
    'Unidade solicitante',
    'Dias na fila',
    'Info',
  ]);
  // Only initials and a masked CNS: never a full CNS (15 digits) on the public queue.
  const cnsCells = table.locator('tbody tr td:nth-child(3)');
  await expect(cnsCells.first()).toHaveText(/^\*\*\*\d{4}$/);
  expect(await table.textContent()).not.toMatch(/\d{15}/);
  await expect(table.locator('tbody tr').first()).toContainText('Cons - Consulta Em Cardiologia');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/situacao=SOLICITADO&pagina=2$/);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText('11º');

  // The address is the search: a reload (or a shared link) shows the same page.
  await page.reload();
  await expect(page.getByText('Total: 181 itens')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Procedimento' })).toHaveValue(
    'CONSULTA EM CARDIOLOGIA',
  );
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A new search starts again at page 1.
  await choose(page, 'Situação', 'Agendado');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/situacao=AGENDADO$/);
  await expect(table.getByRole('columnheader', { name: 'Data de agendamento' })).toBeVisible();

  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page).toHaveURL(/\/solicitacoes$/);
  await expect(page.getByText(/^Total:/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Serviço' })).toHaveValue('');
});

test('at 1280 px the widest results (Agendado, 12 columns) are a table that fits, in the bundled typeface', async ({
  page,
}) => {
  // A slow line: the rows arrive (and are measured) before the typeface, whose text is wider.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(
    '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=AGENDADO',
  );
  await dismissWelcome(page);
  await expect(page.getByText('Total: 71 itens')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].every((face) => face.status === 'loaded')))
    .toBe(true);
  await expect(
    page.getByRole('table').getByRole('columnheader', { name: 'Data de agendamento' }),
  ).toBeVisible();
  // Fits: no sideways scrolling inside the table's region.
  const region = page.getByRole('region', { name: 'Solicitações na situação Agendado' });
  expect(
    await region.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThanOrEqual(1);
});
