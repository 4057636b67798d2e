/**
 * 'Envio Imediato' as DEMO.admin against the sandbox: a seeded notification found by its title,
 * selected, with its recipients and delivery funnel; a notification sent through the API (unique
 * title) with its exact funnel; the filter's errors; the same journey by keyboard. Nothing here
 * changes what another journey reads (the one send has a title of its own).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

const PATH = '/clientes/agendamento-notificacoes';

async function openTab(page: Page) {
  await openAs(page, PATH, DEMO.admin);
  await page.getByRole('tab', { name: 'Envio Imediato' }).click();
  return page.getByRole('list', { name: 'Notificações enviadas' });
}

const cards = (page: Page) =>
  page
    .getByRole('list', { name: 'Notificações enviadas' })
    .getByRole('listitem', { name: /^\d{3} / });

test('filter by a seeded title, select it: its recipients and delivery funnel', async ({
  page,
}) => {
  const list = await openTab(page);
  await expect(list).toBeVisible({ timeout: 15_000 });

  const listed = page.waitForRequest((r) => r.url().includes('/api/immediate-notifications?'));
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill('Remarcação');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  expect(new URL((await listed).url()).searchParams.get('title')).toBe('Remarcação');
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('Remarcação');
  for (const heading of await cards(page).getByRole('heading', { level: 3 }).all())
    await expect(heading).toHaveText('Remarcação');

  const first = cards(page).first();
  const number = (await first.getByText(/^\d{3}$/).textContent())!;
  const recipientsRead = page.waitForRequest((r) =>
    r.url().includes(`/api/immediate-notifications/${Number(number)}/recipients`),
  );
  await first.getByRole('button', { name: /^Ver destinatários/ }).click();
  await recipientsRead;
  await expect(first.getByRole('button', { name: /^Ver destinatários/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const recipients = page.getByRole('list', { name: `Destinatários da notificação ${number}` });
  await expect(recipients).toBeVisible();
  await expect(recipients.getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/).first()).toBeVisible();
  const total = page.getByRole('region', { name: 'Destinatários' }).getByRole('status');
  await expect(total).toHaveText(new RegExp(`^\\d+ destinatários? da notificação ${number}$`));
  const n = Number((await total.textContent())!.split(' ')[0]);
  await expect(
    first.getByRole('table', {
      name: `Entrega da notificação ${number}: ${n} ${n === 1 ? 'destinatário' : 'destinatários'}`,
    }),
  ).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});

test('a notification sent now shows its exact funnel and recipients', async ({ page, request }) => {
  const title = `Aviso E2E ${uniqueSuffix()}`;
  const login = await request.post('/api/clients/login', {
    data: { login: DEMO.admin.login, password: DEMO.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const sent = await request.post('/api/immediate-notifications', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sendAllCpf: false,
      cpfs: [DEMO.patient.cpf],
      title,
      body: 'Mensagem do teste de ponta a ponta.',
      data: {},
      clientId: DEMO.admin.clientId,
      onlyPush: false,
    },
  });
  expect(sent.status()).toBe(201);

  await openTab(page);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByText('Mensagem do teste de ponta a ponta.')).toBeVisible();
  const rows = card.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    'EtapaDestinatáriosPercentual do total',
    'enviado1100%',
    'entregue00%',
    'exibido00%',
    'aberto00%',
    'lido00%',
  ]);
  await card.getByRole('button', { name: /^Ver destinatários/ }).click();
  const recipient = page.getByRole('listitem', { name: new RegExp(`^529\\.982\\.247-25`) });
  await expect(recipient).toBeVisible();
  await expect(recipient.getByText(DEMO.patient.name)).toBeVisible();
  await expect(recipient.getByText('enviado', { exact: true })).toBeVisible();
});

test('the filter: each field’s message and one toast; nothing is read', async ({ page }) => {
  await openTab(page);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const start = page.getByRole('textbox', { name: 'Data inicial' });
  const end = page.getByRole('textbox', { name: 'Data final' });
  await start.fill('');
  await start.pressSequentially('20112026');
  await end.fill('');
  await end.pressSequentially('10112026');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Jo');
  let reads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/immediate-notifications?')) reads += 1;
  });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expectToast(page, /Data inicial deve ser anterior a data final/);
  await expectToast(page, /Data final deve ser posterior a data inicial/);
  await expect(start).toHaveAccessibleDescription('Data inicial deve ser anterior a data final');
  await expect(end).toHaveAccessibleDescription('Data final deve ser posterior a data inicial');
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
    'O Campo deve possuir no mínimo 3 e no máximo 50 caracteres.',
  );
  expect(reads).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

test('by keyboard: open the filter, filter, select a notification', async ({ page }) => {
  await openTab(page);
  await page.getByRole('button', { name: 'Filtros' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Título' })).toBeFocused();
  await page.keyboard.type('Consulta amanhã');
  await page.keyboard.press('Enter');
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
    'Consulta amanhã',
  );
  const button = cards(page)
    .first()
    .getByRole('button', { name: /^Ver destinatários/ });
  await button.focus();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: /^Destinatários da notificação/ })).toBeVisible();
});
