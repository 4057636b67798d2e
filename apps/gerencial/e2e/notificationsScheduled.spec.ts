/**
 * 'Notificações Agendadas' as DEMO.admin, by keyboard alone: two notifications of its own (unique
 * titles, scheduled through the API) found with the filter; a recipient added and removed, a time
 * added and removed; then both notifications removed in one bulk removal.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

const FIRST_CPF = '52998224725';
const ADDED_CPF = '11144477735';

/** POST /api/agendar-notificacoes: `title` to FIRST_CPF, five days ahead at 10:00. */
async function schedule(request: APIRequestContext, token: string, title: string) {
  const date_db = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const body = 'Lembrete criado pelo teste de ponta a ponta.';
  const answer = await request.post('/api/agendar-notificacoes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      form: {
        send: { radio: 0 },
        frequency: { listSchedule: [{ date_db, hour: '10:00' }] },
        receiver: { radio: 0, listCpf: [{ cpf: FIRST_CPF, isRed: false }] },
        msg: { title, description: body, type: { value: 2, label: 'Lembrete' } },
      },
      notification: {
        title,
        body,
        typeId: 2,
        typeLabel: 'Lembrete',
        scheduleList: [{ date_db, hour: '10:00' }],
        isSendNow: '0',
        blipBotId: null,
        isCall: '0',
      },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** Keyboard only: focus, then a key (Enter for buttons and links, Space for boxes). */
async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

async function confirmRemoval(page: Page, question: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Remover' }));
  await expect(dialog).toBeHidden();
}

test('scheduled notifications: recipient and time added and removed, two removed in bulk, by keyboard', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey on a shared sandbox
  const suffix = uniqueSuffix();
  const login = await request.post('/api/clients/login', {
    data: { login: DEMO.admin.login, password: DEMO.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const [a, b] = [`Agendada E2E ${suffix} A`, `Agendada E2E ${suffix} B`];
  const idA = await schedule(request, token, a);
  await schedule(request, token, b);

  await openAs(page, '/clientes/agendamento-notificacoes', DEMO.admin);
  await press(page.getByRole('tab', { name: 'Notificações Agendadas' }));
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // Only this test's notifications: filtered by the unique title.
  await press(page.getByRole('button', { name: 'Filtros' }));
  await page.getByRole('textbox', { name: 'Título' }).focus();
  await page.keyboard.type(`E2E ${suffix}`);
  await page.keyboard.press('Enter');
  const notifications = page.locator('[data-coluna="Notificações"] [data-noa]');
  await expect(notifications).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // A recipient added, then removed.
  const padded = String(idA).padStart(3, '0');
  await press(page.getByRole('button', { name: `Ver destinatários de Notificação ${padded}` }));
  const recipients = page.locator('[data-coluna="Destinatários"] [data-nod]');
  await expect(recipients).toHaveCount(1);
  await press(page.getByRole('button', { name: 'Adicionar Destinatário' }));
  await page.getByRole('dialog').getByRole('textbox', { name: /CPF/ }).focus();
  await page.keyboard.type(`${ADDED_CPF}, ${FIRST_CPF}`);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Destinatário adicionado com sucesso!');
  await expect(recipients).toHaveCount(2);
  await press(page.getByRole('button', { name: 'Remover Destinatário 111.444.777-35' }));
  await confirmRemoval(page, 'Tem certeza que deseja excluir este Destinatário?');
  await expectToast(page, 'Destinatário removido com sucesso!');
  await expect(recipients).toHaveCount(1);

  // A time added to the remaining recipient, then removed.
  await press(page.getByRole('button', { name: 'Ver horários de Destinatário 529.982.247-25' }));
  const times = page.locator('[data-coluna="Horários"] [data-noh]');
  await expect(times).toHaveCount(1);
  await press(page.getByRole('button', { name: 'Adicionar Horário' }));
  const dialog = page.getByRole('dialog');
  const day = new Date(Date.now() + 7 * 86_400_000);
  const text = [day.getDate(), day.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(day.getFullYear()))
    .join('');
  await dialog.getByRole('textbox', { name: /Data/ }).focus();
  await page.keyboard.type(text);
  const hour = dialog.getByRole('button', { name: /Hora/ });
  await expect(hour).toBeEnabled();
  await press(hour);
  await expect(page.getByRole('option', { name: '09:00' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(hour).toContainText(/\d{2}:\d{2}/);
  await press(dialog.getByRole('button', { name: 'Adicionar' }));
  await expectToast(page, 'Horário adicionado com sucesso!');
  await expect(times).toHaveCount(2);
  const dd = text.slice(0, 2);
  const added = page.getByRole('button', { name: new RegExp(`^Remover Horário ${dd}/`) });
  await press(added.first());
  await confirmRemoval(page, 'Tem certeza que deseja excluir este Horário?');
  await expectToast(page, 'Agendamento removido com sucesso!');
  await expect(times).toHaveCount(1);

  // Both notifications in one bulk removal.
  await press(
    page.getByRole('checkbox', { name: 'Selecionar todas as 2 notificações desta página' }),
    'Space',
  );
  await press(page.getByRole('button', { name: 'Remover (2)' }));
  await confirmRemoval(page, 'Tem certeza que deseja excluir estas 2 Notificações?');
  await expectToast(page, 'Notificações removidas com sucesso!');
  await expect(page.getByText('Listagem de NOTIFICAÇÕES VAZIA')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
