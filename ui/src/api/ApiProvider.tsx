import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@portal/contracts';

/** The typed clients a screen may call. Apps create them from their configuration. */
export interface ApiClients {
  api: ApiClient;
}

const ApiContext = createContext<ApiClients | null>(null);

export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi must be used inside <ApiProvider>');
  return clients;
}
