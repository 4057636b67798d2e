/**
 * The panel's realtime token end to end in Node: the login (through the real handlers) hands out
 * a token the realtime server's secret verifies, with the claims the rules read; renewal answers
 * a fresh one; a token is refused once tampered with, signed elsewhere or expired.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setRealtimeTokenIssuer } from '../handlers/panelRealtime';
import { DEMO } from '../seed/people';
import { rest, setupMockBackend } from '../testing/backend';
import {
  newRealtimeSecret,
  REALTIME_TOKEN_SECONDS,
  signRealtimeToken,
  verifyRealtimeToken,
} from './token';

setupMockBackend();
const secret = newRealtimeSecret();
afterEach(() => setRealtimeTokenIssuer(null));

describe('panel realtime token', () => {
  it('comes with the panel login and its renewal, signed for this operator', async () => {
    setRealtimeTokenIssuer((uid) => signRealtimeToken(secret, { uid }));
    const started = Date.now();
    const session = await rest('POST', '/api/panel/login', { body: DEMO.panel });
    expect(session.status).toBe(200);
    const claims = verifyRealtimeToken(secret, session.body.realtimeToken as string);
    expect(claims).toMatchObject({ painel: true, uid: expect.stringMatching(/^painel-\d+$/) });
    expect(claims!.exp - claims!.iat).toBe(REALTIME_TOKEN_SECONDS);
    const expires = Date.parse(session.body.realtimeExpiresAt as string);
    expect(Math.abs(expires - (started + REALTIME_TOKEN_SECONDS * 1000))).toBeLessThan(5000);

    const renewed = await rest('POST', '/api/panel/realtime-token', { token: session.body.token });
    expect(verifyRealtimeToken(secret, renewed.body.realtimeToken as string)?.uid).toBe(
      claims!.uid,
    );
  });

  it('is absent from the login where no realtime server is (browser mocks)', async () => {
    const session = await rest('POST', '/api/panel/login', { body: DEMO.panel });
    expect(session.body.realtimeToken).toBeUndefined();
  });

  it('is refused tampered with, signed with another secret, or expired', () => {
    const { token } = signRealtimeToken(secret, { uid: 'op' });
    expect(verifyRealtimeToken(secret, token)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ painel: true, uid: 'x', iat: 1, exp: 9e9 }));
    expect(
      verifyRealtimeToken(secret, `${header}.${forgedBody.toString('base64url')}.${signature}`),
    ).toBeNull();
    expect(verifyRealtimeToken(secret, signRealtimeToken('other', { uid: 'op' }).token)).toBeNull();
    const old = signRealtimeToken(secret, { uid: 'op' }, Date.now() - 2 * 3600_000);
    expect(verifyRealtimeToken(secret, old.token)).toBeNull();
    expect(verifyRealtimeToken(secret, 'not.a.token')).toBeNull();
  });
});
