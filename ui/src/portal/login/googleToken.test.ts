import { afterEach, describe, expect, it, vi } from 'vitest';
import { otherGoogleAccount, requestStandInToken, STAND_IN_TOKEN_PATH } from './googleToken';

const profile = { sub: 's-1', email: 'ana@exemplo.com.br', name: 'Ána Conceição', picture: '' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox Google stand-in', () => {
  it('asks the sandbox to sign the account picked, and hands on its token', async () => {
    const fetch = vi.fn(async () => Response.json({ token: 'a.b.c', expiresIn: 3600 }));
    vi.stubGlobal('fetch', fetch);
    await expect(requestStandInToken(profile)).resolves.toBe('a.b.c');
    expect(fetch).toHaveBeenCalledWith(
      STAND_IN_TOKEN_PATH,
      expect.objectContaining({
        method: 'POST',
        // The sandbox chooses the sub, not the page.
        body: JSON.stringify({ email: profile.email, name: profile.name, picture: '' }),
      }),
    );
  });

  it('fails when there is no sandbox to sign (a real backend has no such route)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    await expect(requestStandInToken(profile, 'https://api.example/x')).rejects.toThrow('404');
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
