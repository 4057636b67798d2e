/**
 * Automatic notices, from the staff's import to the patient's inbox: a file of the regulation
 * system schedules the demo patient's waiting request; the patient finds the notice in 'Avisos'
 * (marked automatic, with the day and the unit); the same file imported again sends nothing more.
 * A last file puts the request back as it was. It changes the demo patient's requests, so it runs
 * with the journeys that go after the others (playwright.config.ts).
 */
import { queueImportCsv } from '@portal/contracts/csv';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginWithCpf } from '../../portal/e2e/helpers';
import { DEMO, expectNoSeriousA11yViolations, openAs, uniqueSuffix } from './helpers';

test.describe.configure({ timeout: 120_000 });

const IMPORT = '/clientes/import';

type Row = Record<string, unknown>;

const csvOf = (row: Row) => Buffer.from(queueImportCsv([row]));

/** A `YYYY-MM-DD` day as the screens show it. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

async function patientToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { id: null, cpf: DEMO.patient.cpf, password: DEMO.patient.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The demo patient's request of this fir_fila_id (or the first waiting one), as they read it. */
async function ownRequest(request: APIRequestContext, token: string, filaId?: number) {
  const answer = await request.get(
    `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}&limit=10&offset=0`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(answer.status()).toBe(200);
  const rows = ((await answer.json()) as { rows: Row[] }).rows;
  return rows.find((row) =>
    filaId === undefined ? row.fir_status === 'SOLICITADO' : row.fir_fila_id === filaId,
  );
}

/** The patient's automatic notices whose text names this day. */
async function noticesOf(request: APIRequestContext, token: string, day: string) {
  const answer = await request.get('/api/users/notices?limit=100&offset=0', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await answer.json()) as { rows: Array<{ kind: string; message: string }> }).rows;
  return rows.filter((n) => n.kind === 'automatica' && n.message.includes(day));
}

/** Imports a file through the screen; answers the status row's counts once it finished. */
async function importFile(page: Page, name: string, bytes: Buffer): Promise<string> {
  await page
    .getByLabel(/Arquivo da fila/)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const row = page
    .getByRole('table', { name: 'Importações enviadas' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Concluída', { timeout: 30_000 });
  return (await row.getByTestId('import-counts').textContent()) ?? '';
}

test('an import that schedules the patient’s request tells them once, in Avisos', async ({
  page,
  browser,
}) => {
  const token = await patientToken(page.request);
  const waiting = await ownRequest(page.request, token);
  expect(waiting, 'the demo patient has a waiting request').toBeDefined();
  const ahead = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const shown = shownDay(ahead);
  const scheduled = csvOf({
    ...waiting,
    fir_cpf: DEMO.patient.cpf,
    fir_status: 'AGENDADO',
    fir_data_agendamento: ahead,
    fir_nome_unidade_saude_executante: 'Policlínica Mesquita',
  });

  await openAs(page, IMPORT, DEMO.admin);
  const suffix = uniqueSuffix();
  const first = await importFile(page, `agenda-${suffix}.csv`, scheduled);
  expect(first).toBe(
    '0 novas, 1 atualizada, 0 sem alteração; 1 aviso automático enviado ao paciente',
  );

  const patient = await (await browser.newContext()).newPage();
  await loginWithCpf(patient, DEMO.patient.cpf, DEMO.patient.password);
  await patient.getByRole('link', { name: /^Avisos/ }).click();
  const notice = patient.getByRole('article').filter({ hasText: 'Aviso automático' }).first();
  await expect(notice).toContainText('Solicitação agendada');
  await notice.getByRole('button', { name: 'Ler aviso' }).click();
  await expect(notice).toContainText(
    `Sua solicitação de ${String(waiting!.fir_procedimentos)} foi agendada para ${shown}, na unidade Policlínica Mesquita.`,
  );
  await expectNoSeriousA11yViolations(patient);
  expect(await noticesOf(page.request, token, shown)).toHaveLength(1);

  // The same file again: nothing changed, nobody is told twice.
  const again = await importFile(page, `agenda-${suffix}-de-novo.csv`, scheduled);
  expect(again).toBe('0 novas, 0 atualizadas, 1 sem alteração');
  expect(await noticesOf(page.request, token, shown)).toHaveLength(1);

  // The request as it was, for whatever runs next on this sandbox.
  const now = await ownRequest(page.request, token, Number(waiting!.fir_fila_id));
  expect(now?.fir_status).toBe('AGENDADO');
  await importFile(page, `volta-${suffix}.csv`, csvOf({ ...waiting, fir_cpf: DEMO.patient.cpf }));
  const back = await ownRequest(page.request, token, Number(waiting!.fir_fila_id));
  expect(back?.fir_status).toBe('SOLICITADO');
});
