/**
 * Browser push over real HTTP, end to end on the sandbox: a patient subscribes a browser (keys made
 * here as a browser makes them, and a push service of this test on the loopback), an admin sends a
 * notification through the API, and the push that arrives is signed with the key the patient
 * subscribed with and decrypts, with the subscription's private key only, to the notice. A push
 * service answering 410 gets its subscription dropped, and the key pair outlives a restart.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUSH_PUBLIC_KEY } from '../handlers/notifications/webPush';
import { DEMO } from '../seed/people';
import { freePort } from '../testing/sandboxOverHttp';
import {
  checkVapid,
  decryptPush,
  makeSubscriptionKeys,
  startPushService,
  type PushService,
  type SubscriptionKeys,
} from '../testing/webPushEndpoint';
import { startSandbox, type RunningSandbox } from './server';
import { loadKeptVapidKeys, PUSH_SUBJECT, PUSH_TTL_SECONDS, vapidKeyFile } from './webPush';

let dir: string;
let sandbox: RunningSandbox;
let origin: string;
let service: PushService;

async function start(fresh: boolean) {
  const port = await freePort();
  sandbox = await startSandbox({ port, fresh });
  origin = `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-web-push-'));
  process.env.SANDBOX_DATA_DIR = dir;
  service = await startPushService();
  await start(true);
}, 30_000);

afterAll(async () => {
  await sandbox?.close();
  await service?.close();
  delete process.env.SANDBOX_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
}

const patientToken = async () =>
  (await call('POST', '/api/users/login', { id: null, ...DEMO.patient })).body.token as string;

/** The admin sends a notification at once to the demo patient, as the Portal Gerencial does. */
async function sendToPatient(title: string, message: string) {
  const admin = await call('POST', '/api/clients/login', {
    login: DEMO.admin.login,
    password: DEMO.admin.password,
  });
  const sent = await call(
    'POST',
    '/api/immediate-notifications',
    {
      sendAllCpf: false,
      cpfs: [DEMO.patient.cpf],
      title,
      body: message,
      data: {},
      clientId: DEMO.admin.clientId,
      onlyPush: false,
    },
    admin.body.token as string,
  );
  expect(sent.status).toBe(201);
}

async function subscribe(token: string, path: string, keys: SubscriptionKeys) {
  const endpoint = `${service.origin}${path}`;
  const saved = await call(
    'POST',
    '/api/users/push/subscriptions',
    { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    token,
  );
  expect(saved.status).toBe(201);
  return endpoint;
}

const browser = makeSubscriptionKeys();
let publicKey: string;

describe('browser push on the sandbox', () => {
  it('pushes a notice sent at once, signed with the key the browser subscribed with, decrypting to the notice', async () => {
    const token = await patientToken();
    const key = await call('GET', '/api/users/push/key', undefined, token);
    expect(key.status).toBe(200);
    publicKey = key.body.publicKey as string;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(publicKey).not.toBe(DEMO_PUSH_PUBLIC_KEY);
    const endpoint = await subscribe(token, '/push/maria', browser);

    await sendToPatient('Campanha de vacinação', 'A vacinação começa na segunda-feira.');
    const push = await service.next('/push/maria');

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    const vapid = checkVapid(push.headers.authorization, endpoint);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.signed).toBe(true);
    expect(vapid.claims?.sub).toBe(PUSH_SUBJECT);

    const message = JSON.parse(decryptPush(push.body, browser).toString('utf8'));
    const inbox = await call('GET', '/api/users/notices?limit=1', undefined, token);
    expect(message).toEqual({
      id: inbox.body.rows[0].id,
      title: 'Campanha de vacinação',
      body: 'A vacinação começa na segunda-feira.',
      url: '/avisos',
    });
    expect(message.id).toMatch(/^i-\d+$/);
    // Nothing of the patient beyond the notice: no CPF, no name.
    expect(JSON.stringify(message)).not.toContain(DEMO.patient.cpf);
  }, 30_000);

  it('cannot be read without the subscription’s own secrets: a wrong auth secret or key fails', async () => {
    await sendToPatient('Segundo aviso', 'Texto do segundo aviso.');
    const push = await service.next('/push/maria');
    const other = makeSubscriptionKeys();
    expect(() => decryptPush(push.body, { ecdh: browser.ecdh, auth: other.auth })).toThrow();
    expect(() => decryptPush(push.body, { ecdh: other.ecdh, auth: browser.auth })).toThrow();
    const flipped = Buffer.from(push.body);
    flipped[flipped.length - 1]! ^= 1;
    expect(() => decryptPush(flipped, browser)).toThrow();
    // The untouched push still reads: the failures above are the wrong secrets', not the push's.
    expect(JSON.parse(decryptPush(push.body, browser).toString('utf8')).title).toBe(
      'Segundo aviso',
    );
    // A header signed by another key does not pass for this one.
    const forged = push.headers.authorization!.replace(/k=[\w-]+$/, `k=${DEMO_PUSH_PUBLIC_KEY}`);
    expect(checkVapid(forged, `${service.origin}/push/maria`).signed).toBe(false);
  }, 30_000);

  it('drops a subscription whose push service answers 410, and keeps pushing to the others', async () => {
    const token = await patientToken();
    service.answer.set('/push/gone', 410);
    const gone = await subscribe(token, '/push/gone', makeSubscriptionKeys());
    await sendToPatient('Terceiro aviso', 'Texto do terceiro aviso.');
    await service.next('/push/gone');
    await service.next('/push/maria');
    await sandbox.webPush.settled();
    const removed = await call(
      'DELETE',
      `/api/users/push/subscriptions?endpoint=${encodeURIComponent(gone)}`,
      undefined,
      token,
    );
    expect(removed.status).toBe(404);
    await sendToPatient('Quarto aviso', 'Texto do quarto aviso.');
    await service.next('/push/maria');
    await sandbox.webPush.settled();
    expect(service.received.filter((push) => push.path === '/push/gone')).toEqual([]);
  }, 30_000);

  it('keeps its key pair and the subscriptions across a restart; a new data dir makes a new pair', async () => {
    const file = vapidKeyFile(dir);
    expect(statSync(file).mode & 0o077).toBe(0);
    await sandbox.close();
    await start(false);
    const token = await patientToken();
    const key = await call('GET', '/api/users/push/key', undefined, token);
    expect(key.body.publicKey).toBe(publicKey);

    await sendToPatient('Depois de reiniciar', 'O navegador ainda recebe.');
    const push = await service.next('/push/maria');
    expect(checkVapid(push.headers.authorization, `${service.origin}/push/maria`)).toMatchObject({
      publicKey,
      signed: true,
    });
    expect(JSON.parse(decryptPush(push.body, browser).toString('utf8')).title).toBe(
      'Depois de reiniciar',
    );

    const elsewhere = mkdtempSync(join(tmpdir(), 'sandbox-web-push-other-'));
    try {
      expect(loadKeptVapidKeys(elsewhere).publicKey).not.toBe(publicKey);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);
});
