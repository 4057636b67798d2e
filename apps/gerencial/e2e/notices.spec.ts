/**
 * A notification from the staff to the patient's inbox and back: DEMO.admin sends one to the demo
 * patient in 'Enviar Notificação'; the patient finds it in the portal's 'Avisos' with the unread
 * count beside the menu item, and opens it; the Gerencial's 'Envio Imediato' then counts it
 * delivered and read. Other journeys use the same patient at the same time: counts are checked
 * for this notification only, and the header's count only for its shape.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginWithCpf } from '../../portal/e2e/helpers';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

const SEND = '/clientes/agendamento-notificacoes';

async function sendTo(page: Page, cpf: string, title: string) {
  await openAs(page, SEND, DEMO.admin);
  // The radio's label takes the pointer: chosen by keyboard, as a screen-reader user does.
  const byCpf = page.getByRole('radio', { name: 'CPF' });
  await byCpf.focus();
  await byCpf.press(' ');
  await expect(byCpf).toBeChecked();
  // A masked field: typed key by key, as a person does.
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(cpf);
  await page.getByRole('button', { name: 'Adicionar' }).last().click();
  await expect(page.getByRole('list', { name: 'CPFs adicionados' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  const type = page.getByRole('button', { name: /Tipo$/ });
  await expect(type).toBeEnabled({ timeout: 30_000 });
  await type.click();
  await page.getByRole('option', { name: 'Lembrete de consulta', exact: true }).click();
  await page.getByRole('textbox', { name: /^Descrição/ }).fill('Sua consulta é amanhã às 08:00.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, 'Notificação enviada com sucesso.');
}

/** The funnel's count of one stage on the sent notification's card (its table for screen readers). */
async function stageCount(page: Page, title: string, stage: RegExp): Promise<string> {
  const card = page.locator(`[aria-label$=" ${title}"]`);
  const row = card.first().getByRole('row', { name: stage });
  return (await row.getByRole('cell').first().textContent())?.trim() ?? '';
}

test('staff send a notice, the patient reads it in Avisos, the funnel counts it read', async ({
  browser,
}) => {
  test.slow();
  const title = `Aviso E2E ${uniqueSuffix()}`;
  const staff = await (await browser.newContext()).newPage();
  await sendTo(staff, DEMO.patient.cpf, title);

  const patient = await (await browser.newContext()).newPage();
  await loginWithCpf(patient, DEMO.patient.cpf, DEMO.patient.password);
  // The menu item carries the unread count (the sent notice among them).
  const menuItem = patient.getByRole('link', { name: /^Avisos\s*\(\d+ avisos? não lidos?\)$/ });
  await expect(menuItem).toBeVisible();
  await menuItem.click();
  await expect(patient).toHaveURL(/\/avisos$/);
  const notice = patient.getByRole('article', { name: title });
  await expect(notice).toContainText('Não lido');
  await expectNoSeriousA11yViolations(patient);
  await notice.getByRole('button', { name: 'Ler aviso' }).click();
  await expect(notice).toContainText('Sua consulta é amanhã às 08:00.');
  await expect(notice).toContainText(/Lido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(notice).not.toContainText('Não lido');

  // Back in the Gerencial: the notification's one recipient got it and read it.
  await staff.getByRole('tab', { name: 'Envio Imediato' }).click();
  await expect(staff.getByText(title).first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => stageCount(staff, title, /^entregue/i)).toBe('1');
  await expect.poll(() => stageCount(staff, title, /^lido/i)).toBe('1');
});
