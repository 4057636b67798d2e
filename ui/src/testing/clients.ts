import { createApiClient, createGraphqlClient, createPanelApiClient } from '@portal/contracts';
import type { ApiClients } from '../api/ApiProvider';

/** Clients for jsdom tests: absolute URLs (Node's fetch has no page origin), answered by msw/node. */
export function createTestClients(
  base = 'http://api.test',
  getToken: () => string | null = () => null,
): ApiClients {
  return {
    api: createApiClient({ baseUrl: base, getToken }),
    graphql: createGraphqlClient({ url: `${base}/graphql`, getToken }),
    panel: createPanelApiClient({ baseUrl: base, getToken }),
  };
}
