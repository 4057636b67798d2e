/**
 * What changes the sandbox, on a sandbox of this file's own: the queue import (10,000 rows, and a
 * file with one bad row), state across a restart and `sandbox:reset`, and the realtime database
 * through the real `firebase` SDK (v12, the panel's).
 */
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import {
  ROOM_REMOVAL_REASONS,
  roomRemovalLog,
  roomRemovalUpdate,
  webRoomPath,
  webRooms,
} from '@portal/contracts/realtime';
import { DEMO } from '../src/seed/people';
import { queueCsv, STATUSES } from '../src/testing/csv';
import { adminToken, importCsv, importOutcome, post, searchQueue } from './helpers';
import { startOwnSandbox, type OwnSandbox } from './sandboxProcess';

test.describe.configure({ mode: 'serial' });

let sandbox: OwnSandbox;
test.beforeAll(async () => {
  sandbox = await startOwnSandbox();
});
test.afterAll(async () => {
  await sandbox?.dispose();
});

const PROCEDURE = 'TOMOGRAFIA DE TESTE E2E';
const bucketTotal = async (procedure: string) => {
  let total = 0;
  for (const status of STATUSES) {
    total += (
      await searchQueue(sandbox.origin, {
        client: '3302858',
        service: 'EXAMES',
        procedure,
        status,
        limit: 1,
      })
    ).count;
  }
  return total;
};
const cardiology = () =>
  searchQueue(sandbox.origin, {
    client: '3302858',
    service: 'CONSULTAS',
    procedure: 'CONSULTA EM CARDIOLOGIA',
    status: 'SOLICITADO',
    limit: 1,
  }).then((r) => r.count);

test('an admin imports a 10,000-row CSV and the queue grows by exactly those rows', async () => {
  test.setTimeout(60_000);
  const token = await adminToken(sandbox.origin);
  const otherBefore = await cardiology();
  expect(await bucketTotal(PROCEDURE)).toBe(0);
  const answer = await importCsv(
    sandbox.origin,
    token,
    queueCsv({ rows: 10_000, procedure: PROCEDURE }),
  );
  expect(answer.status).toBe(202);
  expect(answer.body.msg).toBe('Dados sendo processados');
  const outcome = await importOutcome(sandbox.origin, token, answer.body.ims_id as number);
  expect(outcome).toMatchObject({
    ims_situacao: 'CONCLUIDO',
    ims_linhas_lidas: 10_000,
    ims_linhas_importadas: 10_000,
    ims_erros: [],
  });
  expect(await bucketTotal(PROCEDURE)).toBe(10_000);
  expect(await cardiology()).toBe(otherBefore);
  // The imported rows are in the public search, in position order and anonymised.
  const page = await searchQueue(sandbox.origin, {
    client: '3302858',
    service: 'EXAMES',
    procedure: PROCEDURE,
    status: 'SOLICITADO',
    limit: 10,
  });
  expect(page.count).toBe(2000);
  expect(page.rows.map((r) => r.fir_ordem_regulada)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(page.rows[0]!.fir_cns).toMatch(/^\d{4}$/);
});

test('the same 10,000-row file again changes nothing, and the status says so', async () => {
  test.setTimeout(60_000);
  const token = await adminToken(sandbox.origin);
  const answer = await importCsv(
    sandbox.origin,
    token,
    queueCsv({ rows: 10_000, procedure: PROCEDURE }),
  );
  const outcome = await importOutcome(sandbox.origin, token, answer.body.ims_id as number);
  expect(outcome).toMatchObject({
    ims_situacao: 'CONCLUIDO',
    ims_linhas_importadas: 10_000,
    ims_linhas_adicionadas: 0,
    ims_linhas_atualizadas: 0,
    ims_linhas_inalteradas: 10_000,
  });
  expect(await bucketTotal(PROCEDURE)).toBe(10_000);
});

test('a CSV with one bad row is rejected whole, nothing is added, and the error names the row', async () => {
  const token = await adminToken(sandbox.origin);
  const procedure = 'ECOGRAFIA COM LINHA RUIM';
  const answer = await importCsv(
    sandbox.origin,
    token,
    queueCsv({ rows: 500, procedure, badRow: 321 }),
  );
  expect(answer.status).toBe(202);
  const outcome = await importOutcome(sandbox.origin, token, answer.body.ims_id as number);
  expect(outcome.ims_situacao).toBe('FALHOU');
  expect(outcome.ims_linhas_importadas).toBe(0);
  // Data row 321 is line 322 of the file (the header is line 1).
  expect(outcome.ims_erros).toEqual([
    { linha: 322, campo: 'fir_cns', mensagem: 'O CNS deve ter 15 dígitos' },
  ]);
  expect(await bucketTotal(procedure)).toBe(0);
});

test('state survives a restart, and sandbox:reset restores the seed', async () => {
  test.setTimeout(60_000);
  const token = await adminToken(sandbox.origin);
  const bot = await post(
    sandbox.origin,
    '/api/blip-bot',
    { bbo_name: 'Bot persistente', bbo_blip_key: 'chave-persistente-1' },
    token,
  );
  expect(bot.status).toBe(201);
  await sandbox.restart();
  // The import of the first test and the new bot are still there; the token too.
  expect(await bucketTotal(PROCEDURE)).toBe(10_000);
  const bots = await fetch(`${sandbox.origin}/api/blip-bot?search=persistente`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await bots.json()) as { count: number }).count).toBe(1);

  await sandbox.stop();
  await sandbox.reset();
  await sandbox.restart();
  expect(await bucketTotal(PROCEDURE)).toBe(0);
  const fresh = await adminToken(sandbox.origin);
  const afterReset = await fetch(`${sandbox.origin}/api/blip-bot?search=persistente`, {
    headers: { authorization: `Bearer ${fresh}` },
  });
  expect(((await afterReset.json()) as { count: number }).count).toBe(0);

  // A running sandbox resets itself too.
  await post(
    sandbox.origin,
    '/api/blip-bot',
    { bbo_name: 'Bot temporario', bbo_blip_key: 'chave-temporaria-1' },
    fresh,
  );
  await sandbox.reset();
  const again = await adminToken(sandbox.origin);
  const none = await fetch(`${sandbox.origin}/api/blip-bot?search=temporario`, {
    headers: { authorization: `Bearer ${again}` },
  });
  expect(((await none.json()) as { count: number }).count).toBe(0);
});

/** The panel's firebase SDK (v12), loaded from the panel workspace. */
function panelFirebase() {
  const require = createRequire(new URL('../../apps/panel/package.json', import.meta.url));
  const app = require('firebase/app') as {
    initializeApp(options: object, name: string): unknown;
    deleteApp(app: unknown): Promise<void>;
    SDK_VERSION: string;
  };
  const database = require('firebase/database') as {
    getDatabase(app: unknown): unknown;
    connectDatabaseEmulator(
      db: unknown,
      host: string,
      port: number,
      options: { mockUserToken: string },
    ): void;
    ref(db: unknown, path?: string): unknown;
    get(ref: unknown): Promise<{ val(): unknown }>;
    update(ref: unknown, values: Record<string, unknown>): Promise<void>;
    goOffline(db: unknown): void;
  };
  // One value of a path: the SDK's one-shot get(), which the sandbox answers.
  const once = async (ref: unknown) => (await database.get(ref)).val();
  return { ...app, ...database, once };
}

test('the firebase SDK v12 connects to the realtime server, sees the rooms, removes one and logs it', async () => {
  const fb = panelFirebase();
  expect(fb.SDK_VERSION.startsWith('12.')).toBe(true);
  const config = (await (await fetch(`${sandbox.origin}/__sandbox/config.json`)).json()) as {
    realtime: { databaseURL: string };
  };
  const app = fb.initializeApp(
    { databaseURL: config.realtime.databaseURL, projectId: 'sandbox', apiKey: 'sandbox' },
    `e2e-${Date.now()}`,
  );
  const db = fb.getDatabase(app);
  // As the panel connects: with the short-lived realtime token its login gives (the rules refuse
  // everything to a connection without one).
  const login = await fetch(`${sandbox.origin}/api/panel/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.panel),
  });
  const { realtimeToken } = (await login.json()) as { realtimeToken: string };
  const url = new URL(config.realtime.databaseURL);
  fb.connectDatabaseEmulator(db, url.hostname, Number(url.port), { mockUserToken: realtimeToken });
  try {
    // The seeded rooms.
    const rooms = webRooms(await fb.once(fb.ref(db, 'users')));
    expect(rooms.length).toBeGreaterThanOrEqual(10);
    const stale = rooms.filter(
      ({ room }) =>
        room.agoraSdk?.pacStreamId &&
        Date.now() - Date.parse(room.agoraSdk.updated_at ?? '') > 3_600_000,
    );
    expect(stale.length).toBeGreaterThan(0);
    expect(rooms.some(({ room }) => !room.agoraSdk)).toBe(true);

    const { cpf } = stale[0]!;
    // As the panel removes it: the room, its log entry and the mark naming it, in one update.
    const log = roomRemovalLog(cpf, ROOM_REMOVAL_REASONS.stale, new Date());
    await fb.update(fb.ref(db), roomRemovalUpdate(cpf, log));

    expect(await fb.once(fb.ref(db, webRoomPath(cpf)))).toBeNull();
    expect(await fb.once(fb.ref(db, log.path))).toEqual(log.entry);
  } finally {
    fb.goOffline(db);
    await fb.deleteApp(app);
  }
});
