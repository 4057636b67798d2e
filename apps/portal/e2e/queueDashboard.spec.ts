import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WaitEstimatesDocument, type WaitEstimatesQuery } from '@portal/contracts/graphql';
import { countText } from '@portal/contracts/smallGroups';
import { priorityLabel } from '@portal/contracts/waitEstimates';
import { expectNoSeriousA11yViolations } from './helpers';

const MESQUITA = '3302858';
const CARDIOLOGY = 'CONSULTA EM CARDIOLOGIA';

type Estimate = WaitEstimatesQuery['queue_wait_estimates']['rows'][number];

/** The contract's WaitEstimates, asked of the sandbox directly (what the page must show). */
async function waitEstimates(
  request: APIRequestContext,
  variables: { client: string; service?: string; unit?: string },
) {
  const answer = await request.post('/graphql', {
    data: { query: WaitEstimatesDocument.toString(), operationName: 'WaitEstimates', variables },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { queue_wait_estimates: { data_date: string; min_cases: number; rows: Estimate[] } };
  };
  return data.queue_wait_estimates;
}

const days = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);

/** One priority class's line, as the page must write it. */
function classLine(figures: Estimate['by_priority'][number], minCases: number) {
  const name = priorityLabel(figures.priority);
  return figures.median_days === null || figures.p90_days === null
    ? `${name}: poucos casos atendidos nos últimos 12 meses para estimar (menos de ${minCases}).`
    : `${name}: metade em até ${days(figures.median_days)}; 9 em cada 10, em até ${days(figures.p90_days)}. (${countText(figures.cases)} atendidos)`;
}

/** The table's cells of a procedure, as the page must write them (counts of 1 to 4 as '< 5'). */
function expectedCells(row: Estimate, minCases: number) {
  return [
    row.procedure!,
    'Consultas',
    countText(row.waiting),
    row.median_days === null
      ? `Sem estimativa: menos de ${minCases} atendimentos nos últimos 12 meses`
      : days(row.median_days),
    row.p90_days === null ? 'Sem estimativa' : days(row.p90_days),
    countText(row.cases),
    // The classes, folded under their summary.
    /^Ver por classe/,
  ];
}

const procedureRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Aguardando e tempo de espera por procedimento' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Opens a filter (a select named by its label) and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('queue dashboard: the GraphQL figures, filters in the address, a reload, lists at 360 px @sandbox-only', async ({
  page,
  request,
}) => {
  const all = await waitEstimates(request, { client: MESQUITA });
  const cardiology = all.rows.find((row) => row.procedure === CARDIOLOGY)!;
  // The seed gives cardiology enough cases for figures: the page must show these very numbers.
  expect(cardiology.unavailable).toBeNull();

  // From the header's menu, with the municipio of the address.
  await page.goto(`/?municipio=${MESQUITA}`);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Painel da fila' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/painel-da-fila\\?municipio=${MESQUITA}$`));
  await expect(page).toHaveTitle('Painel da fila | Portal da Transparência');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da fila' })).toBeVisible();
  const [y, m, d] = all.data_date.split('-');
  await expect(page.getByText(`Dados de ${d}/${m}/${y}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Como calculamos estes números' })).toHaveAttribute(
    'href',
    '/como-calculamos',
  );
  await expect(procedureRow(page, CARDIOLOGY).getByRole('cell')).toHaveText(
    expectedCells(cardiology, all.min_cases),
  );
  // By priority class: each service's classes in its card, each procedure's under 'Ver por classe'.
  const consultas = all.rows.find((row) => row.service === 'CONSULTAS' && !row.procedure)!;
  expect(consultas.by_priority.some((c) => c.median_days !== null)).toBe(true);
  const consultasCard = page
    .getByRole('region', { name: 'Resumo por serviço' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Consultas' }) });
  await expect(
    consultasCard.getByRole('list', { name: 'Por prioridade' }).getByRole('listitem'),
  ).toHaveText(consultas.by_priority.map((figures) => classLine(figures, all.min_cases)));
  await procedureRow(page, CARDIOLOGY).getByText('Ver por classe').click();
  const cardiologyClasses = procedureRow(page, CARDIOLOGY).getByRole('listitem');
  await expect(cardiologyClasses).toHaveText(
    cardiology.by_priority.map((figures) => classLine(figures, all.min_cases)),
  );
  // The charts (lazy), with their screen readers' tables.
  await expect(page.getByTestId('grafico-espera')).toBeVisible();
  await expect(page.getByTestId('grafico-fluxo')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Entradas e atendimentos dos últimos 12 meses' })
      .getByRole('row'),
  ).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);

  // Serviço, then Unidade solicitante: the panel narrows and the address follows.
  await choose(page, 'Serviço', 'Consultas');
  await expect(page).toHaveURL(new RegExp(`\\?municipio=${MESQUITA}&servico=CONSULTAS$`));
  await expect(
    page.getByRole('table', {
      name: 'Espera em dias: mediana e 9 em cada 10, por procedimento de Consultas',
    }),
  ).toBeAttached();
  await choose(page, 'Unidade solicitante', 'UBS Chatuba');
  await expect(page).toHaveURL(
    new RegExp(`\\?municipio=${MESQUITA}&servico=CONSULTAS&unidade=UBS\\+Chatuba$`),
  );
  const narrowed = await waitEstimates(request, {
    client: MESQUITA,
    service: 'CONSULTAS',
    unit: 'UBS Chatuba',
  });
  const narrowedCardiology = narrowed.rows.find((row) => row.procedure === CARDIOLOGY)!;
  await expect(procedureRow(page, CARDIOLOGY).getByRole('cell')).toHaveText(
    expectedCells(narrowedCardiology, narrowed.min_cases),
  );
  // Only Consultas' procedures are left.
  const services = page
    .getByRole('table', { name: 'Aguardando e tempo de espera por procedimento' })
    .locator('tbody tr td:nth-child(2)');
  await expect(services).toHaveCount(narrowed.rows.filter((row) => row.procedure).length);
  expect(new Set(await services.allTextContents())).toEqual(new Set(['Consultas']));

  // The address is the panel: a reload shows the same filter and figures.
  await page.reload();
  await expect(page.getByRole('button', { name: /Serviço$/ })).toContainText('Consultas');
  await expect(page.getByRole('button', { name: /Unidade solicitante$/ })).toContainText(
    'UBS Chatuba',
  );
  await expect(procedureRow(page, CARDIOLOGY).getByRole('cell')).toHaveText(
    expectedCells(narrowedCardiology, narrowed.min_cases),
  );
  await expectNoSeriousA11yViolations(page);

  // 360 px: lists instead of charts.
  await page.setViewportSize({ width: 360, height: 780 });
  const months = page.getByRole('list', { name: 'Entradas e atendimentos dos últimos 12 meses' });
  await expect(months.getByRole('listitem')).toHaveCount(12);
  // One unit of one service: months of 1 to 4 services are written '< 5', never the number.
  await expect(
    months.getByRole('listitem').filter({ hasText: 'Atendimentos: < 5' }),
  ).not.toHaveCount(0);
  await expect(months.getByRole('listitem').filter({ hasText: /: [1-4]\b/ })).toHaveCount(0);
  const procedures = page.getByRole('list', {
    name: 'Aguardando e tempo de espera por procedimento',
  });
  await expect(procedures.getByRole('listitem').filter({ hasText: CARDIOLOGY })).toContainText(
    `Consultas · ${countText(narrowedCardiology.waiting)} aguardando`,
  );
  await expect(page.getByTestId('grafico-espera')).toHaveCount(0);
  await expect(page.getByTestId('grafico-fluxo')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Limpar: back to the whole queue, the municipio kept.
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page).toHaveURL(new RegExp(`/painel-da-fila\\?municipio=${MESQUITA}$`));
});
