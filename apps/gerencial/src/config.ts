import { createClients, readBackendConfig, type ApiClients } from '@portal/contracts';
import type { AdminSessionStore } from '@portal/ui/gerencial/session/session';

export const backend = readBackendConfig(import.meta.env);

/** The router's base path without its trailing slash (`/clientes`). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/**
 * The admin's token goes only in the Authorization header of the main API and GraphQL; a 401 on
 * any admin call ends the session as expired (the login then says so and the form keeps its text).
 */
export function gerencialClients(session: AdminSessionStore): ApiClients {
  return createClients({
    backend,
    session: { getToken: () => session.token(), onUnauthorized: () => session.end('expired') },
  });
}
