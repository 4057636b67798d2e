/**
 * Login throttling over real HTTP, from several loopback addresses (127.0.0.x, each its own client
 * address to the sandbox): failures lock an account only at the address they came from, one
 * address alone has a much higher ceiling, and patient and admin logins keep separate counts.
 */
import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT, resetLoginLimits } from '../core/loginLimiter';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';

const LOCKED = 'Muitas tentativas de login. Tente novamente em 5 minutos.';

const http = sandboxOverHttp('throttle', { host: '127.0.0.1' });
beforeEach(() => resetLoginLimits());

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { mensagem?: string; token?: string };
}

/** POSTs JSON from the loopback address `from` (its own client address to the sandbox). */
function post(from: string, path: string, body: unknown): Promise<Answer> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: http.port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const admin = (from: string, password: string, login: string = DEMO.admin.login) =>
  post(from, '/api/clients/login', { login, password });
const patient = (from: string, password: string) =>
  post(from, '/api/users/login', { cpf: DEMO.patient.cpf, password });

describe('login throttling', () => {
  it('locks an account only at the address that failed: the right password elsewhere signs in', async () => {
    for (let i = 0; i < LOGIN_LIMIT.maxFailures; i++) {
      expect((await admin('127.0.0.2', 'Errada@123')).status).toBe(401);
    }
    const locked = await admin('127.0.0.2', DEMO.admin.password);
    expect([locked.status, locked.body.mensagem, locked.retryAfter]).toEqual([429, LOCKED, '300']);
    expect(locked.body.token).toBeUndefined();
    const elsewhere = await admin('127.0.0.3', DEMO.admin.password);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toBeTruthy();
  }, 60_000);

  it('keeps patient and admin counts apart', async () => {
    for (let i = 0; i < LOGIN_LIMIT.maxFailures; i++) {
      expect((await patient('127.0.0.4', 'Errada@123')).status).toBe(401);
    }
    expect((await patient('127.0.0.4', DEMO.patient.password)).status).toBe(429);
    expect((await admin('127.0.0.4', DEMO.admin.password)).status).toBe(200);
    expect((await patient('127.0.0.5', DEMO.patient.password)).status).toBe(200);
  }, 60_000);

  it('one address guessing across accounts meets a much higher ceiling, for its kind of login only', async () => {
    expect(LOGIN_LIMIT.maxAddressFailures).toBeGreaterThanOrEqual(4 * LOGIN_LIMIT.maxFailures);
    for (let i = 0; i < LOGIN_LIMIT.maxAddressFailures; i++) {
      const answer = await admin('127.0.0.6', 'Errada@123', `ninguem-${i}`);
      expect(answer.status).toBe(401);
    }
    const locked = await admin('127.0.0.6', DEMO.admin.password);
    expect([locked.status, locked.body.mensagem]).toEqual([429, LOCKED]);
    expect((await admin('127.0.0.7', DEMO.admin.password)).status).toBe(200);
    expect((await patient('127.0.0.6', DEMO.patient.password)).status).toBe(200);
  }, 120_000);
});
