import { createClients, readBackendConfig, type ApiClients } from '@portal/contracts';

export const backend = readBackendConfig(import.meta.env);

/** The Portal Gerencial's clients (the admin session arrives with the login screen). */
export function gerencialClients(): ApiClients {
  return createClients({ backend });
}
