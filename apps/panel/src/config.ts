import {
  createApiClient,
  createGraphqlClient,
  createPanelApiClient,
  readBackendConfig,
} from '@portal/contracts';
import type { ApiClients } from '@portal/ui/api/ApiProvider';
import type { PanelSessionStore } from '@portal/ui/panel/session/session';

export const backend = readBackendConfig(import.meta.env);

/** The panel's base path without its trailing slash, as BrowserRouter wants it. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/**
 * The panel calls only its provider API, with the panel session's token as Bearer; a 401 ends the
 * session so the login modal shows again. The other clients exist because ApiClients names them.
 */
export function createClients(session: PanelSessionStore): ApiClients {
  const getToken = () => session.token();
  return {
    api: createApiClient({ baseUrl: backend.apiUrl }),
    graphql: createGraphqlClient({ url: backend.graphqlUrl }),
    panel: createPanelApiClient({
      baseUrl: backend.panelApiUrl,
      getToken,
      onUnauthorized: () => session.clear(),
    }),
  };
}
