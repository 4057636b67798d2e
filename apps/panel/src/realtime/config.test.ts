import { describe, expect, it, vi } from 'vitest';
import { resolveFirebaseSettings, SANDBOX_DATABASE_URL } from './config';

const json = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, json: async () => body }) as Response);

describe('resolveFirebaseSettings', () => {
  it('uses the build environment when it names a database', async () => {
    const fetch = json({});
    const settings = await resolveFirebaseSettings(
      {
        VITE_FIREBASE_DATABASE_URL: ' https://projeto-default-rtdb.firebaseio.com ',
        VITE_FIREBASE_API_KEY: 'chave-publica',
        VITE_FIREBASE_PROJECT_ID: 'projeto',
        VITE_FIREBASE_APP_ID: '',
      },
      { fetch },
    );
    expect(settings).toEqual({
      databaseURL: 'https://projeto-default-rtdb.firebaseio.com',
      apiKey: 'chave-publica',
      projectId: 'projeto',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the sandbox that serves the panel otherwise', async () => {
    const fetch = json({ realtime: { databaseURL: 'http://127.0.0.1:9180?ns=sandbox' } });
    const settings = await resolveFirebaseSettings({}, { fetch });
    expect(fetch).toHaveBeenCalledWith('/__sandbox/config.json', expect.anything());
    expect(settings).toEqual({ databaseURL: 'http://127.0.0.1:9180?ns=sandbox' });
  });

  it.each([
    ['a sandbox without realtime', json({ realtime: { databaseURL: null } })],
    ['no sandbox (404)', json({}, false)],
    [
      'a page instead of JSON',
      vi.fn(async () => ({ ok: true, json: async () => JSON.parse('<html>') }) as Response),
    ],
    ['no network', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('falls back to the local realtime server with %s', async (_name, fetch) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await resolveFirebaseSettings({}, { fetch: fetch as unknown as typeof globalThis.fetch }),
    ).toEqual({
      databaseURL: SANDBOX_DATABASE_URL,
    });
    expect(SANDBOX_DATABASE_URL).toBe('http://127.0.0.1:9000?ns=sandbox');
    warn.mockRestore();
  });
});
