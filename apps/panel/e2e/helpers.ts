/**
 * Helpers of the panel's end-to-end tests: the panel session, and the sandbox's realtime database
 * through the same `firebase` SDK (v12) the panel uses, from Node.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { signRealtimeToken } from '@portal/mocks/realtime/token';
import { DEMO } from '@portal/mocks/seed/people';

interface FirebaseNode {
  initializeApp(options: object, name: string): unknown;
  deleteApp(app: unknown): Promise<void>;
  getDatabase(app: unknown): unknown;
  connectDatabaseEmulator(db: unknown, host: string, port: number, options: object): void;
  ref(db: unknown, path: string): unknown;
  onValue(ref: unknown, cb: (snap: { val(): unknown }) => void): () => void;
  set(ref: unknown, value: unknown): Promise<void>;
  remove(ref: unknown): Promise<void>;
  goOffline(db: unknown): void;
}

function firebase(): FirebaseNode {
  const require = createRequire(new URL('../package.json', import.meta.url));
  return {
    ...(require('firebase/app') as object),
    ...(require('firebase/database') as object),
  } as FirebaseNode;
}

export interface RealtimeDb {
  read(path: string): Promise<unknown>;
  set(path: string, value: unknown): Promise<void>;
  remove(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The secret of the sandbox Playwright started (its data dir is set in playwright.config.ts). */
function sandboxSecret(): string {
  const dir =
    process.env.E2E_SANDBOX_DATA_DIR ??
    fileURLToPath(
      new URL(`../../../.sandbox-data/e2e-${process.env.E2E_PORT ?? 4180}`, import.meta.url),
    );
  return readFileSync(join(dir, 'realtime-secret'), 'utf8').trim();
}

/** The sandbox's realtime database, at the URL its /__sandbox/config.json gives. */
export async function openRealtime(request: APIRequestContext): Promise<RealtimeDb> {
  const config = (await (await request.get('/__sandbox/config.json')).json()) as {
    realtime: { databaseURL: string };
  };
  const fb = firebase();
  const app = fb.initializeApp(
    { databaseURL: config.realtime.databaseURL },
    `e2e-painel-${Date.now()}-${Math.random()}`,
  );
  const db = fb.getDatabase(app);
  // The tests play the products that write the rooms, which the rules refuse to any browser
  // token: they sign a server-side (sandbox admin) token with the sandbox's own secret, read
  // from its data dir as only the machine running it can.
  const url = new URL(config.realtime.databaseURL);
  fb.connectDatabaseEmulator(db, url.hostname, Number(url.port), {
    mockUserToken: signRealtimeToken(sandboxSecret(), {
      uid: 'e2e',
      painel: false,
      sandboxAdmin: true,
    }).token,
  });
  return {
    read: (path) =>
      new Promise((resolve) => {
        const stop = fb.onValue(fb.ref(db, path), (snap) => {
          stop();
          resolve(snap.val());
        });
      }),
    set: (path, value) => fb.set(fb.ref(db, path), value),
    remove: (path) => fb.remove(fb.ref(db, path)),
    async close() {
      fb.goOffline(db);
      await fb.deleteApp(app);
    },
  };
}

/**
 * Logs in on the provider API and puts the session where the panel keeps it (with the operator's
 * login, as the login modal keeps it), before the page loads.
 * Answers the session's token (to end it, or reuse it, from the test).
 */
export async function loginPanel(page: Page, request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/panel/login', {
    data: DEMO.panel,
  });
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  await page.addInitScript(
    ([value]) => sessionStorage.setItem('painel.sessao', value!),
    [JSON.stringify({ token, expiresAt: Date.parse(expiresAt), operator: DEMO.panel.login })],
  );
  return token;
}

/** A valid CPF nobody else uses (random, with its check digits). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join('');
}

const HOUR = 3_600_000;

/**
 * A web room the sandbox's simulator leaves alone (over an hour without update): without a patient
 * stream it is not stale for the panel either; with one (`stale`) the automatic removal takes it.
 */
export function testRoom(cpf: string, name: string, { stale = false } = {}) {
  const now = Date.now();
  return {
    protocol: `E2E${now}`,
    pacNome: name,
    created_at: new Date(now - 3 * HOUR).toISOString(),
    agoraSdk: {
      canal: `sala-e2e-${cpf}`,
      cpf,
      pacStreamId: stale ? 424242 : null,
      pacienteNivelTransmissao: stale ? 2 : null,
      profissionalNivelTransmissao: 1,
      funNome: 'Dr. Teste Inicial',
      updated_at: new Date(now - 2 * HOUR).toISOString(),
    },
  };
}
