/**
 * Brute force over HTTP (msw/node, where every request is one client address): the 21st bad login
 * within a minute gets 429 with Retry-After and a pt-BR message, on every login operation; then the
 * limiter's own rules (window, lock length, a success clearing its account) on a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { rest, setupMockBackend } from '../testing/backend';
import {
  CLIENT_ADDRESS_HEADER,
  keyLoginsByAddressHeader,
  limitLogin,
  LOGIN_LIMIT,
  resetLoginLimits,
} from './loginLimiter';
import { unauthorized } from './http';

setupMockBackend();

const LOCKED = 'Muitas tentativas de login. Tente novamente em 5 minutos.';

const logins = {
  patient: (password: string) =>
    rest('POST', '/api/users/login', { body: { cpf: DEMO.patient.cpf, password } }),
  admin: (password: string) =>
    rest('POST', '/api/clients/login', { body: { login: DEMO.admin.login, password } }),
  panel: (password: string) =>
    rest('POST', '/api/panel/login', { body: { login: DEMO.panel.login, password } }),
} as const;
const good = {
  patient: DEMO.patient.password,
  admin: DEMO.admin.password,
  panel: DEMO.panel.password,
};

describe('repeated failed logins', () => {
  it.each(Object.keys(logins) as Array<keyof typeof logins>)(
    '%s: 20 bad logins in a minute, then the 21st (even with the right password) gets 429',
    async (who) => {
      for (let i = 0; i < LOGIN_LIMIT.maxFailures; i++) {
        expect((await logins[who]('Errada@123')).status).toBe(401);
      }
      for (const password of ['Errada@123', good[who]]) {
        const answer = await logins[who](password);
        expect([answer.status, answer.body.mensagem]).toEqual([429, LOCKED]);
        expect(answer.headers.get('retry-after')).toBe('300');
        expect(answer.body.token).toBeUndefined();
      }
    },
  );

  it('login-google: 20 refused tokens from one address, then 429', async () => {
    for (let i = 0; i < LOGIN_LIMIT.maxFailures; i++) {
      const refused = await rest('POST', '/api/users/login-google', { body: { token: 'x.y.z' } });
      expect(refused.status).toBe(401);
    }
    const answer = await rest('POST', '/api/users/login-google', { body: { token: 'x.y.z' } });
    expect([answer.status, answer.body.mensagem]).toEqual([429, LOCKED]);
  });

  it('successful logins never count', async () => {
    for (let i = 0; i < LOGIN_LIMIT.maxFailures + 5; i++) {
      expect((await logins.admin(DEMO.admin.password)).status).toBe(200);
    }
  });
});

describe('the limiter', () => {
  const fail = () => {
    throw unauthorized('Login ou senha inválidos.');
  };
  const from = (address: string) =>
    new Request('http://x/login', { headers: { [CLIENT_ADDRESS_HEADER]: address } });
  /** The status of one attempt: 429, 401 or 200. */
  const attempt = async (
    account: string,
    address: string,
    now: number,
    run: () => string = fail,
  ): Promise<number> => {
    try {
      const result = await limitLogin(from(address), account, run, now);
      return result instanceof Response ? result.status : 200;
    } catch {
      return 401;
    }
  };

  it('forgets failures older than the window, and unlocks after the lock', async () => {
    resetLoginLimits();
    const t0 = 1_000_000;
    for (let i = 0; i < 19; i++) expect(await attempt('a', 'ip1', t0)).toBe(401);
    // A minute later the first 19 no longer count: 19 more stay under the limit.
    const t1 = t0 + LOGIN_LIMIT.windowMs + 1;
    for (let i = 0; i < 19; i++) expect(await attempt('a', 'ip1', t1)).toBe(401);
    expect(await attempt('a', 'ip1', t1)).toBe(401);
    expect(await attempt('a', 'ip1', t1)).toBe(429);
    expect(await attempt('a', 'ip1', t1 + LOGIN_LIMIT.lockMs - 1)).toBe(429);
    expect(await attempt('a', 'ip1', t1 + LOGIN_LIMIT.lockMs, () => 'ok')).toBe(200);
  });

  it('keys by account and by address: one locked account is locked from any address', async () => {
    resetLoginLimits();
    keyLoginsByAddressHeader();
    for (let i = 0; i < 20; i++) expect(await attempt('conta', `ip${i}`, 5)).toBe(401);
    expect(await attempt('conta', 'ip-novo', 5)).toBe(429);
    expect(await attempt('outra', 'ip-novo', 5, () => 'ok')).toBe(200);
    // One address guessing at 20 accounts is locked too.
    for (let i = 0; i < 20; i++) expect(await attempt(`c${i}`, 'ip-x', 5)).toBe(401);
    expect(await attempt('c-nova', 'ip-x', 5, () => 'ok')).toBe(429);
  });

  it("a success clears its account's failures (but not its address's)", async () => {
    resetLoginLimits();
    keyLoginsByAddressHeader();
    for (let i = 0; i < 19; i++) await attempt('conta', `ip${i}`, 5);
    expect(await attempt('conta', 'ip-y', 5, () => 'ok')).toBe(200);
    for (let i = 0; i < 19; i++) expect(await attempt('conta', `jp${i}`, 5)).toBe(401);
  });
});
