/**
 * 'Enviar Notificação' as DEMO.admin: send now to two active CPFs and find it in 'Envio Imediato';
 * schedule for tomorrow at two hours and find it, its recipients and times in 'Notificações
 * Agendadas'; the unknown-CPF and the inactive-CPF modals; 'Todos' through its confirmation; the
 * hour picker at 10:40 (clock fixed before the page loads) offering 12:00 first; and sending and
 * scheduling by keyboard alone.
 * Titles carry a unique suffix: other journeys run on the same sandbox.
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

/** Picks a Select's option with the mouse (its trigger is named by its value and label). */
async function select(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function addCpf(page: Page, cpf: string) {
  // Typed key by key, as a person does (the mask formats each digit).
  await page.getByRole('textbox', { name: /^CPF/ }).pressSequentially(cpf);
  await page.getByRole('button', { name: 'Adicionar' }).last().click();
  await expect(page.getByRole('list', { name: 'CPFs adicionados' })).toContainText(masked(cpf));
}

async function fillMessage(page: Page, title: string, type = 'Informativo') {
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await expect(page.getByRole('button', { name: /Tipo$/ })).toBeEnabled();
  await select(page, 'Tipo', type);
  await page
    .getByRole('textbox', { name: /^Descrição/ })
    .fill('Mensagem do teste de ponta a ponta.');
}

/** Picks a radio by its visible label (react-aria draws it over a visually hidden input). */
async function pick(page: Page, group: string, option: string) {
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
  await expect(page.getByRole('radio', { name: option })).toBeChecked();
}

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

test('send now to two active CPFs, then find it with both recipients in Envio Imediato', async ({
  page,
}) => {
  test.slow(); // a send and a look-up in another tab
  const title = `Envio E2E ${uniqueSuffix()}`;
  await openAs(page, PAGE, DEMO.admin);
  await pick(page, 'Enviar para', 'CPF');
  await addCpf(page, CPF.active);
  await addCpf(page, CPF.active2);
  await fillMessage(page, title);
  await expect(page.getByRole('region', { name: 'Resumo do envio' })).toContainText('2 CPFs');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/immediate-notifications'),
  );
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, 'Notificação enviada com sucesso.');
  expect((await sent).postDataJSON()).toMatchObject({
    sendAllCpf: false,
    cpfs: [CPF.active, CPF.active2],
    onlyPush: false,
  });
  await expect(page.getByRole('textbox', { name: /^Título/ })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // The same notification in 'Envio Imediato', found by its title, with its two recipients.
  await page.getByRole('tab', { name: 'Envio Imediato' }).click();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const cards = page
    .getByRole('list', { name: 'Notificações enviadas' })
    .getByRole('listitem', { name: /^\d{3} / });
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(title);
  await cards
    .first()
    .getByRole('button', { name: /^Ver destinatários/ })
    .click();
  const total = page.getByRole('region', { name: 'Destinatários' }).getByRole('status');
  await expect(total).toHaveText(/^2 destinatários da notificação \d{3}$/);
  for (const cpf of [CPF.active, CPF.active2])
    await expect(page.getByRole('listitem', { name: new RegExp(`^${masked(cpf)}`) })).toBeVisible();
});

test('schedule for tomorrow at two hours to two CPFs, then see it in Agendadas with its recipients and times', async ({
  page,
}) => {
  test.slow(); // a schedule and a look-up in another tab
  const title = `Amanhã E2E ${uniqueSuffix()}`;
  // Tomorrow in the browser's zone (America/Sao_Paulo, UTC-3): every hour of the day is offered.
  const there = new Date(Date.now() - 3 * 3_600_000 + 86_400_000);
  const tomorrow = `${pad(there.getUTCDate())}/${pad(there.getUTCMonth() + 1)}/${there.getUTCFullYear()}`;
  await openAs(page, PAGE, DEMO.admin);
  await pick(page, 'Enviar para', 'CPF');
  await addCpf(page, CPF.active);
  await addCpf(page, CPF.active2);
  await pick(page, 'Quando enviar', 'Agendar uma data');
  await page.getByRole('textbox', { name: /^Data/ }).fill(tomorrow);
  for (const hour of ['10:00', '15:30']) {
    await select(page, 'Hora', hour);
    await page.getByRole('button', { name: 'Adicionar' }).first().click();
    await expect(page.getByRole('list', { name: 'Datas agendadas' })).toContainText(
      `${tomorrow} às ${hour}`,
    );
  }
  await fillMessage(page, title, 'Lembrete de consulta');
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expectToast(page, 'Agendamento realizado com sucesso.');

  // 'Notificações Agendadas': the notification, its two recipients, and each one's two times.
  await page.getByRole('tab', { name: 'Notificações Agendadas' }).click();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Título' }).press('Enter');
  const notifications = page.locator('[data-coluna="Notificações"] [data-noa]');
  await expect(notifications).toHaveCount(1);
  await expect(notifications).toContainText(title);
  await notifications.getByRole('button', { name: /^Ver destinatários de Notificação/ }).click();
  const recipients = page.locator('[data-coluna="Destinatários"] [data-nod]');
  await expect(recipients).toHaveCount(2);
  for (const cpf of [CPF.active, CPF.active2]) {
    await expect(recipients.filter({ hasText: masked(cpf) })).toHaveCount(1);
    await page.getByRole('button', { name: `Ver horários de Destinatário ${masked(cpf)}` }).click();
    const times = page.locator('[data-coluna="Horários"] [data-noh]');
    await expect(times).toHaveCount(2);
    await expect(times.nth(0)).toContainText(`${tomorrow} 10:00`);
    await expect(times.nth(1)).toContainText(`${tomorrow} 15:30`);
  }
});

test('unknown CPFs block the send; inactive ones ask first', async ({ page }) => {
  // Two sends with their modals: about 45 s on a loaded 2-core machine.
  test.slow();
  await openAs(page, PAGE, DEMO.admin);
  await pick(page, 'Enviar para', 'CPF');
  for (const cpf of [CPF.active, CPF.unknown, CPF.inactive]) await addCpf(page, cpf);
  await fillMessage(page, `Checagem E2E ${uniqueSuffix()}`);
  await page.getByRole('button', { name: 'Enviar' }).click();

  let dialog = page.getByRole('dialog', { name: 'CPFs não cadastrados!' });
  await expect(dialog).toContainText(masked(CPF.unknown));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ok! Modificarei' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'CPFs adicionados' });
  await expect(list.getByRole('listitem').filter({ hasText: masked(CPF.unknown) })).toContainText(
    'não cadastrado',
  );
  await expect(list.getByRole('listitem').filter({ hasText: masked(CPF.inactive) })).toContainText(
    'desativado',
  );

  await page.getByRole('button', { name: `Remover CPF ${masked(CPF.unknown)}` }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  dialog = page.getByRole('dialog', { name: 'CPFs desativados!' });
  await expect(dialog).toContainText(masked(CPF.inactive));
  await expect(dialog).toContainText('Deseja enviar mesmo assim?');
  await dialog.getByRole('button', { name: 'Sim, enviar' }).click();
  await expectToast(page, 'Notificação enviada com sucesso.');
});

test("'Todos' asks first, then sends to every active CPF", async ({ page }) => {
  await openAs(page, PAGE, DEMO.admin);
  await fillMessage(page, `Todos E2E ${uniqueSuffix()}`, 'Campanha de saúde');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deseja enviar para todos os CPFs?' });
  await expect(dialog).toContainText('todos os CPFs ativos');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/immediate-notifications'),
  );
  await dialog.getByRole('button', { name: 'Enviar para todos' }).click();
  await expectToast(page, 'Notificação enviada com sucesso.');
  expect((await sent).postDataJSON()).toMatchObject({ sendAllCpf: true, cpfs: [] });
});

test('at 10:40 the first hour offered today is 12:00', async ({ page }) => {
  // The browser runs in America/Sao_Paulo (UTC-3, no daylight saving): 10:40 there is 13:40 UTC.
  const there = new Date(Date.now() - 3 * 3_600_000);
  const [y, m, d] = [there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate()];
  await page.clock.setFixedTime(new Date(Date.UTC(y, m, d, 13, 40)));
  const today = `${pad(d)}/${pad(m + 1)}/${y}`;
  await openAs(page, PAGE, DEMO.admin);
  await pick(page, 'Quando enviar', 'Agendar uma data');
  await expect(page.getByRole('button', { name: /Hora$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: /^Data/ }).fill(today);
  await page.getByRole('button', { name: /Hora$/ }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('12:00');
  await expect(page.getByRole('option', { name: '11:30' })).toHaveCount(0);
  await expect(options.last()).toHaveText('20:00');
});

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
