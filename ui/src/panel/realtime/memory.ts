/**
 * An in-memory realtime database behind the same interface as the firebase one, for stories and
 * tests: a plain JSON tree, path writes, and listeners called (asynchronously, as over a network)
 * with the contract's parsed snapshots after every change.
 */
import {
  appRooms,
  appRoomsSchema,
  flattenLog,
  logTreeSchema,
  REALTIME_PATHS,
  ROOM_REMOVAL_REASONS,
  roomRemovalLog,
  realtimeUsersSchema,
  roomRemovalUpdate,
  webRoomPath,
  webRoomSchema,
  webRooms,
  type AppRoom,
  type LogEntry,
  type WebRoom,
} from '@portal/contracts/realtime';
import type { RealtimeSource, Unsubscribe } from './source';

export interface MemoryTree {
  users: Record<string, { telessaude: { sala: WebRoom | null } }>;
  sala_telessaude: Record<string, AppRoom>;
  'telessaude-log': Record<string, Record<string, LogEntry>>;
}

const MINUTE = 60_000;
const iso = (at: number) => new Date(at).toISOString();

const PATIENTS = [
  ['12345678909', 'Maria da Silva Oliveira'],
  ['23456789173', 'José Carlos Pereira'],
  ['34567891228', 'Ana Paula Santos'],
  ['45678912364', 'Francisco de Assis Souza'],
  ['56789123482', 'Juliana Ferreira Lima'],
  ['67891234582', 'Antônio Rodrigues Alves'],
  ['78912345664', 'Luciana Gomes Ribeiro'],
  ['89123456728', 'Paulo Henrique Costa'],
  ['91234567873', 'Fernanda Martins Rocha'],
] as const;
const DOCTORS = ['Dr. Carlos Menezes', 'Dra. Paula Ramos', 'Dr. Ricardo Teixeira'] as const;

const protocolOf = (at: number, seq: number) => {
  const d = new Date(at);
  const day = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return `${day}${String(seq).padStart(5, '0')}`;
};

/**
 * The stories' database: live web rooms, one waiting for its patient (no stream), a stale one (over
 * an hour without update, with a patient stream: the automatic removal takes it), an old room
 * without the SDK block ('Sala antiga'), a room with no channel (not listed), app rooms and a log.
 * Validated with the contract's schemas, so it cannot drift from the shapes the firebase SDK sees.
 */
export function buildMemoryTree(
  now: number,
  { stale = true }: { stale?: boolean } = {},
): MemoryTree {
  const room = (
    index: number,
    kind: 'live' | 'waiting' | 'stale' | 'old' | 'no-channel',
  ): [string, WebRoom] => {
    const [cpf, name] = PATIENTS[index]!;
    const created = now - (kind === 'stale' ? 150 : 10 + index * 3) * MINUTE;
    const protocol = protocolOf(created, 900 + index);
    const base: WebRoom = { protocol, pacNome: name, created_at: iso(created) };
    if (kind === 'old') return [cpf, base];
    return [
      cpf,
      {
        ...base,
        agoraSdk: {
          canal: kind === 'no-channel' ? null : `sala-${protocol}`,
          cpf,
          pacStreamId: kind === 'waiting' ? null : 100_000 + index,
          pacienteNivelTransmissao: kind === 'waiting' ? null : (index % 3) + 1,
          profissionalNivelTransmissao: (index % 2) + 1,
          funNome: kind === 'waiting' ? null : DOCTORS[index % DOCTORS.length]!,
          updated_at: iso(kind === 'stale' ? now - 95 * MINUTE : now - index * 7_000),
        },
      },
    ];
  };
  const kinds = [
    'live',
    'live',
    'live',
    'waiting',
    stale ? 'stale' : 'live',
    'old',
    'live',
    'no-channel',
  ] as const;
  const users = Object.fromEntries(
    kinds.map((kind, i) => {
      const [cpf, sala] = room(i, kind);
      return [cpf, { telessaude: { sala } }];
    }),
  );

  const appTree: Record<string, AppRoom> = {};
  for (let i = 0; i < 4; i++) {
    const created = now - (5 + i * 6) * MINUTE;
    const id = `app-${protocolOf(created, 700 + i)}`;
    const [cpf, name] = PATIENTS[(i + 3) % PATIENTS.length]!;
    appTree[id] = {
      sala: id,
      pacCpf: cpf,
      pacNome: name,
      pacienteNivelTransmissao: (i % 4) + 1,
      funNome: i === 3 ? null : DOCTORS[i % DOCTORS.length]!,
      profissionalNivelTransmissao: i === 3 ? null : 1,
      updated_at: iso(now - i * 11_000),
      created_at: iso(created),
    };
  }

  const log: MemoryTree['telessaude-log'] = {};
  const [loggedCpf] = PATIENTS[8]!;
  const earlier = roomRemovalLog(
    loggedCpf,
    ROOM_REMOVAL_REASONS.manual,
    new Date(now - 90 * MINUTE),
    'painel',
  );
  log[loggedCpf] = { [earlier.path.split('/').pop()!]: earlier.entry };

  return {
    users: realtimeUsersSchema.parse(users) as MemoryTree['users'],
    sala_telessaude: appRoomsSchema.parse(appTree),
    'telessaude-log': logTreeSchema.parse(log),
  };
}

export const emptyMemoryTree = (): MemoryTree => ({
  users: {},
  sala_telessaude: {},
  'telessaude-log': {},
});

export interface MemorySourceOptions {
  /** Subscriptions fail at once (a listener the database cancels for another reason than its rules). */
  failSubscribe?: boolean;
  /** The database never answers: no connection, no snapshot (a server refused at load). */
  silent?: boolean;
  /** Removals are refused by the database (and undone in the snapshots, as the SDK does). */
  failWrites?: boolean;
  /** Delay of each snapshot and write, in ms (default 0: next task). */
  latencyMs?: number;
}

export interface MemorySource extends RealtimeSource {
  /** The database's value at a path (a copy), or null. */
  read(path: string): unknown;
  /** Sets (or, with null, removes) the value at a path in the database, as the products do. */
  write(path: string, value: unknown): void;
  /**
   * Drops (false) or brings back (true) the connection, as the network would. While it is down,
   * listeners keep the last snapshot they had, the database's own changes do not reach them, and a
   * removal waits: the listeners already see it (as the SDK shows its own pending writes) but its
   * promise settles only once the connection is back and the database has answered.
   */
  setConnected(connected: boolean): void;
  /** Updates sent but not yet confirmed or refused by the database. */
  pendingWrites(): number;
  /** How many times the panel asked to reconnect at once. */
  reconnects(): number;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

type Tree = Record<string, unknown>;

function readAt(tree: Tree, path: string): unknown {
  let node: unknown = tree;
  for (const key of segments(path)) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Tree)[key];
  }
  return node === undefined ? null : clone(node);
}

/** The tree with `value` at `path`; a node left without children disappears, as in Firebase. */
function writeAt(tree: Tree, path: string, value: unknown): Tree {
  const keys = segments(path);
  const last = keys.pop();
  if (!last) return tree;
  let node = tree;
  for (const key of keys) {
    const next = node[key];
    if (!next || typeof next !== 'object') {
      if (value === null) return tree;
      node[key] = {};
    }
    node = node[key] as Tree;
  }
  if (value === null) delete node[last];
  else node[last] = clone(value);
  return prune(tree) ?? {};
}

interface Update {
  values: Record<string, unknown>;
  resolve: () => void;
  reject: (error: Error) => void;
}

export function createMemorySource(
  initial: MemoryTree = buildMemoryTree(Date.now()),
  options: MemorySourceOptions = {},
): MemorySource {
  /** What the database holds. */
  let tree: Tree = clone(initial) as unknown as Tree;
  /** What the listeners last got from the database (frozen while disconnected). */
  let synced: Tree = tree;
  let connected = !options.silent;
  let everConnected = connected;
  let reconnectCalls = 0;
  const queue: Update[] = [];
  const listeners = new Set<() => void>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  const later = (run: () => void) => setTimeout(run, options.latencyMs ?? 0);

  /** What the listeners see: the database as last synced, with the updates still on their way. */
  const view = (path: string) => {
    let local = clone(synced);
    for (const update of queue)
      for (const [at, value] of Object.entries(update.values)) local = writeAt(local, at, value);
    return readAt(local, path);
  };
  const notify = () => listeners.forEach((listener) => listener());

  const settle = (update: Update) =>
    later(() => {
      if (!connected || !queue.includes(update)) return; // dropped meanwhile: sent again later
      queue.splice(queue.indexOf(update), 1);
      if (options.failWrites) update.reject(new Error('permission_denied'));
      else {
        for (const [at, value] of Object.entries(update.values)) tree = writeAt(tree, at, value);
        synced = tree;
        update.resolve();
      }
      notify();
    });

  function subscribe<T>(
    select: () => T,
    onData: (value: T) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    if (options.silent) return () => undefined;
    let active = true;
    if (options.failSubscribe) {
      later(() => active && onError(new Error('listen failed')));
      return () => {
        active = false;
      };
    }
    const emit = () => later(() => active && onData(select()));
    listeners.add(emit);
    if (connected || everConnected) emit();
    return () => {
      active = false;
      listeners.delete(emit);
    };
  }

  return {
    read: (path) => readAt(tree, path),
    write(path, value) {
      tree = writeAt(tree, path, value);
      if (connected) {
        synced = tree;
        notify();
      }
    },
    setConnected(next) {
      if (next === connected || options.silent) return;
      connected = next;
      if (next) {
        everConnected = true;
        synced = tree;
        notify();
        queue.forEach(settle);
      }
      connectionListeners.forEach((listener) => later(() => listener(next)));
    },
    pendingWrites: () => queue.length,
    reconnects: () => reconnectCalls,
    subscribeWebRooms: (onRooms, onError) =>
      subscribe(() => webRooms(view(REALTIME_PATHS.users)), onRooms, onError),
    subscribeAppRooms: (onRooms, onError) =>
      subscribe(() => appRooms(view(REALTIME_PATHS.appRooms)), onRooms, onError),
    subscribeLog: (onRows, onError) =>
      subscribe(() => flattenLog(view(REALTIME_PATHS.log)), onRows, onError),
    subscribeConnection(onChange) {
      let active = true;
      const listener = (value: boolean) => active && onChange(value);
      connectionListeners.add(listener);
      const now = connected;
      later(() => listener(now));
      return () => {
        active = false;
        connectionListeners.delete(listener);
      };
    },
    removeWebRoom: (cpf, log) =>
      new Promise<void>((resolve, reject) => {
        const update: Update = {
          values: roomRemovalUpdate(cpf, log),
          resolve,
          reject: (error) => {
            reject(error);
          },
        };
        queue.push(update);
        notify();
        if (connected) settle(update);
      }),
    reconnect() {
      reconnectCalls += 1;
    },
    readWebRoom: (cpf) =>
      new Promise((resolve, reject) =>
        later(() => {
          if (!connected) {
            reject(new Error('disconnected'));
            return;
          }
          resolve(webRoomSchema.safeParse(readAt(tree, webRoomPath(cpf))).data ?? null);
        }),
      ),
  };
}

function prune(node: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const child = prune(value as Record<string, unknown>);
      if (child) out[key] = child;
    } else out[key] = value;
  }
  return Object.keys(out).length ? out : null;
}
