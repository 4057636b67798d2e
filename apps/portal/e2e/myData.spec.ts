/**
 * 'Meus dados' across both apps (issue 40's LGPD acceptance): a staff member opens the demo
 * patient's details in Gerenciar Usuários do App and the patient finds that access in 'Quem acessou
 * meus dados'; the patient downloads their data and files a correction, staff answer it in
 * 'Solicitações de titulares (LGPD)', and the patient reads the answer. Nothing here changes what
 * other journeys read (an access entry and a request of the demo patient's, told apart by this
 * run's own text), so it runs with the other sandbox journeys.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from '../../gerencial/e2e/helpers';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  loginWithCpf,
  PATIENT,
  uniqueSuffix,
} from './helpers';

const PURPOSE = 'Consulta aos dados do usuário no Portal Gerencial';

/** Opens 'Meus dados' from the patient's menu. */
async function openMyData(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', {
      name: 'Meus dados',
    })
    .click();
  await expect(page).toHaveURL(/\/meus-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible({
    timeout: 15_000,
  });
}

const logSection = (page: Page) => page.getByRole('region', { name: 'Quem acessou meus dados' });
const requestsSection = (page: Page) => page.getByRole('region', { name: 'Meus pedidos' });

/** How many accesses the log says it holds (0 when it says nobody). */
async function accessCount(page: Page): Promise<number> {
  const log = logSection(page);
  const said = log.getByText(/^(\d+) acessos? registrados?\.$|^Ninguém da equipe/);
  await expect(said).toBeVisible();
  return Number(/^(\d+)/.exec((await said.textContent()) ?? '')?.[1] ?? 0);
}

test('staff open the patient’s details, and the patient finds that access in their log', async ({
  browser,
}) => {
  test.slow();
  const patient = await (await browser.newContext()).newPage();
  await loginWithCpf(patient, PATIENT.cpf, PATIENT.password);
  await openMyData(patient);
  const before = await accessCount(patient);

  const staff = await (await browser.newContext()).newPage();
  await openAs(staff, '/clientes/autorizar-usuarios-app', DEMO.admin);
  await staff.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }).fill(PATIENT.name);
  await staff.getByRole('button', { name: 'Pesquisar' }).click();
  await staff.getByRole('button', { name: `Ver detalhes de ${PATIENT.name}` }).click();
  const detail = staff.getByRole('dialog', { name: 'Detalhes do usuário' });
  await expect(detail.getByText('529.982.247-25')).toBeVisible();
  await expect(detail).toContainText('Esta consulta fica registrada');
  await detail.getByRole('button', { name: 'Fechar' }).click();

  await patient.reload();
  await expect(patient.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => accessCount(patient)).toBe(before + 1);
  const newest = logSection(patient)
    .getByRole('table', { name: /^Acessos aos seus dados/ })
    .getByRole('row')
    .nth(1);
  await expect(newest).toContainText('Administrador municipal');
  await expect(newest).toContainText('Prefeitura Municipal de Mesquita');
  await expect(newest).toContainText(PURPOSE);
  await expect(newest.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expectNoSeriousA11yViolations(patient);
});

test('the patient downloads their data and files a correction; staff answer it', async ({
  browser,
}) => {
  test.slow();
  const run = uniqueSuffix();
  const fields = `Telefone (teste ${run})`;
  const correct = '(21) 98888-7777';
  const answer = `Telefone corrigido no cadastro (${run}).`;

  const patient = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await loginWithCpf(patient, PATIENT.cpf, PATIENT.password);
  await openMyData(patient);

  // The download: a JSON file of the patient's own data, saved once the backend answered.
  const [download] = await Promise.all([
    patient.waitForEvent('download'),
    patient.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { name: string; cpf: string };
    requests: Array<{ fir_procedimentos: string }>;
  };
  expect(data.account).toMatchObject({ name: PATIENT.name, cpf: PATIENT.cpf });
  expect(data.requests.map((r) => r.fir_procedimentos)).toContain('CONSULTA EM CARDIOLOGIA');
  expect(JSON.stringify(data)).not.toMatch(/"(usu_senha|password)"/);
  await expect(patient.getByTestId('download-status')).toContainText(download.suggestedFilename());

  // The correction.
  await patient.getByRole('textbox', { name: 'Qual dado está errado?' }).fill(fields);
  await patient.getByRole('textbox', { name: 'Qual é o valor correto?' }).fill(correct);
  await patient.getByRole('button', { name: 'Enviar pedido de correção' }).click();
  await expectToast(patient, 'Pedido de correção enviado.');
  const mine = requestsSection(patient).getByRole('article', { name: `Correção: ${fields}` });
  await expect(mine).toContainText('Em análise');
  await expect(mine).toContainText(/Prazo para a resposta: até \d{2}\/\d{2}\/\d{4}/);

  // Staff answer it.
  const staff = await (await browser.newContext()).newPage();
  await openAs(staff, '/clientes/privacidade/solicitacoes', DEMO.admin);
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Solicitações de titulares (LGPD)' }),
  ).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: fields });
  await expect(row).toContainText(PATIENT.name);
  await expect(row).toContainText('15 dias restantes');
  await expect(row).toContainText('Em aberto');
  await row.getByRole('button', { name: `Responder a solicitação de ${PATIENT.name}` }).click();
  const form = staff.getByRole('form', { name: /^Responder a solicitação nº \d+$/ });
  // A radio's label takes the pointer: chosen by keyboard, as a screen-reader user does.
  const done = form.getByRole('radio', { name: 'Atendida' });
  await done.focus();
  await done.press(' ');
  await expect(done).toBeChecked();
  await form.getByRole('textbox', { name: /Resposta ao paciente/ }).fill(answer);
  await expectNoSeriousA11yViolations(staff);
  await form.getByRole('button', { name: 'Enviar resposta' }).click();
  await expectToast(staff, 'Resposta enviada ao paciente.');
  await expect(staff.getByRole('row').filter({ hasText: fields })).toContainText('Atendida');

  // The patient reads the answer.
  await patient.reload();
  const answered = requestsSection(patient).getByRole('article', { name: `Correção: ${fields}` });
  await expect(answered).toContainText('Atendido', { timeout: 15_000 });
  await expect(answered).toContainText(answer);
  await expectNoSeriousA11yViolations(patient);
});
