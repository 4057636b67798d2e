import type { ApiClient } from '@portal/contracts';

/**
 * 'Sair' of the portal and the Portal Gerencial: asks the server to end the session's token
 * (POST /api/users/logout or /api/clients/logout), after the browser has already forgotten it.
 * Best effort: a failure, an unreachable server or a 401 (a token already ended) changes nothing
 * on the page, which is logged out either way.
 */
export function endServerSession(
  api: ApiClient,
  path: '/api/users/logout' | '/api/clients/logout',
  token: string,
): Promise<void> {
  return api.POST(path, { headers: { Authorization: `Bearer ${token}` } }).then(
    () => undefined,
    () => undefined,
  );
}
