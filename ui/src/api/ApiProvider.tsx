import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient, GraphqlClient, PanelApiClient } from '@portal/contracts';

/** The typed clients a screen may call. Apps create them from their configuration. */
export interface ApiClients {
  /** REST API of the patient area and Portal Gerencial. */
  api: ApiClient;
  /** GraphQL endpoint (no cache). */
  graphql: GraphqlClient;
  /** The control panel's provider API (its own host in production). */
  panel: PanelApiClient;
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
