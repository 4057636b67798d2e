import { describe, expect, it } from 'vitest';
import { base64UrlEncode, offlineGoogleToken, otherGoogleAccount } from './googleToken';

const decode = (token: string) => {
  const payload = token
    .replace(/^offline-google:/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
};

describe('the sandbox Google stand-in token', () => {
  it('is base64url of the UTF-8 profile JSON, without padding', () => {
    const profile = { sub: 's-1', email: 'ana@exemplo.com.br', name: 'Ána Conceição', picture: '' };
    const token = offlineGoogleToken(profile);
    expect(token).toMatch(/^offline-google:[A-Za-z0-9_-]+$/);
    expect(decode(token)).toEqual(profile);
    expect(base64UrlEncode('??>')).toBe('Pz8-');
  });

  it('another account keeps its id across logins', () => {
    expect(otherGoogleAccount(' Lúcia ', 'Lucia@X.com ')).toEqual({
      sub: 'offline-lucia@x.com',
      email: 'lucia@x.com',
      name: 'Lúcia',
      picture: '',
    });
  });
});
