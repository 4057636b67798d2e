/**
 * The sandbox's realtime server through the panel's real SDK (firebase v12, from apps/panel): the
 * one-shot get() and once('value') answer, the rules hold for a connection without a panel token,
 * with a patient's token, a forged one and an expired one.
 */
import { createRequire } from 'node:module';
import {
  roomRemovalLog,
  roomRemovalUpdate,
  ROOM_REMOVAL_REASONS,
  webRoomPath,
} from '@portal/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtime, type RealtimeServer } from './server';
import { newRealtimeSecret, signRealtimeToken } from './token';

// Minimal types of the v12 modular API used here (TypeScript would resolve `firebase` from this
// package to firebase-server's v7).
interface App {
  name: string;
}
interface Ref {
  key: string | null;
}
interface Snapshot {
  val(): unknown;
  exists(): boolean;
}
interface Sdk {
  initializeApp(options: { databaseURL: string }, name: string): App;
  deleteApp(app: App): Promise<void>;
  getDatabase(app: App): unknown;
  connectDatabaseEmulator(db: unknown, host: string, port: number, o?: object): void;
  ref(db: unknown, path?: string): Ref;
  get(ref: Ref): Promise<Snapshot>;
  remove(ref: Ref): Promise<void>;
  set(ref: Ref, value: unknown): Promise<void>;
  update(ref: Ref, values: Record<string, unknown>): Promise<void>;
  onValue(
    ref: Ref,
    next: (snapshot: Snapshot) => void,
    cancel: (error: Error) => void,
    options?: { onlyOnce?: boolean },
  ): () => void;
}

const fromPanel = createRequire(new URL('../../../apps/panel/package.json', import.meta.url));
const sdk: Sdk = {
  ...(fromPanel('firebase/app') as Pick<Sdk, 'initializeApp' | 'deleteApp'>),
  ...(fromPanel('firebase/database') as Omit<Sdk, 'initializeApp' | 'deleteApp'>),
};

const secret = newRealtimeSecret();
let server: RealtimeServer;
const apps: App[] = [];
let appCount = 0;

/** A database handle of the real SDK on the sandbox, with this token (or none). */
function connect(token?: string) {
  const app = sdk.initializeApp({ databaseURL: server.databaseURL }, `sdk-test-${appCount++}`);
  apps.push(app);
  const db = sdk.getDatabase(app);
  sdk.connectDatabaseEmulator(db, '127.0.0.1', server.port, token ? { mockUserToken: token } : {});
  return db;
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms),
    ),
  ]);

/** once('value') as v12 spells it: the first value, or the listener's cancellation. */
const once = (ref: Ref) =>
  new Promise<Snapshot>((resolve, reject) => sdk.onValue(ref, resolve, reject, { onlyOnce: true }));

beforeAll(async () => {
  server = await startRealtime({ port: 0, tickMs: 0, secret });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => sdk.deleteApp(app)));
  await server.close();
});

/** The first patient whose web room is still there. */
const firstCpf = async () =>
  Object.entries((await server.value())!.users).find(
    ([, user]) => (user as { telessaude?: { sala?: unknown } }).telessaude?.sala,
  )![0];

/** Resolves when `ref`'s value satisfies `test` (checked on every change), or fails after `ms`. */
const until = (ref: Ref, test: (value: unknown) => boolean, ms = 5000) =>
  within(
    ms,
    new Promise<void>((resolve) => {
      const stop = sdk.onValue(
        ref,
        (snapshot) => {
          if (!test(snapshot.val())) return;
          resolve();
          queueMicrotask(() => stop());
        },
        () => undefined,
      );
    }),
  );

describe('realtime server through the firebase v12 SDK', () => {
  it('names, in its handshake, the host the client dialled (where the SDK reconnects)', async () => {
    const require = createRequire(import.meta.url);
    const WebSocket = require('ws') as new (url: string) => {
      on(event: 'message', listener: (data: Buffer) => void): void;
      close(): void;
    };
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/.ws?v=5&ns=sandbox`);
    // A frame count ('1') may come before the message itself.
    const first = await within(
      1000,
      new Promise<string>((resolve) =>
        socket.on('message', (data) => {
          if (!/^\d+$/.test(String(data))) resolve(String(data));
        }),
      ),
    );
    socket.close();
    expect(JSON.parse(first)).toMatchObject({
      t: 'c',
      d: { t: 'h', d: { h: `127.0.0.1:${server.port}` } },
    });
  });

  it('reconnects by itself after the connection drops, and gets what changed meanwhile', async () => {
    const db = connect(server.issueToken('op-1').token);
    const connected = sdk.ref(db, '.info/connected');
    await until(connected, (value) => value === true);
    const cpf = await firstCpf();
    await until(sdk.ref(db, 'users'), (users) => Boolean((users as Record<string, unknown>)[cpf]));

    const lost = until(connected, (value) => value === false);
    expect(server.dropConnections()).toBeGreaterThan(0);
    await lost;
    const admin = connect(signRealtimeToken(secret, { uid: 'e2e', sandboxAdmin: true }).token);
    await within(2000, sdk.set(sdk.ref(admin, webRoomPath('39053344705')), { protocol: 'NOVA' }));
    // Back without anyone's help, and the room written while it was away is there.
    await until(connected, (value) => value === true);
    await until(
      sdk.ref(db, webRoomPath('39053344705')),
      (room) => (room as { protocol?: string } | null)?.protocol === 'NOVA',
    );
  });

  it('removes a web room and writes its log entry in one update, or neither', async () => {
    const db = connect(server.issueToken('op-1').token);
    const cpf = await firstCpf();
    const log = roomRemovalLog(cpf, ROOM_REMOVAL_REASONS.manual, new Date());
    await within(2000, sdk.update(sdk.ref(db), roomRemovalUpdate(cpf, log)));
    const tree = (await server.value())!;
    expect(tree.users[cpf]?.telessaude?.sala).toBeUndefined();
    expect(tree['telessaude-log'][cpf]).toMatchObject({ [log.path.split('/').pop()!]: log.entry });

    // A log entry the rules refuse (it exists already) fails the whole update: the room stays.
    const next = await firstCpf();
    const clash = roomRemovalUpdate(next, log);
    await expect(within(2000, sdk.update(sdk.ref(db), clash))).rejects.toThrow(/permission/i);
    expect((await server.value())!.users[next]?.telessaude?.sala).toBeDefined();
  });

  it('refuses a removal without its log entry, and an entry without its removal', async () => {
    const db = connect(server.issueToken('op-1').token);
    const cpf = await firstCpf();
    const log = roomRemovalLog(cpf, ROOM_REMOVAL_REASONS.manual, new Date(Date.now() + 1000));
    await expect(within(2000, sdk.remove(sdk.ref(db, webRoomPath(cpf))))).rejects.toThrow(
      /permission/i,
    );
    await expect(within(2000, sdk.set(sdk.ref(db, log.path), log.entry))).rejects.toThrow(
      /permission/i,
    );
    await expect(
      within(2000, sdk.update(sdk.ref(db), { [webRoomPath(cpf)]: null, [log.path]: log.entry })),
    ).rejects.toThrow(/permission/i);
    const tree = (await server.value())!;
    expect(tree.users[cpf]?.telessaude?.sala).toBeDefined();
    expect(tree['telessaude-log'][cpf]?.[log.path.split('/').pop()!]).toBeUndefined();
  });

  it('refuses a removal entry for a room that does not exist', async () => {
    const db = connect(server.issueToken('op-1').token);
    const ghost = '11144477735';
    expect((await server.value())!.users[ghost]).toBeUndefined();
    const log = roomRemovalLog(ghost, ROOM_REMOVAL_REASONS.manual, new Date());
    await expect(
      within(2000, sdk.update(sdk.ref(db), roomRemovalUpdate(ghost, log))),
    ).rejects.toThrow(/permission/i);
    await expect(within(2000, sdk.set(sdk.ref(db, log.path), log.entry))).rejects.toThrow(
      /permission/i,
    );
    expect((await server.value())!['telessaude-log'][ghost]).toBeUndefined();
  });

  it('answers get() and once(value) within 1 s for a panel token', async () => {
    const db = connect(server.issueToken('op-1').token);
    const started = Date.now();
    const rooms = await within(1000, sdk.get(sdk.ref(db, 'sala_telessaude')));
    expect(Object.keys(rooms.val() as object).length).toBeGreaterThan(0);
    const cpf = await firstCpf();
    const room = await within(1000, sdk.get(sdk.ref(db, webRoomPath(cpf))));
    expect(room.exists()).toBe(true);
    const users = await within(1000, once(sdk.ref(db, 'users')));
    expect(Object.keys(users.val() as object)).toContain(cpf);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('lets a panel token remove a web room with its log entry', async () => {
    const db = connect(server.issueToken('op-1').token);
    const cpf = await firstCpf();
    const log = roomRemovalLog(cpf, ROOM_REMOVAL_REASONS.stale, new Date());
    await within(1000, sdk.update(sdk.ref(db), roomRemovalUpdate(cpf, log)));
    expect((await server.value())!.users[cpf]?.telessaude?.sala).toBeUndefined();
  });

  it('lets a sandbox admin token (signed with the secret, as the e2e tests do) write rooms', async () => {
    const admin = signRealtimeToken(secret, { uid: 'e2e', painel: false, sandboxAdmin: true });
    const db = connect(admin.token);
    await within(1000, sdk.set(sdk.ref(db, webRoomPath('52998224725')), { protocol: '1' }));
    expect((await server.value())!.users['52998224725']).toBeDefined();
  });

  /** What a request came to within 1 s: a value, a refusal, or nothing at all. */
  const outcome = (promise: Promise<unknown>) =>
    within(1000, promise).then(
      () => 'value',
      (error: Error) => (/no answer/.test(error.message) ? 'no answer' : error.message),
    );

  // These run after the panel's removal above: firebase-server alone then let a connection
  // without a token act with the last writer's auth (see server.ts).
  it.each([
    ['no token', undefined],
    ["a patient's token", signRealtimeToken(secret, { uid: '52998224725', painel: false }).token],
  ])('with %s reads are refused and nothing is removed', async (_name, token) => {
    const db = connect(token);
    const cpf = await firstCpf();
    expect(await outcome(sdk.get(sdk.ref(db, 'users')))).toMatch(/permission/i);
    expect(await outcome(once(sdk.ref(db, 'sala_telessaude')))).toMatch(/permission/i);
    expect(await outcome(sdk.remove(sdk.ref(db, webRoomPath(cpf))))).toMatch(/permission/i);
    expect((await server.value())!.users[cpf]?.telessaude?.sala).toBeDefined();
  });

  // A token the server cannot verify is refused at sign-in ('invalid_token'); the SDK then keeps
  // reconnecting and sends nothing, so nothing is read (the panel's screens time out).
  it.each([
    ['a token signed with another secret', signRealtimeToken('forged', { uid: 'x' }).token],
    [
      'an expired panel token',
      signRealtimeToken(secret, { uid: 'op-1' }, Date.now() - 2 * 3600_000).token,
    ],
  ])('with %s reads nothing and removes nothing', async (_name, token) => {
    const db = connect(token);
    const cpf = await firstCpf();
    const results = await Promise.all([
      outcome(sdk.get(sdk.ref(db, 'users'))),
      outcome(once(sdk.ref(db, 'sala_telessaude'))),
      outcome(sdk.remove(sdk.ref(db, webRoomPath(cpf)))),
    ]);
    expect(results).not.toContain('value');
    expect((await server.value())!.users[cpf]).toBeDefined();
  });
});
