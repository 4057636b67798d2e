import {
  createApiClient,
  createGraphqlClient,
  createPanelApiClient,
  readBackendConfig,
} from '@portal/contracts';
import type { ApiClients } from '@portal/ui/api/ApiProvider';

export const backend = readBackendConfig(import.meta.env);

export function createClients(getToken: () => string | null = () => null): ApiClients {
  return {
    api: createApiClient({ baseUrl: backend.apiUrl, getToken }),
    graphql: createGraphqlClient({ url: backend.graphqlUrl, getToken }),
    panel: createPanelApiClient({ baseUrl: backend.panelApiUrl, getToken }),
  };
}
