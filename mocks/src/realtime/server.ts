/**
 * The sandbox's Realtime Database: firebase-server (the Firebase wire protocol over WebSocket), so
 * the panel's real `firebase` SDK talks to it as to Firebase. The database URL is
 * `http://127.0.0.1:<port>?ns=sandbox`. It enforces the contract's rules
 * (contracts/realtime/database.rules.json) with HS256 tokens signed by the sandbox's secret (see
 * ./token.ts; the panel gets one from POST /api/panel/login), and answers the SDK's one-shot get()
 * (./wire.ts). A simulator keeps the live rooms moving.
 */
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  isSandboxAdmin,
  OPEN_RULES,
  readRules,
  rebuild,
  type RulesAuth,
  type RulesDatabase,
  type RulesView,
} from './rules';
import { buildRealtimeSeed, type RealtimeTree } from './seed';
import { startSimulator, type RealtimeRef, type SimulatorOptions } from './simulator';
import { newRealtimeSecret, signRealtimeToken, type RealtimeToken } from './token';
import { answerGets, type WireServer, type WireSocket } from './wire';

export const REALTIME_NAMESPACE = 'sandbox';

/** The part of the server's own (firebase 7) Reference used here. */
interface BaseRef {
  child(path: string): BaseRef;
  once(event: 'value'): Promise<{ val(): unknown; exportVal(): unknown }>;
  once(event: 'value', callback: (snapshot: { val(): unknown }) => void): unknown;
  set(value: unknown): Promise<void>;
}

interface FirebaseServerInstance extends Omit<WireServer, 'baseRef'> {
  /**
   * The server's own in-process client, the data itself. Its database is offline (firebase-server
   * calls goOffline): a write applies at once, but its promise waits for a server's
   * acknowledgement that never comes, so nothing may await it.
   */
  baseRef: BaseRef & WireServer['baseRef'];
  /** The namespace; firebase-server sends it as the handshake's host. */
  name: string;
  wss: EventEmitter & { clients: Set<{ terminate(): void }> };
  handleConnection(ws: WireSocket, request?: IncomingMessage): void;
  setAuthSecret(secret: string): void;
  getValue(): Promise<unknown>;
  address(): AddressInfo | string;
  close(): Promise<void>;
}
type FirebaseServerClass = new (
  options: { port: number; address?: string },
  name?: string,
  data?: unknown,
) => FirebaseServerInstance;

/** How the sandbox's own writers (the simulator) appear to the rules: as the Admin SDK does. */
const SERVER_AUTH: RulesAuth = { uid: 'sandbox', token: { sandboxAdmin: true } };

/**
 * The value at `ref` now, from the in-process data (complete, so firebase 7 calls back at once).
 */
function readNow(ref: BaseRef): unknown {
  let value: unknown = null;
  let read = false;
  ref.once('value', (snapshot) => {
    value = snapshot.val();
    read = true;
  });
  if (!read) throw new Error('[realtime] the in-process data did not answer at once');
  return value;
}

/**
 * A Reference for the sandbox's own writers that plays the products' server-side writes: each
 * write goes into the data (the SDK clients see it) and into the rules' copy of it (so the panel
 * can remove a room the simulator created), and resolves once applied. A transaction reads and
 * writes in one turn of the event loop, so no client write can come in between.
 */
function serverRef(server: FirebaseServerInstance, path = ''): RealtimeRef {
  const ref = () => (path ? server.baseRef.child(path) : server.baseRef);
  const write = (value: unknown) => {
    server.targaryen = server.targaryen.as(SERVER_AUTH).write(path, value, Date.now())
      .newDatabase as unknown as RulesView;
    // Applied to the data at once; the promise never settles (offline database), so not awaited.
    void ref().set(value);
  };
  return {
    child: (child) => serverRef(server, path ? `${path}/${child}` : child),
    once: () => ref().once('value'),
    set: async (value) => write(value),
    remove: async () => write(null),
    transaction: async (update) => {
      const next = update(readNow(ref()));
      if (next !== undefined) write(next);
      return next;
    },
  };
}

export interface RealtimeServer {
  port: number;
  databaseURL: string;
  /** When the server (and its simulator) started, epoch ms. */
  startedAt: number;
  /** A panel token for this server (claims `painel: true`, `uid`), valid one hour. */
  issueToken(uid: string): RealtimeToken;
  /** The whole tree as it is now. */
  value(): Promise<RealtimeTree | null>;
  /** Cuts every client's connection, as a network drop would (tests); answers how many. */
  dropConnections(): number;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Simulator period in ms; 0 turns it off. */
  tickMs?: number;
  /** Passed on to the simulator (tests follow its steps with `onSettled`). */
  simulator?: SimulatorOptions;
  now?: number;
  /** The HS256 secret tokens are signed with; a new random one per process when absent. */
  secret?: string;
}

function sandboxServerClass(): FirebaseServerClass {
  // firebase-server is CommonJS and pulls its own firebase 7; load it only here, in Node.
  const require = createRequire(import.meta.url);
  const FirebaseServer = require('firebase-server') as FirebaseServerClass;
  return class SandboxRealtimeServer extends FirebaseServer {
    constructor(...args: ConstructorParameters<FirebaseServerClass>) {
      super(...args);
      // firebase-server keeps the rules engine's result of each allowed write as its new state,
      // and that result carries the writer's auth; a later client without a token (auth
      // undefined, which targaryen reads as 'keep the current auth') would then act as the last
      // writer. So the state kept here is the data under the contract's rules with no auth, and
      // each request gets a database built for its own auth (open rules for a sandbox admin).
      const rules = readRules();
      // Until now `targaryen` is firebase-server's own database (its view is installed below).
      let current = rebuild(this.targaryen as unknown as RulesDatabase, rules);
      const view: RulesView = {
        as: (auth) =>
          rebuild(current, isSandboxAdmin(auth) ? OPEN_RULES : undefined).as(auth ?? null),
      };
      Object.defineProperty(this, 'targaryen', {
        get: () => view,
        set: (next: RulesDatabase) => {
          current = rebuild(next, rules);
        },
      });
    }

    // firebase-server binds this method to each new connection (in its constructor, after this
    // override is in place): its own handler first, then the one for `get`.
    override handleConnection(ws: WireSocket, request?: IncomingMessage) {
      // Its handshake names the host the SDK must reconnect to (Firebase sends a shard's host
      // there); firebase-server sends its namespace ('sandbox'), a host no browser can reach, so a
      // dropped connection would never come back. The host the client dialled is the right one.
      const namespace = this.name;
      const dialled = request?.headers.host;
      if (dialled) this.name = dialled;
      try {
        super.handleConnection(ws);
      } finally {
        this.name = namespace;
      }
      answerGets(this, ws);
    }
  };
}

export async function startRealtime(options: RealtimeOptions = {}): Promise<RealtimeServer> {
  const FirebaseServer = sandboxServerClass();
  const host = options.host ?? '127.0.0.1';
  const secret = options.secret ?? newRealtimeSecret();
  const seed = buildRealtimeSeed(options.now ?? Date.now());
  const server = new FirebaseServer(
    { port: options.port ?? 9000, address: host },
    REALTIME_NAMESPACE,
    seed,
  );
  server.setAuthSecret(secret);
  await new Promise<void>((resolve, reject) => {
    server.wss.once('listening', resolve);
    server.wss.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' ? address.port : (options.port ?? 9000);
  const startedAt = Date.now();
  const stopSimulator =
    options.tickMs === 0
      ? () => undefined
      : startSimulator(serverRef(server), options.tickMs ?? 4000, options.simulator);
  return {
    port,
    databaseURL: `http://${host}:${port}?ns=${REALTIME_NAMESPACE}`,
    startedAt,
    issueToken: (uid) => signRealtimeToken(secret, { uid }),
    value: () => server.getValue() as Promise<RealtimeTree | null>,
    dropConnections() {
      const clients = [...server.wss.clients];
      clients.forEach((client) => client.terminate());
      return clients.length;
    },
    async close() {
      stopSimulator();
      await server.close();
    },
  };
}
