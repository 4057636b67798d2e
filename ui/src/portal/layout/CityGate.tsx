import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { useCurrentCity, type QueueClient } from './city';
import { ScreenLoader } from './PageShell';

/**
 * The municipality a page of one municipality's data shows (the dashboard, the open data): the
 * queue layout's city, and whether the address asked for another code that no municipality has
 * (the layout then fell back to the portal's own city).
 */
export function useShownCity() {
  const city = useCurrentCity();
  const [params] = useSearchParams();
  const requested = params.get('municipio')?.trim() || null;
  const client = city?.status === 'ready' ? city.client : null;
  const unknown = Boolean(client && requested && requested !== city?.code);
  return { city, client, requested, unknown };
}

export interface CityGateTexts {
  unknownCity: string;
  unknownCityDetail: (code: string) => string;
  seeCity: (name: string) => string;
  inactive: (name: string) => string;
}

/**
 * Renders `children` for a known municipality whose queue is on the portal; otherwise says why
 * not: loading, the city's failure with a retry, an unknown requested code (plainly, rather than
 * the fallback city's data shown as if it were the requested one's, with a link to `path` for the
 * portal's own city), or a queue switched off (unless `whateverTheQueue`: a page that holds for
 * every municipality, such as the privacy notice).
 */
export function CityGate({
  path,
  texts,
  whateverTheQueue,
  children,
}: {
  path: string;
  children: (client: QueueClient) => ReactNode;
} & (
  | { texts: CityGateTexts; whateverTheQueue?: false }
  | { texts: Omit<CityGateTexts, 'inactive'>; whateverTheQueue: true }
)) {
  const { city, client, requested, unknown } = useShownCity();
  if (!city || city.status === 'loading') return <ScreenLoader />;
  if (city.status === 'error' || !client)
    return (
      <ErrorState message={city.error ?? 'Cidade atual não encontrada'} onRetry={city.retry} />
    );
  if (unknown)
    return (
      <EmptyState
        title={texts.unknownCity}
        description={texts.unknownCityDetail(requested!)}
        action={<Link to={path}>{texts.seeCity(client.cli_nome)}</Link>}
      />
    );
  if (!whateverTheQueue && client.configuration?.coc_ativo_portal === false)
    return <EmptyState title={texts.inactive(client.cli_nome)} />;
  return <>{children(client)}</>;
}
