/**
 * 'Enviar Notificação' as DEMO.admin, by keyboard alone: sending and scheduling, found in the
 * other tabs (the mouse journeys, the CPF modals, 'Todos' and the hour picker are the send tab's
 * stories). Titles carry a unique suffix: other journeys run on the same sandbox.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

const PAGE = '/clientes/agendamento-notificacoes';
/** Seeded app users of DEMO.admin's client (active), one inactive, one valid but unknown. */
const CPF = {
  active: DEMO.patient.cpf,
  active2: DEMO.firstVisit.cpf,
  inactive: '18334443102',
  unknown: '86288366757',
};
const masked = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** Keyboard only: focus, then a key. */
async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

/**
 * A Select by keyboard: ArrowDown opens the list, arrows move to the option, Enter picks it. The
 * field is used once it can be (the chatbots' list loads first): a key pressed while it is still
 * disabled went to the field focused before, and opened that one's list.
 */
async function selectByKeyboard(page: Page, label: string, option: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`${label}$`) });
  await expect(trigger).toBeEnabled({ timeout: 30_000 });
  await press(trigger, 'ArrowDown');
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(page.getByRole('listbox', { name: label })).toBeVisible();
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function typeInto(page: Page, name: RegExp, text: string) {
  await page.getByRole('textbox', { name }).focus();
  await page.keyboard.type(text);
}

test('send and schedule by keyboard alone', async ({ page }) => {
  test.slow();
  await openAs(page, PAGE, DEMO.admin);

  // Send now to one CPF.
  await press(page.getByRole('radio', { name: 'CPF' }), ' ');
  await typeInto(page, /^CPF/, CPF.active);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'CPFs adicionados' })).toContainText(
    masked(CPF.active),
  );
  await typeInto(page, /^Título/, `Teclado E2E ${uniqueSuffix()}`);
  await selectByKeyboard(page, 'Tipo', 'Lembrete de consulta');
  await typeInto(page, /^Descrição/, 'Enviado só com o teclado.');
  await press(page.getByRole('button', { name: 'Enviar' }));
  await expectToast(page, 'Notificação enviada com sucesso.');
  await expect(page.getByRole('textbox', { name: /^Título/ })).toHaveValue('');

  // Schedule three days ahead, to everyone.
  const day = new Date(Date.now() + 3 * 86_400_000);
  await press(page.getByRole('radio', { name: 'Agendar uma data' }), ' ');
  await typeInto(page, /^Data/, ddmmyyyy(day).replace(/\//g, ''));
  await selectByKeyboard(page, 'Hora', '12:00');
  await press(page.getByRole('button', { name: 'Adicionar' }).first());
  await expect(page.getByRole('list', { name: 'Datas agendadas' })).toContainText(
    `${ddmmyyyy(day)} às 12:00`,
  );
  await typeInto(page, /^Título/, `Agendada teclado E2E ${uniqueSuffix()}`);
  await selectByKeyboard(page, 'Tipo', 'Chatbot');
  await selectByKeyboard(page, 'Chatbot', 'Agendamento Mesquita');
  await typeInto(page, /^Descrição/, 'Agendada só com o teclado.');
  await press(page.getByRole('button', { name: 'Agendar' }));
  const dialog = page.getByRole('dialog', { name: 'Deseja enviar para todos os CPFs?' });
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Enviar para todos' }));
  await expectToast(page, 'Agendamento realizado com sucesso.');
  await expect(page.getByRole('radio', { name: 'Agendar uma data' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});
