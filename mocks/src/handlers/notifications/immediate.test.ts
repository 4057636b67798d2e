import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { DEMO } from '../../seed/people';
import { login, rest, setupMockBackend } from '../../testing/backend';

setupMockBackend();

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

  it('counts each sent notification’s delivery funnel over all its recipients', async () => {
    const token = await login('admin');
    const list = await rest('GET', '/api/immediate-notifications?limit=1', { token });
    const first = list.body.rows[0];
    const recipients = db.destinatarioImediato
      .getAll()
      .filter((r) => r.notificationId === first.id);
    const reached = (...statuses: number[]) =>
      recipients.filter((r) => statuses.includes(r.interactionNotificationType)).length;
    expect(first.delivery).toEqual({
      total: recipients.length,
      enviado: reached(1, 2, 4, 5, 6),
      entregue: reached(2, 4, 5, 6),
      exibido: reached(4, 5, 6),
      aberto: reached(5, 6),
      lido: reached(6),
    });
    // The interactions filter picks notifications, not the recipients the funnel counts.
    const filtered = await rest('GET', '/api/immediate-notifications?interactions=6', { token });
    for (const row of filtered.body.rows) {
      const all = db.destinatarioImediato.getAll().filter((r) => r.notificationId === row.id);
      expect(row.delivery.total).toBe(all.length);
    }
  });
});
