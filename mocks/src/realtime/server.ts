/**
 * The sandbox's Realtime Database: firebase-server (the Firebase wire protocol over WebSocket), so
 * the panel's real `firebase` SDK talks to it as to Firebase. The database URL is
 * `http://127.0.0.1:<port>?ns=sandbox`. A simulator keeps the live rooms moving.
 */
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { buildRealtimeSeed, type RealtimeTree } from './seed';
import { startSimulator, type RealtimeRef } from './simulator';

export const REALTIME_NAMESPACE = 'sandbox';

interface FirebaseServerInstance {
  baseRef: RealtimeRef;
  getValue(): Promise<unknown>;
  address(): AddressInfo | string;
  close(): Promise<void>;
}
type FirebaseServerClass = new (
  options: { port: number; address?: string },
  name?: string,
  data?: unknown,
) => FirebaseServerInstance;

export interface RealtimeServer {
  port: number;
  databaseURL: string;
  /** The whole tree as it is now. */
  value(): Promise<RealtimeTree | null>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Simulator period in ms; 0 turns it off. */
  tickMs?: number;
  now?: number;
}

export async function startRealtime(options: RealtimeOptions = {}): Promise<RealtimeServer> {
  // firebase-server is CommonJS and pulls its own firebase 7; load it only here, in Node.
  const require = createRequire(import.meta.url);
  const FirebaseServer = require('firebase-server') as FirebaseServerClass;
  const host = options.host ?? '127.0.0.1';
  const seed = buildRealtimeSeed(options.now ?? Date.now());
  const server = new FirebaseServer(
    { port: options.port ?? 9000, address: host },
    REALTIME_NAMESPACE,
    seed,
  );
  await new Promise<void>((resolve, reject) => {
    const wss = (server as unknown as { wss: EventEmitter }).wss;
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' ? address.port : (options.port ?? 9000);
  const stopSimulator =
    options.tickMs === 0 ? () => undefined : startSimulator(server.baseRef, options.tickMs ?? 4000);
  return {
    port,
    databaseURL: `http://${host}:${port}?ns=${REALTIME_NAMESPACE}`,
    value: () => server.getValue() as Promise<RealtimeTree | null>,
    async close() {
      stopSimulator();
      await server.close();
    },
  };
}
