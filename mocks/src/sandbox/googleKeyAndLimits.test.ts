/**
 * The sandbox over real HTTP: its Google stand-in key is made at the first start and kept in the
 * data dir (tokens survive a restart), and the login limits key by the socket's address, whatever
 * address header a client sends.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, LOGIN_LIMIT } from '../core/loginLimiter';
import { standInKeyFile } from './googleKey';
import { createSandboxApp } from './server';

let dir: string;
let server: Server | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-security-'));
  process.env.SANDBOX_DATA_DIR = dir;
});
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  delete process.env.SANDBOX_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/** Starts (or restarts) the sandbox on a free port; answers its origin. */
async function start(): Promise<string> {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  const app = createSandboxApp({ fresh: true, googleStandIn: true });
  server = await new Promise<Server>((ready) => {
    const listening = app.listen(0, '127.0.0.1', () => ready(listening));
  });
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const post = async (origin: string, path: string, body: unknown, headers = {}) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the sandbox', () => {
  it('keeps the stand-in key in its data dir: a token signed before a restart still signs in', async () => {
    let origin = await start();
    const key = readFileSync(standInKeyFile(dir), 'utf8');
    expect(statSync(standInKeyFile(dir)).mode & 0o077).toBe(0);
    const { body } = await post(origin, '/__sandbox/google/token', {
      email: 'reinicio@exemplo.com.br',
      name: 'Antes Do Reinicio',
    });
    origin = await start();
    expect(readFileSync(standInKeyFile(dir), 'utf8')).toBe(key);
    const login = await post(origin, '/api/users/login-google', { token: body.token });
    expect(login.status).toBe(200);
    const forged = await post(origin, '/api/users/login-google', {
      token: `${String(body.token).slice(0, -4)}AAAA`,
    });
    expect(forged.status).toBe(401);
  }, 60_000);

  it('counts failures by the socket address, whatever address header the client sends', async () => {
    const origin = await start();
    for (let i = 0; i < LOGIN_LIMIT.maxAddressFailures; i++) {
      const bad = await post(
        origin,
        '/api/clients/login',
        { login: `ninguem${i}`, password: 'Errada@123' },
        { [CLIENT_ADDRESS_HEADER]: `10.0.0.${i}` },
      );
      expect(bad.status).toBe(401);
    }
    const locked = await post(
      origin,
      '/api/clients/login',
      { login: 'admin', password: 'Admin@123' },
      { [CLIENT_ADDRESS_HEADER]: '10.9.9.9' },
    );
    expect(locked.status).toBe(429);
  }, 60_000);
});
