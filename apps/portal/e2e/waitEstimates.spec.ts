import { expect, test, type Page } from '@playwright/test';
import {
  WaitEstimatesDocument,
  type WaitEstimatesQuery,
} from '@portal/contracts/generated/graphql/graphql';
import { dismissWelcome, expectNoSeriousA11yViolations, loginWithCpf, PATIENT } from './helpers';

const CLIENT = '3302858';
const CARDIOLOGY = 'CONSULTA EM CARDIOLOGIA';
const SEARCH = `/solicitacoes?servico=CONSULTAS&procedimento=${encodeURIComponent(CARDIOLOGY)}&situacao=SOLICITADO`;

type Estimate = WaitEstimatesQuery['queue_wait_estimates']['rows'][number];

/** Cardiology's figures, asked of the sandbox's GraphQL endpoint the way an integrator would. */
async function cardiologyFigures(page: Page) {
  const response = await page.request.post('/graphql', {
    data: {
      query: WaitEstimatesDocument.toString(),
      variables: { client: CLIENT, service: 'CONSULTAS', procedure: CARDIOLOGY },
    },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: WaitEstimatesQuery };
  const result = data.queue_wait_estimates;
  const row = result.rows.find((r: Estimate) => r.procedure === CARDIOLOGY)!;
  // The seed serves more than 20 cardiology requests a year: there are figures to show.
  expect(row.median_days).not.toBeNull();
  return { ...result, row: row as Estimate & { median_days: number; p90_days: number } };
}

const dayWord = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);
const dayOf = (iso: string) => iso.split('-').reverse().join('/');

/** What a waiting request that has waited `waited` days may read under 'Tempo estimado'. */
function rowEstimate(row: { median_days: number; p90_days: number }, waited: number) {
  if (waited <= row.median_days)
    return `Metade em até ${dayWord(row.median_days)}; 9 em 10 em até ${dayWord(row.p90_days)}`;
  if (waited <= row.p90_days) return `9 em 10 em até ${dayWord(row.p90_days)}`;
  return `Já espera mais que 9 em cada 10 atendidos (${dayWord(row.p90_days)})`;
}

test('the queue search says how long cardiology patients waited, and the method behind it', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await dismissWelcome(page);
  const figures = await cardiologyFigures(page);
  const { row } = figures;

  const summary = page.getByRole('region', { name: 'Quanto tempo se espera' });
  await expect(summary).toContainText(
    `Metade dos pacientes foi atendida em até ${dayWord(row.median_days)}; 9 em cada 10, em até ${dayWord(row.p90_days)}.`,
  );
  await expect(summary).toContainText(
    `${row.waiting} pessoas aguardando para ${CARDIOLOGY} agora · ${row.cases} atendimentos nos últimos 12 meses.`,
  );
  await expect(summary).toContainText(`Dados até ${dayOf(figures.data_date)}.`);
  // The waiting count is the search's own total for Solicitado.
  await expect(page.getByText(`Total: ${row.waiting} itens`)).toBeVisible();

  // Every row's 'Tempo estimado' agrees with its own 'Dias na fila': never a shorter time.
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const estimateColumn = headers.indexOf('Tempo estimado');
  const daysColumn = headers.indexOf('Dias na fila');
  const rows = table.locator('tbody tr');
  await expect(rows.first().locator('td').nth(estimateColumn)).not.toHaveText('Carregando...');
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('td');
    const waited = Number((await cells.nth(daysColumn).textContent())!.match(/\d+/)![0]);
    await expect(cells.nth(estimateColumn)).toHaveText(rowEstimate(row, waited));
  }
  await expectNoSeriousA11yViolations(page);

  await summary.getByRole('link', { name: 'Como calculamos' }).click();
  // The search's query may be carried over (the spec's navigation rule), depending on when it was read.
  await expect(page).toHaveURL(/\/como-calculamos(\?.*)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Como calculamos o tempo de espera' }),
  ).toBeVisible();
  await expect(page.getByTestId('method-data-date')).toContainText(
    `dados da fila até ${dayOf(figures.data_date)}. As estimativas usam os atendimentos de ${dayOf(figures.window_start)} a ${dayOf(figures.window_end)}.`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a patient sees the position and the estimate of the waiting request', async ({ page }) => {
  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  const { row } = await cardiologyFigures(page);
  const table = page.getByRole('table', { name: 'Minhas solicitações' });
  const waiting = table.locator('tbody tr').filter({ hasText: 'Solicitado' });
  await expect(waiting).toHaveCount(1);
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = waiting.locator('td');
  await expect(cells.nth(headers.indexOf('Posição'))).toHaveText(/^\d+º$/);
  const waited = Number(
    (await cells.nth(headers.indexOf('Dias na fila')).textContent())!.match(/\d+/)![0],
  );
  await expect(cells.nth(headers.indexOf('Tempo estimado'))).toHaveText(
    `${rowEstimate(row, waited)}(estimativa, não é uma data marcada)`,
  );
  await expect(page.getByText(/é uma estimativa, não uma data marcada/)).toBeVisible();
  // The others are not waiting: nothing to estimate.
  await expect(
    table
      .locator('tbody tr')
      .filter({ hasText: 'Efetivado' })
      .first()
      .locator('td')
      .nth(headers.indexOf('Tempo estimado')),
  ).toHaveText('Não se aplica');
  await expectNoSeriousA11yViolations(page);
});

test('when the estimate cannot be read, the search still works and says so', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('queue_wait_estimates'))
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    return route.continue();
  });
  await page.goto(SEARCH);
  await dismissWelcome(page);
  await expect(page.getByText('Estimativa de espera indisponível no momento.')).toBeVisible();
  await expect(page.getByText(/^Total: \d+ itens$/)).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(
    'Estimativa indisponível',
  );
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(/^Metade dos pacientes foi atendida em até/)).toBeVisible();
});
