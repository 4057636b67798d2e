/**
 * The Google stand-in's token door over real HTTP: closed unless the sandbox runs with it switched
 * on (as `npm start` does), and when open it signs only identities it derives itself, so a caller
 * who knows a linked patient's Google `sub` cannot sign in as that patient.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { createSandboxApp } from './server';

let dir: string;
let server: Server | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-google-door-'));
  process.env.SANDBOX_DATA_DIR = dir;
});
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  delete process.env.SANDBOX_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

async function start(googleStandIn?: boolean): Promise<string> {
  const app = createSandboxApp({ fresh: true, googleStandIn });
  server = await new Promise<Server>((ready) => {
    const listening = app.listen(0, '127.0.0.1', () => ready(listening));
  });
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const post = async (origin: string, path: string, body: unknown) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return {
    status: response.status,
    type,
    body: (type.includes('json') ? JSON.parse(text) : {}) as {
      token?: string;
      mensagem?: string;
      user?: { id: number; name: string };
    },
  };
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('the Google stand-in door', () => {
  it('is closed by default: 404 JSON, no token', async () => {
    const origin = await start();
    const answer = await post(origin, '/__sandbox/google/token', {
      email: 'alguem@exemplo.com.br',
      name: 'Alguem Qualquer',
      sub: DEMO.google.sub,
    });
    expect([answer.status, answer.type]).toEqual([404, expect.stringContaining('json')]);
    expect(answer.body.mensagem).toBeTruthy();
    expect(answer.body.token).toBeUndefined();
  }, 30_000);

  it('when open, ignores the caller’s sub: a linked patient is not taken over', async () => {
    const origin = await start(true);
    const victim = { email: 'vitima.google@exemplo.com.br', name: 'Vitima Ligada' };
    const first = await post(origin, '/__sandbox/google/token', victim);
    expect(first.status).toBe(200);
    const victimSub = claimsOf(first.body.token!).sub as string;
    const victimLogin = await post(origin, '/api/users/login-google', { token: first.body.token });
    expect(victimLogin.status).toBe(200);

    // The same e-mail is the same identity next time.
    const again = await post(origin, '/__sandbox/google/token', victim);
    expect(claimsOf(again.body.token!).sub).toBe(victimSub);

    for (const sub of [victimSub, DEMO.google.sub]) {
      const forged = await post(origin, '/__sandbox/google/token', {
        email: 'atacante@exemplo.com.br',
        name: 'Quem Quer',
        sub,
      });
      expect(forged.status).toBe(200);
      expect(claimsOf(forged.body.token!).sub).not.toBe(sub);
      const login = await post(origin, '/api/users/login-google', { token: forged.body.token });
      expect(login.status).toBe(200);
      expect(login.body.user?.id).not.toBe(victimLogin.body.user?.id);
      expect(login.body.user?.name).toBe('Quem Quer');
    }
  }, 30_000);

  it('when open, still signs the demo Google patient in', async () => {
    const origin = await start(true);
    const { body } = await post(origin, '/__sandbox/google/token', {
      email: DEMO.google.email,
      name: DEMO.google.name,
    });
    const login = await post(origin, '/api/users/login-google', { token: body.token });
    expect([login.status, login.body.user?.name]).toEqual([200, DEMO.google.name]);
  }, 30_000);
});
