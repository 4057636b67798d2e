import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DEMO } from '../seed/people';
import { login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const schedule = (
  overrides: {
    date?: string;
    hour?: string;
    cpfs?: string[];
    typeId?: number;
    blipBotId?: number | null;
  } = {},
) => ({
  form: {
    send: { radio: 0 },
    frequency: {
      listSchedule: [{ date_db: overrides.date ?? inDays(2), hour: overrides.hour ?? '10:00' }],
    },
    receiver: {
      radio: 0,
      listCpf: (overrides.cpfs ?? [DEMO.patient.cpf]).map((cpf) => ({ cpf, isRed: false })),
    },
    msg: {
      title: 'Lembrete',
      description: 'Sua consulta é amanhã.',
      type: { value: 2, label: 'Lembrete' },
    },
  },
  notification: {
    title: 'Lembrete',
    body: 'Sua consulta é amanhã.',
    typeId: overrides.typeId ?? 2,
    typeLabel: 'Lembrete',
    scheduleList: [{ date_db: overrides.date ?? inDays(2), hour: overrides.hour ?? '10:00' }],
    isSendNow: '0',
    blipBotId: overrides.blipBotId ?? null,
    isCall: '0',
  },
});

describe('scheduled notifications', () => {
  it('schedules, lists, and removes with a recorded removal push', async () => {
    const token = await login('admin');
    const created = await rest('POST', '/api/agendar-notificacoes', { token, body: schedule() });
    expect(created.body.mensagem).toBe('Agendamento realizado com sucesso.');
    const list = await rest('GET', '/api/agendar-notificacoes', { token });
    const mine = list.body.rows.find((r: { noa_id: number }) => r.noa_id === created.body.id);
    expect(mine.interactions).toEqual([{ status: 3, number: 1 }]);
    const recipients = await rest(
      'GET',
      `/api/agendar-notificacoes/destinatarios?noaId=${created.body.id}`,
      { token },
    );
    expect(recipients.body.rows[0]).toMatchObject({
      nod_cpf: DEMO.patient.cpf,
      usu_nome_usuario: DEMO.patient.name,
    });
    const removed = await rest('DELETE', `/api/agendar-notificacoes?id=${created.body.id}`, {
      token,
    });
    expect(removed.body).toEqual({ error: false, mensagem: 'Notificação removida com sucesso!' });
    await rest('POST', '/api/enviaNotificacao/remover', {
      token,
      body: { arrayNoaIds: [created.body.id], cpfs: [DEMO.patient.cpf] },
    });
    expect(db.push.getAll().at(-1)).toMatchObject({
      action: 'REMOVE',
      noaIds: [created.body.id],
      cpfs: [DEMO.patient.cpf],
    });
    expect(
      (
        await rest('POST', '/api/enviaNotificacao/remover', {
          token,
          body: { arrayNoaIds: [], cpfs: [] },
        })
      ).status,
    ).toBe(400);
  });

  it('asks for a time at least one hour ahead, a type, and a chatbot for type 3', async () => {
    const token = await login('admin');
    const now = new Date(Date.now() - 3 * 3_600_000 + 30 * 60_000);
    const soon = await rest('POST', '/api/agendar-notificacoes', {
      token,
      body: schedule({
        date: now.toISOString().slice(0, 10),
        hour: now.toISOString().slice(11, 16),
      }),
    });
    expect(soon.body.mensagem).toBe(
      'Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.',
    );
    expect(
      (await rest('POST', '/api/agendar-notificacoes', { token, body: schedule({ typeId: 99 }) }))
        .body.mensagem,
    ).toBe('Por favor, selecione um tipo de mensagem.');
    expect(
      (await rest('POST', '/api/agendar-notificacoes', { token, body: schedule({ typeId: 3 }) }))
        .status,
    ).toBe(400);
    expect(
      (
        await rest('POST', '/api/agendar-notificacoes', {
          token,
          body: schedule({ typeId: 3, blipBotId: 1 }),
        })
      ).status,
    ).toBe(201);
  });

  it('filters shown notifications by interaction and refuses removing one already shown', async () => {
    const token = await login('admin');
    const shown = await rest('GET', '/api/agendar-notificacoes/exibidas', { token });
    expect(shown.body.count).toBeGreaterThan(0);
    const read = await rest(
      'GET',
      '/api/agendar-notificacoes/filtro?isShowAgendadas=false&interaction=6',
      { token },
    );
    expect(
      read.body.rows.every((r: { interactions: Array<{ status: number }> }) =>
        r.interactions.some((i) => i.status === 6),
      ),
    ).toBe(true);
    const onlyShown = shown.body.rows.find((r: { interactions: Array<{ status: number }> }) =>
      r.interactions.every((i) => i.status !== 3),
    );
    expect(
      (await rest('DELETE', `/api/agendar-notificacoes?id=${onlyShown.noa_id}`, { token })).body
        .error,
    ).toBe(true);
  });
});

describe('immediate notifications and CPF checks', () => {
  it('reports unknown and inactive CPFs', async () => {
    const token = await login('admin');
    const inactive = db.usuario
      .getAll()
      .find((u) => u.usu_status === 0 && u.usu_id_clientes === 1)!;
    const answer = await rest('POST', '/api/validate-cpfs', {
      token,
      body: [DEMO.patient.cpf, '86288366757', inactive.usu_cpf],
    });
    expect(answer.body.response).toEqual({
      nonexistent: ['86288366757'],
      disabled: [{ usu_cpf: inactive.usu_cpf, usu_nome_usuario: inactive.usu_nome_usuario }],
    });
  });

  it('sends to every active CPF, lists it newest first and its recipients by interaction', async () => {
    const token = await login('admin');
    const sent = await rest('POST', '/api/immediate-notifications', {
      token,
      body: {
        sendAllCpf: true,
        cpfs: [],
        title: 'Dia D',
        body: 'Vacinação no sábado.',
        data: {},
        clientId: 1,
        onlyPush: false,
      },
    });
    const list = await rest('GET', '/api/immediate-notifications?limit=1', { token });
    expect(list.body.rows[0]).toMatchObject({
      id: sent.body.id,
      title: 'Dia D',
      interactions: [1],
    });
    const recipients = await rest(
      'GET',
      `/api/immediate-notifications/${sent.body.id}/recipients?interactions=1`,
      { token },
    );
    expect(recipients.body.count).toBe(
      db.usuario.getAll().filter((u) => u.usu_status === 2 && u.usu_id_clientes === 1 && u.usu_cpf)
        .length,
    );
    const missing = await rest('POST', '/api/immediate-notifications', {
      token,
      body: {
        sendAllCpf: false,
        cpfs: [],
        title: 'Dia D',
        body: 'x',
        data: {},
        clientId: 1,
        onlyPush: false,
      },
    });
    expect(missing.body.mensagem).toBe('O(s) cpf(s) é/são obrigatório(s)');
  });
});

describe('chatbots', () => {
  it('lists what a removal affects, deletes its scheduled notifications, and says why a bot is refused', async () => {
    const token = await login('admin');
    const check = await rest('POST', '/api/blip-bot/check-remove', { token, body: { bboId: 1 } });
    const tied = db.notificacaoAgendada.getAll().filter((n) => n.noa_id_blip_bots === 1).length;
    const { notificationSchedule, notificationShow } = check.body.checkRemove;
    expect(notificationSchedule.length + notificationShow.length).toBeGreaterThan(0);
    await rest('DELETE', '/api/blip-bot?id=1', { token });
    expect(db.notificacaoAgendada.getAll().filter((n) => n.noa_id_blip_bots === 1)).toHaveLength(0);
    expect(tied).toBeGreaterThan(0);
    const refused = async (body: object) =>
      (await rest('POST', '/api/blip-bot', { token, body })).body.mensagem;
    expect(await refused({ bbo_name: '', bbo_blip_key: '' })).toBe('Nome do Bot não informado.');
    expect(await refused({ bbo_name: 'AB', bbo_blip_key: '' })).toBe(
      'Nome do Bot menor que 3 letras.',
    );
    expect(await refused({ bbo_name: 'Bot', bbo_blip_key: '' })).toBe('Blip Key não informado.');
    expect(await refused({ bbo_name: 'Bot', bbo_blip_key: 'curta' })).toBe(
      'Blip Key menor que 10 caracteres.',
    );
  });
});
