/**
 * 'Importar informações Fila' against the sandbox: the shipped template goes in (progress, status
 * PROCESSANDO → CONCLUIDO, the home's total grows by the rows it added), and a file with good and
 * bad lines goes in by its valid lines after the report, found in the public queue. (The refused
 * file's report and the keyboard journey are the import screen's stories.)
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

// The journeys change the same client's queue (Mesquita, the template's client code 3302858):
// run them one after the other, so each reads the home's total without the others in between.
// Each visits the home (charts included) twice besides the import: more than the default 30 s.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const IMPORT = '/clientes/import';

/**
 * The home's 'Total de solicitações' card (its raw number is in data-value), or null when the
 * home is not built yet. The responsibility-term modal may cover the home: the card is read
 * under it, and the term is left for the tests that are about it.
 */
async function homeTotal(page: Page): Promise<number | null> {
  await page.goto('/clientes/main');
  const value = page
    .getByRole('group', { name: 'Total de solicitações', includeHidden: true })
    .first()
    .getByTestId('card-value');
  try {
    await expect(value).toHaveAttribute('data-value', /^\d+$/, { timeout: 15_000 });
  } catch {
    test.info().annotations.push({
      type: 'note',
      description:
        "The home's 'Total de solicitações' card (data-testid=card-value) was not found: the queue total was not compared.",
    });
    return null;
  }
  return Number(await value.getAttribute('data-value'));
}

/** The template, as the page's link downloads it (Playwright's download event). */
async function downloadTemplate(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar arquivo de exemplo' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fila-exemplo.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes;
}

const dataRows = (csv: Buffer) =>
  csv
    .toString('utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '').length;

/** The status table's row of a file. */
const statusRow = (page: Page, file: string) =>
  page
    .getByRole('table', { name: 'Importações enviadas' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: file, exact: true }) });

test('the shipped template goes in: progress, PROCESSANDO → CONCLUIDO, the queue grows', async ({
  page,
}) => {
  await openAs(page, IMPORT, DEMO.admin);
  const before = await homeTotal(page);
  await page.goto(IMPORT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Importar informações Fila' }),
  ).toBeVisible();
  await expect(page.getByText('até 200 MB csv')).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Importar', exact: true });
  await expect(importButton).toBeDisabled();

  const template = await downloadTemplate(page);
  const rows = dataRows(template);
  expect(rows).toBe(4);
  const file = `fila-e2e-${uniqueSuffix()}.csv`;
  await page.getByLabel(/Arquivo da fila/).setInputFiles({
    name: file,
    mimeType: 'text/csv',
    buffer: template,
  });
  await importButton.click();

  const bar = page.getByRole('progressbar', { name: 'Envio do arquivo' });
  await expect(bar).toBeVisible();
  await expectToast(page, 'Dados sendo processados');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('upload-percent')).toHaveText('100%');

  const row = statusRow(page, file);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Concluída', { timeout: 20_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  // The rows it added, replaced and left alone (by fir_fila_id): on a fresh sandbox all four are
  // new; a rerun of this journey on the same sandbox finds them unchanged.
  const counts = row.getByTestId('import-counts');
  await expect(counts).toHaveText(/^\d+ novas?, \d+ atualizadas?, \d+ sem alteração$/);
  const breakdown = (await counts.textContent()) ?? '';
  const added = Number(/^(\d+)/.exec(breakdown)?.[1]);
  await expect(row.getByRole('cell').nth(4)).toHaveText(`${rows}${breakdown}`);
  await expect(page.getByTestId('import-result')).toHaveText(
    `${file}: importação concluída, ${rows} linhas importadas: ${breakdown}.`,
  );
  await expectNoSeriousA11yViolations(page);

  if (before !== null) {
    expect(await homeTotal(page)).toBe(before + added);
  }
});

test('good and bad lines: after the report, the valid lines go in and the status says what was left out', async ({
  page,
}) => {
  await openAs(page, IMPORT, DEMO.admin);
  const before = await homeTotal(page);
  await page.goto(IMPORT);
  const template = (await downloadTemplate(page)).toString('utf8');
  // Ids of this run's own, so the valid lines are new to the queue whatever ran before.
  const base = 800_000_000 + Math.floor(Math.random() * 90_000_000);
  const [header, ...lines] = template.split('\r\n');
  const renumbered = [
    header,
    ...lines.map((line, i) => (line ? line.replace(/^\d+;/, `${base + i};`) : line)),
  ].join('\r\n');
  const mixed = renumbered.replace(';14/03/1980;02/09/2026;', ';14/03/1980;31/02/2026;');
  expect(mixed).not.toBe(renumbered);
  const file = `fila-mista-${uniqueSuffix()}.csv`;
  await page.getByLabel(/Arquivo da fila/).setInputFiles({
    name: file,
    mimeType: 'text/csv',
    buffer: Buffer.from(mixed, 'utf8'),
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();

  const report = page.getByRole('region', { name: `Problemas em ${file}` });
  await expect(report).toBeVisible({ timeout: 15_000 });
  await expect(report.getByTestId('valid-rows-hint')).toContainText('(linha 2)');
  await report.getByRole('button', { name: 'Importar as 3 linhas válidas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar as linhas válidas?' });
  await expect(dialog).toContainText('ficam de fora: linha 2');
  await dialog.getByRole('button', { name: 'Importar linhas válidas' }).click();
  await expectToast(page, 'Dados sendo processados');

  const rows = statusRow(page, file);
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('cell').filter({ hasText: /^Concluída com problemas/ })).toHaveText(
    'Concluída com problemas: 3 de 4',
    { timeout: 20_000 },
  );
  await expect(rows.getByRole('cell').filter({ hasText: /^Falhou$/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // The three valid lines are in the queue the home counts.
  if (before !== null) {
    expect(await homeTotal(page)).toBe(before + 3);
  }
});
