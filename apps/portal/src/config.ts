import { createApiClient, readBackendConfig } from '@portal/contracts';
import type { ApiClients } from '@portal/ui/api/ApiProvider';

export const backend = readBackendConfig(import.meta.env);

export function createClients(): ApiClients {
  return {
    api: createApiClient({
      baseUrl: backend.apiUrl,
      getToken: () => null,
    }),
  };
}
