import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClients } from '@portal/contracts';

/** The typed clients a screen may call; built by the contract's `createClients`. */
export type { ApiClients };

const ApiContext = createContext<ApiClients | null>(null);

export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi must be used inside <ApiProvider>');
  return clients;
}
