import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nowMoment, toMoment } from '../../core/time';
import { db, ensureDb, nextId, queueIndex } from '../../db';
import { DEMO } from '../../seed/people';
import { INTERACTION } from '../../seed/catalog';
import { login, rest, setupMockBackend } from '../../testing/backend';
import { startScheduledAnnouncer } from '../../sandbox/webPush';
import { setNoticeAnnouncer, type Announcement } from './announce';
import { sendStatusNotices } from './statusNotices';
import { DEMO_PUSH_PUBLIC_KEY, dueScheduledNotices } from './webPush';

setupMockBackend();

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
};
const ENDPOINT = 'https://push.exemplo.com.br/envio/abc123';
const subscriptions = () => db.inscricaoPush.getAll();

describe('the push key', () => {
  it('is the demo key, a P-256 point nobody holds the private half of, when no sandbox set one', async () => {
    const token = await login('patient');
    const answer = await rest('GET', '/api/users/push/key', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ publicKey: DEMO_PUSH_PUBLIC_KEY });
    const point = Buffer.from(DEMO_PUSH_PUBLIC_KEY, 'base64url');
    expect(point).toHaveLength(65);
    // A real point of the curve: ECDH with it works.
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    expect(probe.computeSecret(point)).toHaveLength(32);
  });

  it('is the patient’s only: no token, or a staff token, answers 401', async () => {
    expect((await rest('GET', '/api/users/push/key')).status).toBe(401);
    const admin = await login('admin');
    expect((await rest('GET', '/api/users/push/key', { token: admin })).status).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('keeps one per endpoint: sent again, the keys are replaced', async () => {
    const token = await login('patient');
    const first = keys();
    const saved = await rest('POST', '/api/users/push/subscriptions', {
      token,
      body: { endpoint: ENDPOINT, expirationTime: null, keys: first },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.endpoint).toBe(ENDPOINT);
    const second = keys();
    const again = await rest('POST', '/api/users/push/subscriptions', {
      token,
      body: { endpoint: ENDPOINT, keys: second },
    });
    expect(again.status).toBe(201);
    expect(again.body.createdAt).toBe(saved.body.createdAt);
    expect(subscriptions()).toHaveLength(1);
    expect(subscriptions()[0]).toMatchObject({
      ips_endpoint: ENDPOINT,
      ips_p256dh: second.p256dh,
      ips_auth: second.auth,
      ips_id_clientes: 1,
    });
  });

  it.each([
    ['no body', undefined],
    ['no keys', { endpoint: ENDPOINT }],
    ['no endpoint', { keys: keys() }],
    ['an endpoint that is no URL', { endpoint: 'push', keys: keys() }],
    ['a javascript: endpoint', { endpoint: 'javascript:alert(1)', keys: keys() }],
    ['plain http to another machine', { endpoint: 'http://push.exemplo.com.br/x', keys: keys() }],
    [
      'an endpoint with a password',
      { endpoint: 'https://a:b@push.exemplo.com.br/x', keys: keys() },
    ],
    [
      'an endpoint too long',
      { endpoint: `https://push.exemplo.com.br/${'a'.repeat(2048)}`, keys: keys() },
    ],
    [
      'an auth secret of 15 bytes',
      { endpoint: ENDPOINT, keys: { ...keys(), auth: randomBytes(15).toString('base64url') } },
    ],
    [
      'a p256dh that is not base64url',
      { endpoint: ENDPOINT, keys: { ...keys(), p256dh: '!'.repeat(87) } },
    ],
    [
      'a p256dh off the curve',
      {
        endpoint: ENDPOINT,
        keys: {
          ...keys(),
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        },
      },
    ],
    ['keys as text', { endpoint: ENDPOINT, keys: 'p256dh' }],
  ])('refuses %s with a 400 and keeps nothing', async (_, body) => {
    const token = await login('patient');
    const answer = await rest('POST', '/api/users/push/subscriptions', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.mensagem).toEqual(expect.any(String));
    expect(subscriptions()).toHaveLength(0);
  });

  it('accepts plain http only on this machine (a test’s push service)', async () => {
    const token = await login('patient');
    for (const endpoint of ['http://127.0.0.1:9/p', 'http://localhost:9/p', 'http://[::1]:9/p']) {
      const answer = await rest('POST', '/api/users/push/subscriptions', {
        token,
        body: { endpoint, keys: keys() },
      });
      expect(answer.status).toBe(201);
    }
  });

  it('removes only the token owner’s: another patient’s or an unknown endpoint is a 404', async () => {
    const maria = await login('patient');
    const joao = await login('firstVisit');
    await rest('POST', '/api/users/push/subscriptions', {
      token: maria,
      body: { endpoint: ENDPOINT, keys: keys() },
    });
    const query = `?endpoint=${encodeURIComponent(ENDPOINT)}`;
    const foreign = await rest('DELETE', `/api/users/push/subscriptions${query}`, { token: joao });
    expect(foreign.status).toBe(404);
    const unknown = await rest(
      'DELETE',
      `/api/users/push/subscriptions?endpoint=${encodeURIComponent(`${ENDPOINT}-outro`)}`,
      { token: maria },
    );
    expect(unknown.status).toBe(404);
    expect(subscriptions()).toHaveLength(1);
    const admin = await login('admin');
    expect(
      (await rest('DELETE', `/api/users/push/subscriptions${query}`, { token: admin })).status,
    ).toBe(401);
    expect((await rest('DELETE', '/api/users/push/subscriptions', { token: maria })).status).toBe(
      400,
    );
    const own = await rest('DELETE', `/api/users/push/subscriptions${query}`, { token: maria });
    expect(own.status).toBe(204);
    expect(subscriptions()).toHaveLength(0);
  });

  it('refuses a staff token', async () => {
    const admin = await login('admin');
    const answer = await rest('POST', '/api/users/push/subscriptions', {
      token: admin,
      body: { endpoint: ENDPOINT, keys: keys() },
    });
    expect(answer.status).toBe(401);
    expect(subscriptions()).toHaveLength(0);
  });

  it('passes an endpoint to the patient who subscribed it last (one browser, one patient)', async () => {
    const maria = await login('patient');
    const joao = await login('firstVisit');
    for (const token of [maria, joao])
      await rest('POST', '/api/users/push/subscriptions', {
        token,
        body: { endpoint: ENDPOINT, keys: keys() },
      });
    expect(subscriptions()).toHaveLength(1);
    const query = `?endpoint=${encodeURIComponent(ENDPOINT)}`;
    expect(
      (await rest('DELETE', `/api/users/push/subscriptions${query}`, { token: maria })).status,
    ).toBe(404);
    expect(
      (await rest('DELETE', `/api/users/push/subscriptions${query}`, { token: joao })).status,
    ).toBe(204);
  });
});

describe('announcing new notices', () => {
  const heard: Announcement[] = [];
  afterEach(() => {
    setNoticeAnnouncer(null);
    heard.length = 0;
    vi.useRealTimers();
  });

  it('announces each recipient of a notification sent at once with its inbox id, not “Apenas enviar”', async () => {
    setNoticeAnnouncer((a) => heard.push(a));
    const admin = await login('admin');
    const send = (onlyPush: boolean) =>
      rest('POST', '/api/immediate-notifications', {
        token: admin,
        body: {
          sendAllCpf: false,
          cpfs: [DEMO.patient.cpf],
          title: 'Vacinação',
          body: 'Sábado, em todas as UBS.',
          data: {},
          clientId: DEMO.admin.clientId,
          onlyPush,
        },
      });
    expect((await send(true)).status).toBe(201);
    expect(heard).toEqual([]);
    expect((await send(false)).status).toBe(201);
    expect(heard).toHaveLength(1);
    const patient = await login('patient');
    const inbox = await rest('GET', '/api/users/notices?limit=1', { token: patient });
    expect(heard[0]).toEqual({
      clientId: DEMO.admin.clientId,
      cpf: DEMO.patient.cpf,
      noticeId: inbox.body.rows[0].id,
      title: 'Vacinação',
      message: 'Sábado, em todas as UBS.',
    });
  });

  it('announces an automatic notice when an import changes the patient’s request (s-<id>)', () => {
    ensureDb();
    setNoticeAnnouncer((a) => heard.push(a));
    const row = queueIndex
      .ofCpf(DEMO.patient.cpf)
      .find((r) => r.fir_status === 'SOLICITADO' && r.fir_fila_id)!;
    const client = db.cliente.findFirst({ where: { cli_id: { equals: 1 } } })!.cli_codigo;
    const change = {
      before: 'SOLICITADO',
      row: { ...row, fir_status: 'AGENDADO', fir_data_agendamento: '2026-12-12' },
    };
    expect(sendStatusNotices(1, client, [change])).toBe(1);
    const notice = db.avisoSituacao.getAll().at(-1)!;
    expect(heard).toEqual([
      {
        clientId: 1,
        cpf: DEMO.patient.cpf,
        noticeId: `s-${notice.avs_id}`,
        title: 'Solicitação agendada',
        message: notice.avs_mensagem,
      },
    ]);
    // Told once: the same change again sends (and announces) nothing.
    expect(sendStatusNotices(1, client, [change])).toBe(0);
    expect(heard).toHaveLength(1);
  });

  /** A new time, `minutes` from now, for the demo patient's first scheduled recipient. */
  function scheduleForPatient(minutes: number) {
    const recipient = db.destinatarioAgendado.getAll().find((r) => r.nod_cpf === DEMO.patient.cpf)!;
    const at = toMoment(Date.now() + minutes * 60_000);
    return db.horarioAgendado.create({
      noh_id: nextId('horarioAgendado'),
      noh_data: at.slice(0, 10),
      noh_hora: at.slice(11, 16),
      noh_id_tipos_interacoes_notificacoes: INTERACTION.agendado,
      noh_id_notificacoes_agendadas_destinatarios: recipient.nod_id,
      noh_interagido_em: null,
    });
  }

  it('finds the scheduled times due in a window, as the inbox shows them', () => {
    const time = scheduleForPatient(5);
    const due = `${time.noh_data} ${time.noh_hora}:00`;
    const before = toMoment(Date.now());
    const after = toMoment(Date.now() + 10 * 60_000);
    const found = dueScheduledNotices(before, after).filter(
      (a) => a.noticeId === `a-${time.noh_id}`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ clientId: 1, cpf: DEMO.patient.cpf });
    expect(dueScheduledNotices(due, after).map((a) => a.noticeId)).not.toContain(
      `a-${time.noh_id}`,
    );
    db.horarioAgendado.update({
      where: { noh_id: { equals: time.noh_id } },
      data: { noh_id_tipos_interacoes_notificacoes: INTERACTION.cancelado },
    });
    expect(dueScheduledNotices(before, after).map((a) => a.noticeId)).not.toContain(
      `a-${time.noh_id}`,
    );
  });

  it('ticks: a scheduled time is announced once when it comes due, the seed’s old ones never', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.now());
    // Due in 60 to 120 s (its hour has minutes only).
    const time = scheduleForPatient(2);
    setNoticeAnnouncer((a) => heard.push(a));
    const stop = startScheduledAnnouncer(30_000);
    try {
      vi.advanceTimersByTime(30_000);
      expect(heard).toEqual([]);
      vi.advanceTimersByTime(120_000);
      expect(heard.map((a) => a.noticeId)).toEqual([`a-${time.noh_id}`]);
      vi.advanceTimersByTime(5 * 60_000);
      expect(heard).toHaveLength(1);
      expect(nowMoment() > `${time.noh_data} ${time.noh_hora}`).toBe(true);
    } finally {
      stop();
    }
  });
});
