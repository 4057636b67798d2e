/**
 * The login screens (portal, Portal Gerencial, panel) show a failed login's server message through
 * unwrap and failureMessage (the panel's modal shows the ApiError's message for anything but 401):
 * after too many bad logins, that is the backend's 429 text, not a generic error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, resetDb } from '@portal/mocks';
import { server } from '@portal/mocks/node';
import { testClients } from '../testing/TestProviders';
import { failureMessage } from './failureMessage';
import { ApiError, unwrap } from './unwrap';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const { api, panel } = testClients();
const attempts = {
  patient: (password: string) =>
    unwrap(api.POST('/api/users/login', { body: { id: null, cpf: DEMO.patient.cpf, password } })),
  gerencial: (password: string) =>
    unwrap(api.POST('/api/clients/login', { body: { login: DEMO.admin.login, password } })),
  panel: (password: string) =>
    unwrap(panel.POST('/api/panel/login', { body: { login: DEMO.panel.login, password } })),
};

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('the 429 of too many bad logins', () => {
  it.each(Object.keys(attempts) as Array<keyof typeof attempts>)(
    '%s login shows the server’s message',
    async (screen) => {
      for (let i = 0; i < 20; i++) await failureOf(attempts[screen]('Errada@123'));
      const error = await failureOf(attempts[screen]('Errada@123'));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect(failureMessage(error, 'Não foi possível entrar.')).toBe(
        'Muitas tentativas de login. Tente novamente em 5 minutos.',
      );
    },
  );
});
