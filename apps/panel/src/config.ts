import { createClients, readBackendConfig, type ApiClients } from '@portal/contracts';
import type { PanelSessionStore } from '@portal/ui/panel/session/session';

export const backend = readBackendConfig(import.meta.env);

/** The panel's base path without its trailing slash, as BrowserRouter wants it. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/**
 * The panel calls only its provider API, with the panel session's token as Bearer; a 401 ends the
 * session so the login modal shows again. The other clients carry no token.
 */
export function panelClients(session: PanelSessionStore): ApiClients {
  return createClients({
    backend,
    panelSession: { getToken: () => session.token(), onUnauthorized: () => session.expire() },
  });
}
