/**
 * Chatbots (Blip Bot) as DEMO.admin: a bot of its own (unique name) created, found by name and by
 * key, viewed, edited, then given a scheduled notification through the API and removed with the
 * scheduled-notification warning and the removal push.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs, uniqueSuffix } from './helpers';

async function settled(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** POST /api/agendar-notificacoes with the bot (type 3), five days ahead, to one CPF. */
async function scheduleWithBot(request: APIRequestContext, botName: string) {
  const login = await request.post('/api/clients/login', {
    data: { login: DEMO.admin.login, password: DEMO.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const bots = await request.get('/api/blip-bot', {
    headers,
    params: { search: botName, isSearchByName: true },
  });
  const bot = ((await bots.json()) as { rows: Array<{ bbo_id: number }> }).rows[0]!;
  const day = new Date(Date.now() + 5 * 86_400_000);
  const date_db = day.toISOString().slice(0, 10);
  const message = { title: 'Pesquisa E2E', body: 'Converse com o nosso assistente.' };
  const answer = await request.post('/api/agendar-notificacoes', {
    headers,
    data: {
      form: {
        send: { radio: 0 },
        frequency: { date: '', hour: '', listSchedule: [{ date: '', date_db, hour: '10:00' }] },
        receiver: { radio: 0, cpf: '', listCpf: [{ cpf: '38140062162', isRed: false }] },
        msg: {
          title: message.title,
          description: message.body,
          type: { value: 3, label: 'Chatbot' },
          extraDatas: null,
          blipBotId: bot.bbo_id,
        },
      },
      notification: {
        ...message,
        typeId: 3,
        typeLabel: 'Chatbot',
        extraDatas: null,
        scheduleList: [{ date_db, hour: '10:00' }],
        isSendNow: '0',
        blipBotId: bot.bbo_id,
        isCall: '0',
      },
    },
  });
  expect(answer.status()).toBe(201);
  return { botId: bot.bbo_id, noaId: ((await answer.json()) as { id: number }).id };
}

test('chatbots: create, find by name and key, view, edit, remove with a scheduled notification', async ({
  page,
  request,
}) => {
  test.slow(); // a long journey on a shared sandbox
  const suffix = uniqueSuffix();
  const name = `Bot E2E ${suffix}`;
  const key = `Key e2e-${suffix}-chave`;
  await openAs(page, '/clientes/bots', DEMO.admin);
  await expect(page).toHaveTitle('Chatbots (Blip Bot) | Portal Gerencial');
  await settled(page);

  await page.getByRole('textbox', { name: /Nome do Bot/ }).fill(name);
  await page.getByRole('textbox', { name: /Blip Key/ }).fill(key);
  await page.getByRole('textbox', { name: /Descrição/ }).fill('Responde dúvidas do E2E.');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expectToast(page, 'Blip Bot salvo com sucesso!');
  await expect(page.getByRole('textbox', { name: /Nome do Bot/ })).toHaveValue('');

  await page.getByRole('tab', { name: 'Buscar por Blip Bot' }).click();
  const search = page.getByRole('searchbox', { name: 'Texto da busca' });
  const card = page.getByRole('listitem', { name });
  await search.fill(suffix);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(card).toBeVisible();
  await expect(page.getByText('Total de Blip Bots: 1')).toBeVisible();
  await page.getByRole('radio', { name: 'Chave' }).check({ force: true });
  await search.fill(`e2e-${suffix}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(card).toBeVisible();
  await expect(card.getByText(key)).toBeVisible();
  await settled(page);

  await card.getByRole('button', { name: `Ver ${name}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Blip Bot' });
  await expect(detail).toContainText(key);
  await expect(detail).toContainText('Responde dúvidas do E2E.');
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Fechar' }).click();

  await card.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Editar Blip Bot' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: /Blip Key/ })).toBeDisabled();
  await page.getByRole('textbox', { name: /Descrição/ }).fill('Descrição alterada no E2E.');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await expectToast(page, 'Blip Bot atualizado com sucesso!');
  await expect(card.getByText('Descrição alterada no E2E.')).toBeVisible();

  const { noaId } = await scheduleWithBot(request, name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await card.getByRole('button', { name: `Remover ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover Blip Bot' });
  await expect(dialog).toContainText('a notificação agendada também será excluída');
  await expect(dialog).toContainText('Pesquisa E2E (1 destinatário)');
  await expectNoSeriousA11yViolations(page);
  const push = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/blip-bot/remove-notification'),
  );
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Blip Bot removido com sucesso!');
  expect((await push).postDataJSON()).toEqual({ arrayNoaIds: [noaId], cpfs: ['38140062162'] });
  await expect(card).toHaveCount(0);
});
