import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { addDays, toDay, toMoment } from '../../core/time';
import { INTERACTION } from '../../seed/catalog';
import { DEMO } from '../../seed/people';
import { login, rest, setupMockBackend } from '../../testing/backend';

setupMockBackend();

async function sendTo(cpfs: string[], title: string) {
  const token = await login('admin');
  const sent = await rest('POST', '/api/immediate-notifications', {
    token,
    body: {
      sendAllCpf: false,
      cpfs,
      title,
      body: 'Texto do aviso.',
      data: {},
      clientId: 1,
      onlyPush: false,
    },
  });
  expect(sent.status).toBe(201);
  return { token, id: sent.body.id as number };
}

describe("the patient's inbox", () => {
  it('lists a notification sent to the patient first, unread, and listing it delivers it', async () => {
    const { token: admin, id } = await sendTo([DEMO.patient.cpf], 'Aviso novo');
    const patient = await login('patient');
    const before = await rest('GET', '/api/users/notices?limit=10', { token: patient });
    expect(before.status).toBe(200);
    expect(before.body.rows[0]).toMatchObject({
      kind: 'imediata',
      title: 'Aviso novo',
      readAt: null,
    });
    expect(before.body.unread).toBeGreaterThanOrEqual(1);
    // Every notice is the patient's own: sent to their CPF.
    const recipients = await rest('GET', `/api/immediate-notifications/${id}/recipients`, {
      token: admin,
    });
    expect(recipients.body.rows).toEqual([
      expect.objectContaining({
        cpf: DEMO.patient.cpf,
        interactionNotificationType: INTERACTION.entregue,
      }),
    ]);
    const list = await rest('GET', '/api/immediate-notifications?limit=1', { token: admin });
    expect(list.body.rows[0].delivery).toMatchObject({
      total: 1,
      enviado: 1,
      entregue: 1,
      lido: 0,
    });
  });

  it('reads one notice once (idempotent), and the funnel counts it read', async () => {
    const { token: admin, id } = await sendTo([DEMO.patient.cpf], 'Para ler');
    const patient = await login('patient');
    const inbox = await rest('GET', '/api/users/notices?limit=1', { token: patient });
    const notice = inbox.body.rows[0];
    const first = await rest('POST', `/api/users/notices/${notice.id}/read`, { token: patient });
    expect(first.status).toBe(200);
    expect(first.body.readAt).not.toBeNull();
    const again = await rest('POST', `/api/users/notices/${notice.id}/read`, { token: patient });
    expect(again.body).toEqual(first.body);
    const after = await rest('GET', '/api/users/notices?limit=1', { token: patient });
    expect(after.body.unread).toBe(inbox.body.unread - 1);
    const list = await rest('GET', '/api/immediate-notifications?limit=1', { token: admin });
    expect(list.body.rows[0]).toMatchObject({ id, delivery: expect.objectContaining({ lido: 1 }) });
  });

  it("never shows or reads another patient's notice", async () => {
    const other = db.usuario
      .getAll()
      .find(
        (u) =>
          u.usu_status === 2 &&
          u.usu_id_clientes === 1 &&
          u.usu_cpf &&
          u.usu_cpf !== DEMO.patient.cpf,
      )!;
    await sendTo([other.usu_cpf!], 'Só para outra pessoa');
    const patient = await login('patient');
    const inbox = await rest('GET', '/api/users/notices?limit=100', { token: patient });
    expect(inbox.body.rows.map((n: { title: string }) => n.title)).not.toContain(
      'Só para outra pessoa',
    );
    const theirs = db.destinatarioImediato.getAll().find((r) => r.cpf === other.usu_cpf)!;
    const read = await rest('POST', `/api/users/notices/i-${theirs.id}/read`, { token: patient });
    expect(read.status).toBe(404);
    expect(
      db.destinatarioImediato.findFirst({ where: { id: { equals: theirs.id } } })!
        .interactionNotificationType,
    ).toBe(theirs.interactionNotificationType);
    // Staff tokens are not patients.
    const staff = await rest('GET', '/api/users/notices', { token: await login('admin') });
    expect([401, 403]).toContain(staff.status);
  });

  it('shows a scheduled notification only once its time is due, and marks all read', async () => {
    const patient = await login('patient');
    const now = Date.now();
    const noa = db.notificacaoAgendada.create({
      noa_id: 9001,
      noa_id_clientes: 1,
      noa_titulo: 'Lembrete futuro',
      noa_mensagem: 'Ainda não.',
      noa_id_tipos_notificacoes: 1,
      noa_extra_datas: '',
      noa_id_blip_bots: null,
      noa_criado_em: toMoment(now),
    });
    const nod = db.destinatarioAgendado.create({
      nod_id: 9001,
      nod_cpf: DEMO.patient.cpf,
      nod_id_notificacoes_agendadas: noa.noa_id,
    });
    for (const [id, day] of [
      [9001, addDays(now, -1)],
      [9002, addDays(now, 2)],
    ] as const)
      db.horarioAgendado.create({
        noh_id: id,
        noh_data: toDay(day),
        noh_hora: '09:00',
        noh_id_tipos_interacoes_notificacoes: INTERACTION.agendado,
        noh_id_notificacoes_agendadas_destinatarios: nod.nod_id,
        noh_interagido_em: null,
      });
    const inbox = await rest('GET', '/api/users/notices?limit=100', { token: patient });
    const ids = inbox.body.rows.map((n: { id: string }) => n.id);
    expect(ids).toContain('a-9001');
    expect(ids).not.toContain('a-9002');
    const sorted = [...inbox.body.rows].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    expect(inbox.body.rows.map((n: { sentAt: string }) => n.sentAt)).toEqual(
      sorted.map((n) => n.sentAt),
    );
    const all = await rest('POST', '/api/users/notices/read-all', { token: patient });
    expect(all.body.read).toBe(inbox.body.unread);
    const after = await rest('GET', '/api/users/notices?limit=1', { token: patient });
    expect(after.body.unread).toBe(0);
    expect((await rest('POST', '/api/users/notices/read-all', { token: patient })).body.read).toBe(
      0,
    );
  });
});
