/**
 * Google sign-in through the sandbox's stand-in, over HTTP (msw/node): only tokens the mock
 * backend signed, for its audience and unexpired, sign in; an existing patient is never taken over
 * through a Google account with their e-mail.
 */
import { describe, expect, it } from 'vitest';
import {
  signStandInToken,
  signWithStandInKey,
  STAND_IN_AUDIENCE,
  STAND_IN_ISSUER,
} from '../core/googleStandIn';
import { hmacKey, signJwt } from '../core/jwt';
import { DEMO } from '../seed/people';
import { ORIGIN, rest, setupMockBackend, standInGoogleToken } from '../testing/backend';
import { GOOGLE_EMAIL_TAKEN } from './patientAuth';

setupMockBackend();

const PATIENT_EMAIL = 'maria.aparecida@exemplo.com.br';
const newcomer = { sub: 'google-novo-7', email: 'nova.pessoa@exemplo.com.br', name: 'Nova Pessoa' };
const claims = (extra: Record<string, unknown> = {}) => ({
  iss: STAND_IN_ISSUER,
  aud: STAND_IN_AUDIENCE,
  exp: Math.floor(Date.now() / 1000) + 600,
  email_verified: true,
  ...newcomer,
  ...extra,
});
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const googleLogin = (token: string) => rest('POST', '/api/users/login-google', { body: { token } });

describe('the Google stand-in refuses what it did not sign', () => {
  it.each([
    ['an unsigned token (alg none)', () => `${b64({ alg: 'none' })}.${b64(claims())}.`],
    ['the old unsigned stand-in format', () => `offline-google:${b64(newcomer)}`],
    [
      'a token signed by another key',
      async () => signJwt(claims(), await hmacKey(new Uint8Array(32))),
    ],
    [
      'a signed token whose claims were swapped',
      async () => {
        const [header, , signature] = (await signWithStandInKey(claims())).split('.');
        return `${header}.${b64(claims({ email: PATIENT_EMAIL }))}.${signature}`;
      },
    ],
    ['a token of another issuer', () => signWithStandInKey(claims({ iss: 'accounts.google.com' }))],
  ])('%s → 401', async (_, make) => {
    const answer = await googleLogin(await make());
    expect([answer.status, answer.body.mensagem]).toEqual([401, 'Token do Google inválido.']);
    expect(answer.body.token).toBeUndefined();
  });

  it('refuses another audience, an expired token and an unverified e-mail', async () => {
    const otherApp = await googleLogin(await signWithStandInKey(claims({ aud: 'outro-app' })));
    expect([otherApp.status, otherApp.body.mensagem]).toEqual([
      401,
      'Token do Google emitido para outro aplicativo.',
    ]);
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    const expired = await googleLogin(
      await signStandInToken({ ...newcomer, email_verified: true, picture: '' }, twoHoursAgo),
    );
    expect([expired.status, expired.body.mensagem]).toEqual([
      401,
      'Token do Google expirado. Entre novamente.',
    ]);
    const unverified = await googleLogin(
      await standInGoogleToken({ ...newcomer, email_verified: false }),
    );
    expect([unverified.status, unverified.body.mensagem]).toEqual([
      401,
      'O e-mail da conta Google não foi verificado.',
    ]);
  });

  it('the token endpoint checks the account it signs for', async () => {
    const response = await fetch(`${ORIGIN}/__sandbox/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sem-arroba', name: 'Nova Pessoa' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('a token the stand-in signed', () => {
  it('signs a new e-mail in as a new patient, the same one next time', async () => {
    const first = await googleLogin(await standInGoogleToken(newcomer));
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ name: 'Nova Pessoa', cpf: null });
    const again = await googleLogin(await standInGoogleToken(newcomer));
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it('never takes over an existing patient with the same e-mail (no name, CPF or requests)', async () => {
    const attacker = {
      sub: 'google-atacante',
      email: PATIENT_EMAIL.toUpperCase(),
      name: 'Quem Quer',
    };
    const answer = await googleLogin(await standInGoogleToken(attacker));
    expect([answer.status, answer.body.mensagem]).toEqual([409, GOOGLE_EMAIL_TAKEN]);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(DEMO.patient.cpf);
    expect(text).not.toContain(DEMO.patient.name);
    expect(answer.body.token).toBeUndefined();
    // Nor later: the patient was not linked to that Google account.
    expect((await googleLogin(await standInGoogleToken(attacker))).status).toBe(409);
    const patient = await rest('POST', '/api/users/login', { body: DEMO.patient });
    expect(patient.body.image).toBeUndefined();
  });

  it('signs the demo Google patient in (linked by its Google id, not its e-mail)', async () => {
    const demo = await googleLogin(await standInGoogleToken(DEMO.google));
    expect([demo.status, demo.body.user.name]).toEqual([200, DEMO.google.name]);
  });
});
