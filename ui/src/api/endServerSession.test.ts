/**
 * 'Sair' ends the token on the server too (through the mock backend, msw/node), and a server that
 * cannot be reached changes nothing: the page is logged out either way.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@portal/contracts';
import { DEMO, resetDb } from '@portal/mocks';
import { server } from '@portal/mocks/node';
import { testClients } from '../testing/TestProviders';
import { endServerSession } from './endServerSession';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const { api } = testClients();

describe('endServerSession', () => {
  it.each([
    [
      'patient',
      '/api/users/logout',
      () => api.POST('/api/users/login', { body: { id: null, ...DEMO.patient } }),
    ],
    ['admin', '/api/clients/logout', () => api.POST('/api/clients/login', { body: DEMO.admin })],
  ] as const)('%s: the token is refused afterwards', async (_, path, login) => {
    const { data } = await login();
    const token = (data as { token: string }).token;
    await endServerSession(api, path, token);
    const again = await api.POST(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(again.response.status).toBe(401);
  });

  it('resolves when the server cannot be reached', async () => {
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(endServerSession(offline, '/api/users/logout', 'x')).resolves.toBeUndefined();
  });
});
