/**
 * Brute force over HTTP (msw/node, where every request is one client address): the 21st bad login
 * of one account within a minute gets 429 with Retry-After and a pt-BR message, on every login operation; then the
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
  type LoginScope,
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

  it('login-google: refused tokens count for the address alone, up to its ceiling, then 429', async () => {
    for (let i = 0; i < LOGIN_LIMIT.maxAddressFailures; i++) {
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
    scope: LoginScope = 'admin',
  ): Promise<number> => {
    try {
      const result = await limitLogin(from(address), scope, account, run, now);
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

  it('keys by account at an address: a locked account still signs in from another address', async () => {
    resetLoginLimits();
    keyLoginsByAddressHeader();
    for (let i = 0; i < 20; i++) expect(await attempt('conta', 'ip1', 5)).toBe(401);
    expect(await attempt('conta', 'ip1', 5, () => 'ok')).toBe(429);
    expect(await attempt('conta', 'ip2', 5, () => 'ok')).toBe(200);
    // Failures spread over many addresses lock none of them.
    for (let i = 0; i < 40; i++) expect(await attempt('alvo', `ip-${i}`, 5)).toBe(401);
    expect(await attempt('alvo', 'ip-0', 5, () => 'ok')).toBe(200);
  });

  it('one address alone is locked only past its much higher ceiling, per kind of login', async () => {
    resetLoginLimits();
    keyLoginsByAddressHeader();
    for (let i = 0; i < LOGIN_LIMIT.maxAddressFailures - 1; i++) {
      expect(await attempt(`c${i}`, 'ip-x', 5)).toBe(401);
    }
    expect(await attempt('c-nova', 'ip-x', 5, () => 'ok')).toBe(200);
    expect(await attempt('c-ultima', 'ip-x', 5)).toBe(401);
    expect(await attempt('c-nova', 'ip-x', 5, () => 'ok')).toBe(429);
    expect(await attempt('c-nova', 'ip-y', 5, () => 'ok')).toBe(200);
    expect(await attempt('paciente', 'ip-x', 5, () => 'ok', 'patient')).toBe(200);
    expect(await attempt('painel', 'ip-x', 5, () => 'ok', 'panel')).toBe(200);
  });

  it("a success clears its account's failures at that address (but not the address's)", async () => {
    resetLoginLimits();
    keyLoginsByAddressHeader();
    for (let i = 0; i < 19; i++) await attempt('conta', 'ip-y', 5);
    expect(await attempt('conta', 'ip-y', 5, () => 'ok')).toBe(200);
    for (let i = 0; i < 19; i++) expect(await attempt('conta', 'ip-y', 5)).toBe(401);
    for (let i = 0; i < LOGIN_LIMIT.maxAddressFailures - 38; i++) await attempt(`o${i}`, 'ip-y', 5);
    expect(await attempt('outra', 'ip-y', 5, () => 'ok')).toBe(429);
  });
});
