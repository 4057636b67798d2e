import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QueueClientsQuery } from '@portal/contracts/graphql';
import { toast, TOAST_DURATION } from '../../primitives/toast';
import { usePortalConfig } from '../../app/portalConfig';
import { failureMessage } from '../../api/failureMessage';
import { useQueueClients } from './api';
import { LAYOUT } from './messages';

export type QueueClient = QueueClientsQuery['queue_clients'][number];

export interface CurrentCity {
  /** The client code the queue is searched with. */
  code: string;
  /** The municipality and its configuration (coc_ativo_portal, estimated time…), once loaded. */
  client: QueueClient | null;
  status: 'loading' | 'ready' | 'error';
  /** Why the city is not available ('Cidade atual não encontrada', a failed call…). */
  error?: string;
  retry: () => void;
}

const CityContext = createContext<CurrentCity | null>(null);

/** The queue layout's current city; null outside the queue layout. */
export const useCurrentCity = () => useContext(CityContext);

/**
 * The queue layout's city: the build's municipality, or the `municipio` of the query string when it
 * names a known client; an unknown one gives 'Município inválido! Selecione um novo Múnicipio' (5 s)
 * and the queue stays on the current city. The city's configuration loads whenever the city changes.
 */
export function CityProvider({ children }: { children: ReactNode }) {
  const { clientCode } = usePortalConfig();
  const [params] = useSearchParams();
  const requested = params.get('municipio')?.trim() || null;
  const [rejected, setRejected] = useState<string | null>(null);
  const code = (requested && requested !== rejected ? requested : clientCode).trim();

  const { data, error, isLoading, mutate } = useQueueClients(code);
  const unknownRequested = requested !== null && code === requested && data?.length === 0;
  useEffect(() => {
    if (!unknownRequested) return;
    toast.error(LAYOUT.city.invalidCity, { duration: TOAST_DURATION.long });
    setRejected(requested);
  }, [unknownRequested, requested]);

  const client = data?.find((c) => c.cli_codigo === code) ?? data?.[0] ?? null;
  let city: CurrentCity;
  const retry = () => void mutate();
  if (!code)
    city = {
      code,
      client: null,
      status: 'error',
      error: LAYOUT.city.cityCodeMissing,
      retry,
    };
  else if (error)
    city = { code, client: null, status: 'error', error: failureMessage(error), retry };
  else if (isLoading || !data || unknownRequested)
    city = { code, client: null, status: 'loading', retry };
  else if (!client)
    city = {
      code,
      client: null,
      status: 'error',
      error: LAYOUT.city.currentCityMissing,
      retry,
    };
  else city = { code, client, status: 'ready', retry };
  return <CityContext.Provider value={city}>{children}</CityContext.Provider>;
}

export default CityProvider;
