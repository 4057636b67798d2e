import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { DEMO } from '../../seed/people';
import { login, rest, setupMockBackend } from '../../testing/backend';

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

// The first test pays the backend's cold start (seed, password hashing), slow on a shared CPU.
describe('scheduled notifications', { timeout: 20_000 }, () => {
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
    expect(removed.body).toEqual({
      error: false,
      mensagem: 'Notificação removida com sucesso!',
      removed: 1,
    });
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

  it('removes a batch of ids all or nothing, at most 100 at a time', async () => {
    const token = await login('admin');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        (await rest('POST', '/api/agendar-notificacoes', { token, body: schedule() })).body.id,
      );
    const query = (list: number[]) => list.map((id) => `id=${id}`).join('&');
    const missing = await rest(
      'DELETE',
      `/api/agendar-notificacoes?${query([...ids.slice(0, 1), 999_999])}`,
      {
        token,
      },
    );
    expect(missing.status).toBe(404);
    expect(
      db.notificacaoAgendada.findFirst({ where: { noa_id: { equals: ids[0] } } }),
    ).toBeTruthy();

    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(
      (await rest('DELETE', `/api/agendar-notificacoes?${query(tooMany)}`, { token })).status,
    ).toBe(400);

    const stateToken = await login('stateAdmin');
    const foreign = await rest('DELETE', `/api/agendar-notificacoes?${query(ids)}`, {
      token: stateToken,
    });
    expect(foreign.status).toBe(404);
    expect(
      db.notificacaoAgendada.findFirst({ where: { noa_id: { equals: ids[1] } } }),
    ).toBeTruthy();

    const removed = await rest('DELETE', `/api/agendar-notificacoes?${query(ids)}`, { token });
    expect(removed.body).toEqual({
      error: false,
      mensagem: 'Notificações removidas com sucesso!',
      removed: 3,
    });
    for (const id of ids)
      expect(db.notificacaoAgendada.findFirst({ where: { noa_id: { equals: id } } })).toBeNull();
  });

  it("removes recipients and times in batches, refusing other clients' ids", async () => {
    const token = await login('admin');
    const cpfs = db.usuario
      .getAll()
      .filter((u) => u.usu_id_clientes === DEMO.admin.clientId && u.usu_status === 2 && u.usu_cpf)
      .slice(0, 2)
      .map((u) => u.usu_cpf as string);
    const noaId = (
      await rest('POST', '/api/agendar-notificacoes', { token, body: schedule({ cpfs }) })
    ).body.id;
    const recipients = (
      await rest('GET', `/api/agendar-notificacoes/destinatarios?noaId=${noaId}`, { token })
    ).body.rows as Array<{ nod_id: number }>;
    expect(recipients).toHaveLength(2);
    const [first, second] = recipients.map((r) => r.nod_id);
    const added = await rest('POST', '/api/agendar-notificacoes/horarios', {
      token,
      body: {
        noh_id_tipos_interacoes_notificacoes: 3,
        noh_id_notificacoes_agendadas_destinatarios: first,
        noh_data: inDays(3),
        noh_hora: '11:00',
      },
    });
    const times = (
      await rest('GET', `/api/agendar-notificacoes/horarios?nodId=${first}`, { token })
    ).body.rows as Array<{ noh_id: number }>;
    expect(times.map((t) => t.noh_id)).toContain(added.body.id);
    const timeQuery = times.map((t) => `id=${t.noh_id}`).join('&');

    const stateToken = await login('stateAdmin');
    expect(
      (
        await rest('DELETE', `/api/agendar-notificacoes/horarios?${timeQuery}`, {
          token: stateToken,
        })
      ).status,
    ).toBe(404);
    const timesRemoved = await rest('DELETE', `/api/agendar-notificacoes/horarios?${timeQuery}`, {
      token,
    });
    expect(timesRemoved.body).toMatchObject({
      mensagem: 'Agendamentos removidos com sucesso!',
      removed: 2,
    });

    expect(
      (
        await rest('DELETE', `/api/agendar-notificacoes/destinatarios?id=${first}&id=999999`, {
          token,
        })
      ).status,
    ).toBe(404);
    expect(
      db.destinatarioAgendado.findFirst({ where: { nod_id: { equals: first } } }),
    ).toBeTruthy();
    const removed = await rest(
      'DELETE',
      `/api/agendar-notificacoes/destinatarios?id=${first}&id=${second}`,
      { token },
    );
    expect(removed.body).toMatchObject({
      mensagem: 'Destinatários removidos com sucesso!',
      removed: 2,
    });
  });
});
