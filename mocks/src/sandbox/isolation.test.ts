/**
 * Municipalities kept apart, over real HTTP: an admin of one municipality could send pushes to
 * another's patients and then read their full names in the recipient list (the sends did not
 * check CPFs as `validate-cpfs` does).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';

const http = sandboxOverHttp('isolation');

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${http.origin}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

async function adminLogin(account: { login: string; password: string }) {
  const answer = await call('POST', '/api/clients/login', {
    body: { login: account.login, password: account.password },
  });
  expect(answer.status).toBe(200);
  const user = answer.body.user as { usc_id: number; usc_id_clientes: number };
  return {
    token: answer.body.token as string,
    clientId: user.usc_id_clientes,
    userId: user.usc_id,
  };
}

describe('an admin sends only to patients of its own municipality', () => {
  const foreign = DEMO.patient.cpf;
  const refusal = 'CPFs não cadastrados neste município: 529.982.247-25.';
  let nilopolis: Awaited<ReturnType<typeof adminLogin>>;
  let ownCpf: string;

  beforeAll(async () => {
    nilopolis = await adminLogin(DEMO.otherAdmin);
    const users = await call(
      'GET',
      `/api/users?clientId=${nilopolis.clientId}&clientUserId=${nilopolis.userId}&limit=50`,
      { token: nilopolis.token },
    );
    const rows = users.body.rows as Array<{ usu_cpf: string | null; usu_status: number }>;
    ownCpf = rows.find((u) => u.usu_cpf && u.usu_status === 2)!.usu_cpf!;
  });

  it('validate-cpfs calls the Mesquita patient nonexistent to the Nilópolis admin', async () => {
    const answer = await call('POST', '/api/validate-cpfs', {
      token: nilopolis.token,
      body: [foreign, ownCpf],
    });
    expect(answer.body.response).toEqual({ nonexistent: [foreign], disabled: [] });
  });

  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const sends: Array<[string, string, string, (cpf: string, clientId: number) => unknown]> = [
    [
      'an immediate notification',
      'POST',
      '/api/immediate-notifications',
      (cpf, clientId) => ({ title: 'Aviso', body: 'Texto', clientId, cpfs: [cpf], data: {} }),
    ],
    [
      'a push only ("Apenas enviar")',
      'POST',
      '/api/enviaNotificacao',
      (cpf, clientId) => ({ title: 'Aviso', body: 'Texto', clientId, cpfs: [cpf], onlyPush: true }),
    ],
    [
      'a scheduled notification',
      'POST',
      '/api/agendar-notificacoes',
      (cpf) => ({
        form: { receiver: { radio: 0, cpf: '', listCpf: [{ cpf, isRed: false }] } },
        notification: {
          title: 'Aviso',
          body: 'Texto',
          typeId: 1,
          isSendNow: '0',
          scheduleList: [{ date_db: future, hour: '10:00' }],
        },
      }),
    ],
    [
      'a mass send',
      'POST',
      '/patients/envia-notificacao-em-massa',
      (cpf) => ({ not_titulo: 'Aviso', not_mensagem: 'Texto', not_cpf: [cpf] }),
    ],
    [
      'a removal push',
      'POST',
      '/api/enviaNotificacao/remover',
      (cpf) => ({ arrayNoaIds: [1], cpfs: [cpf] }),
    ],
    [
      'a chatbot removal push',
      'POST',
      '/api/blip-bot/remove-notification',
      (cpf) => ({ arrayNoaIds: [1], cpfs: [cpf] }),
    ],
  ];

  it.each(sends)(
    '%s to the Mesquita patient is a 400 naming the CPF',
    async (_what, m, path, body) => {
      const answer = await call(m, path, {
        token: nilopolis.token,
        body: body(foreign, nilopolis.clientId),
      });
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ mensagem: refusal }) });
    },
  );

  it.each(sends)('%s to a Nilópolis patient goes out', async (_what, m, path, body) => {
    const answer = await call(m, path, {
      token: nilopolis.token,
      body: body(ownCpf, nilopolis.clientId),
    });
    expect([200, 201]).toContain(answer.status);
  });

  it('a recipient added to or changed on a schedule must be of the municipality', async () => {
    const schedule = sends.find(([, , path]) => path === '/api/agendar-notificacoes')![3];
    const created = await call('POST', '/api/agendar-notificacoes', {
      token: nilopolis.token,
      body: schedule(ownCpf, nilopolis.clientId),
    });
    expect(created.status).toBe(201);
    const noaId = created.body.id as number;
    const added = await call('POST', '/api/agendar-notificacoes/destinatarios', {
      token: nilopolis.token,
      body: { nod_id_notificacoes_agendadas: noaId, nod_cpf: foreign },
    });
    expect(added).toEqual({ status: 400, body: expect.objectContaining({ mensagem: refusal }) });
    const recipients = await call('GET', `/api/agendar-notificacoes/destinatarios?noaId=${noaId}`, {
      token: nilopolis.token,
    });
    const [own] = recipients.body.rows as Array<{ nod_id: number }>;
    const changed = await call('PUT', '/api/agendar-notificacoes/destinatarios', {
      token: nilopolis.token,
      body: { id: own!.nod_id, nod_cpf: foreign },
    });
    expect(changed).toEqual({ status: 400, body: expect.objectContaining({ mensagem: refusal }) });
  });

  it('no Nilópolis recipient list names the Mesquita patient', async () => {
    const sent = await call('GET', '/api/immediate-notifications?limit=100', {
      token: nilopolis.token,
    });
    const names: unknown[] = [];
    for (const row of sent.body.rows as Array<{ id: number }>) {
      const recipients = await call('GET', `/api/immediate-notifications/${row.id}/recipients`, {
        token: nilopolis.token,
      });
      for (const r of recipients.body.rows as Array<{ cpf: string; name: string | null }>)
        names.push(r.cpf === foreign ? r.name : undefined);
    }
    expect(sent.body.count).toBeGreaterThan(0);
    expect(names.filter(Boolean)).toEqual([]);
  });
});
