/**
 * Notification numbers: scheduled notifications (noa_id) and those sent at once (id) come from one
 * sequence, so '#009' in one list never names another notification than 'Nº 009' in the other.
 */
import { describe, expect, it } from 'vitest';
import { db, ensureDb, idCounters, nextId, resetDb, setIdCounters } from '../../db';
import { DEMO } from '../../seed/people';
import { login, rest, setupMockBackend } from '../../testing/backend';

setupMockBackend();

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const scheduleBody = (title: string) => {
  const list = [{ date_db: inDays(2), hour: '10:00' }];
  return {
    form: {
      send: { radio: 0 },
      frequency: { listSchedule: list },
      receiver: { radio: 0, listCpf: [{ cpf: DEMO.patient.cpf, isRed: false }] },
      msg: { title, description: 'Mensagem.', type: { value: 2, label: 'Lembrete' } },
    },
    notification: {
      title,
      body: 'Mensagem.',
      typeId: 2,
      typeLabel: 'Lembrete',
      scheduleList: list,
      isSendNow: '0',
      blipBotId: null,
      isCall: '0',
    },
  };
};
const sendNowBody = (title: string) => ({
  sendAllCpf: false,
  cpfs: [DEMO.patient.cpf],
  title,
  body: 'Mensagem.',
  data: {},
  clientId: 1,
  onlyPush: false,
});

const scheduledIds = () => db.notificacaoAgendada.getAll().map((n) => n.noa_id);
const sentIds = () => db.notificacaoImediata.getAll().map((n) => n.id);
const shared = (a: number[], b: number[]) => a.filter((id) => b.includes(id));

describe('notification numbers', { timeout: 20_000 }, () => {
  it('are not shared by a seeded scheduled and a seeded sent notification', () => {
    ensureDb();
    expect(scheduledIds().length).toBeGreaterThan(0);
    expect(sentIds().length).toBeGreaterThan(0);
    expect(shared(scheduledIds(), sentIds())).toEqual([]);
  });

  it('go on from one sequence for new ones of either kind', async () => {
    const token = await login('admin');
    const highest = Math.max(...scheduledIds(), ...sentIds());
    const scheduled = await rest('POST', '/api/agendar-notificacoes', {
      token,
      body: scheduleBody('Agendada'),
    });
    const sent = await rest('POST', '/api/immediate-notifications', {
      token,
      body: sendNowBody('Imediata'),
    });
    const again = await rest('POST', '/api/agendar-notificacoes', {
      token,
      body: scheduleBody('Outra agendada'),
    });
    expect([scheduled.body.id, sent.body.id, again.body.id]).toEqual([
      highest + 1,
      highest + 2,
      highest + 3,
    ]);
    // As the screens list them.
    const listed = await rest('GET', '/api/agendar-notificacoes?limit=100', { token });
    const sentList = await rest(
      'GET',
      `/api/immediate-notifications?startDate=${inDays(-30)}&endDate=${inDays(0)}&limit=100`,
      { token },
    );
    const listedScheduled = listed.body.rows.map((r: { noa_id: number }) => r.noa_id);
    const listedSent = sentList.body.rows.map((r: { id: number }) => r.id);
    expect(listedScheduled).toContain(again.body.id);
    expect(listedSent).toContain(sent.body.id);
    expect(shared(listedScheduled, listedSent)).toEqual([]);
  });

  it('are never handed out again, after a removal or a restart', async () => {
    const token = await login('admin');
    const first = await rest('POST', '/api/agendar-notificacoes', {
      token,
      body: scheduleBody('Removida'),
    });
    await rest('DELETE', `/api/agendar-notificacoes?id=${first.body.id}`, { token });
    const sent = await rest('POST', '/api/immediate-notifications', {
      token,
      body: sendNowBody('Depois da remoção'),
    });
    expect(sent.body.id).toBe(first.body.id + 1);
    // The sandbox's saved counters carry the sequence across a restart, whichever table holds
    // the highest number (a state saved with one counter per table too).
    const saved = idCounters();
    expect(saved.notificacaoAgendada).toBe(sent.body.id);
    resetDb({ force: true });
    setIdCounters({ notificacaoImediata: 500 });
    expect(nextId('notificacaoAgendada')).toBe(501);
    expect(nextId('notificacaoImediata')).toBe(502);
    resetDb({ force: true });
  });
});
