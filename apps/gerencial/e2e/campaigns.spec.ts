/**
 * 'Você ainda precisa?' across both apps: DEMO.admin asks the patients of cardiology consultations
 * waiting for more than 90 days; the demo patient (whose cardiology request waits since more than
 * 90 days) answers 'Não preciso mais' with a reason on the request's row in 'Minhas solicitações';
 * the staff then see the answer in the campaign and export it, and the request is still in the
 * patient's queue. The campaign is this journey's own: its counts are read from the screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginWithCpf } from '../../portal/e2e/helpers';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs } from './helpers';

const CAMPAIGNS = '/clientes/campanhas';

test("a cardiology campaign: the patient answers 'Não preciso mais', staff see and export it", async ({
  browser,
}) => {
  test.slow();
  const staff = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await openAs(staff, CAMPAIGNS, DEMO.admin);
  await expect(staff.getByRole('heading', { level: 1, name: 'Você ainda precisa?' })).toBeVisible();
  const form = staff.getByRole('form', { name: 'Quem recebe a pergunta' });
  await form.getByRole('combobox', { name: /^Serviço/ }).selectOption({ label: 'Consultas' });
  await form
    .getByRole('combobox', { name: /^Procedimento/ })
    .selectOption({ label: 'CONSULTA EM CARDIOLOGIA' });
  await expect(form.getByRole('combobox', { name: /^Situação/ })).toHaveValue('SOLICITADO');
  await expect(form.getByRole('textbox', { name: /^Dias na fila/ })).toHaveValue('90');
  const reach = form.getByTestId('campaign-reach');
  await expect(reach).toHaveText(
    /^\d+ solicitações: \d+ pacientes? recebem? a pergunta no portal; \d+ sem conta no portal \(para ligação\)\.$/,
    { timeout: 15_000 },
  );
  await expectNoSeriousA11yViolations(staff);
  await form.getByRole('button', { name: 'Enviar pergunta' }).click();
  const confirm = staff.getByRole('dialog', { name: /^Enviar a pergunta a \d+ pacientes?\?$/ });
  await confirm.getByRole('button', { name: 'Enviar pergunta' }).click();
  await expectToast(staff, /^Pergunta enviada a \d+ pacientes?\./);
  const campaigns = staff.getByRole('table', { name: /Campanhas/ });
  const row = campaigns.getByRole('row').nth(1);
  await expect(row).toContainText('CONSULTA EM CARDIOLOGIA');
  const id = /campanha (\d+)/.exec(
    (await row
      .getByRole('button', { name: /^Ver respostas da campanha/ })
      .getAttribute('aria-label')) ?? '',
  )?.[1];
  expect(id).toBeTruthy();

  // The patient answers on the request's row.
  const patient = await (await browser.newContext()).newPage();
  await loginWithCpf(patient, DEMO.patient.cpf, DEMO.patient.password);
  const requests = patient.getByRole('table', { name: 'Minhas solicitações' });
  await expect(requests.getByRole('columnheader', { name: 'Você ainda precisa?' })).toBeVisible();
  const cardiology = requests.getByRole('row').filter({ hasText: 'CONSULTA EM CARDIOLOGIA' });
  await expect(cardiology).toContainText('Você ainda precisa desta solicitação?');
  await cardiology.getByRole('button', { name: 'Responder' }).click();
  const dialog = patient.getByRole('dialog', { name: 'Você ainda precisa?' });
  await expect(dialog).toContainText('Solicitação: CONSULTA EM CARDIOLOGIA');
  // A radio's label takes the pointer: chosen by keyboard, as a screen-reader user does.
  const no = dialog.getByRole('radio', { name: 'Não preciso mais' });
  await no.focus();
  await no.press(' ');
  const reason = dialog.getByRole('radio', { name: 'Já fui atendido em outro serviço' });
  await reason.focus();
  await reason.press(' ');
  await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).not.toHaveValue('');
  await expectNoSeriousA11yViolations(patient);
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await expectToast(patient, 'Resposta enviada. Obrigado!');
  await expect(cardiology).toContainText(
    /Você respondeu em \d{2}\/\d{2}\/\d{4}: Não preciso mais: Já fui atendido em outro serviço\./,
  );
  // The answer takes nobody out of the queue: the request is still waiting.
  await patient.reload();
  await expect(
    patient
      .getByRole('table', { name: 'Minhas solicitações' })
      .getByRole('row')
      .filter({ hasText: 'CONSULTA EM CARDIOLOGIA' }),
  ).toContainText('Solicitado');

  // The staff see the answer and export it.
  await staff.reload();
  const again = staff
    .getByRole('table', { name: /Campanhas/ })
    .getByRole('row')
    .nth(1);
  await again.getByRole('button', { name: `Ver respostas da campanha ${id}` }).click();
  const answers = staff.getByRole('region', { name: `Respostas da campanha ${id}` });
  const answered = answers.getByRole('row').filter({ hasText: DEMO.patient.name });
  await expect(answered).toContainText('Não preciso mais: Já fui atendido em outro serviço');
  const download = staff.waitForEvent('download');
  await again.getByRole('button', { name: `Exportar respostas (CSV) da campanha ${id}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`campanha-${id}-respostas.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  const line = text.split('\r\n').find((each) => each.includes(DEMO.patient.name));
  expect(line).toContain('Não preciso mais');
  expect(line).toContain('Já fui atendido em outro serviço');
});
