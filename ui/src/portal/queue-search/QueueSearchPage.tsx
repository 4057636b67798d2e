import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queueSwitchedOffMessage } from '@portal/contracts/queue';
import styled from 'styled-components';
import { isRequestStatus, PAGE_SIZE } from '../../domain/queue';
import { pageCount } from '../../domain/pagination';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PageLoader, Spinner } from '../../primitives/Spinner';
import { toast } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { useQueueSearch } from './api';
import { useCurrentCity } from '../layout/city';
import { ScreenLoader } from '../layout/PageShell';
import { usePageTitle } from '../../app/usePageTitle';
import { lazyScreen } from '../../app/lazyScreen';
import { LastUpdate } from './LastUpdate';
import { QUEUE_SEARCH } from './messages';
import { QueueResults } from './QueueResults';
import {
  clearQueueSearch,
  readQueueSearch,
  searchIdentity,
  writeQueueSearch,
  type QueueSearch,
} from './searchParams';
import { markWelcomeSeen, WelcomeModal, welcomeSeen } from './WelcomeModal';
import { estimateOf, useWaitEstimates } from '../wait-estimates/api';
import { WaitEstimateSummary } from '../wait-estimates/WaitEstimateSummary';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

// The filter (react-aria comboboxes) comes in its own chunk, so the title, the last update and the
// welcome paint before it (a prerendered page loads it before hydrating: routes' PRERENDERED).
export const QueueFilterForm = lazyScreen(() => import('./QueueFilterForm'));

/** The search's answer; a failure also shows a toast (spec §8). */
const useQueueSearchWithToast = (client: string | null, search: QueueSearch | null) =>
  useQueueSearch(client, search, { onError: (error) => toast.error(failureMessage(error)) });

/**
 * Buscar solicitações (/solicitacoes): the welcome, the last update, the filter and the anonymised
 * results (initials and a masked CNS only). The search is kept in the address.
 */
export function QueueSearchPage() {
  usePageTitle('Buscar solicitações');
  const city = useCurrentCity();
  const [params, setParams] = useSearchParams();
  const search = readQueueSearch(params);
  const [welcome, setWelcome] = useState(() => !welcomeSeen());
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const client = city?.status === 'ready' ? city.client : null;
  // The municipality's switch ('Filas de Regulação no portal'), known from its configuration: off,
  // the backend refuses every read of its queue and the page greets nobody to a search it lacks.
  const portalActive = client?.configuration?.coc_ativo_portal !== false;
  const searchedClient = client && portalActive && search ? client.cli_codigo : null;
  const { data, error, isLoading, isValidating, mutate } = useQueueSearchWithToast(
    searchedClient,
    search,
  );
  // The searched procedure's wait figures (the summary above the results reads the same answer).
  const waits = useWaitEstimates(searchedClient, {
    service: search?.service,
    procedure: search?.procedure,
  });
  const estimate = waits.error
    ? ('unavailable' as const)
    : !waits.data
      ? ('loading' as const)
      : search && estimateOf(waits.data, search.service, search.procedure);

  const goTo = (page: number, replace = false) => {
    if (!search) return;
    setParams(writeQueueSearch(params, { ...search, page }), { replace });
  };

  // A change in the total of the same search (or a page past the end) goes back to page 1.
  const identity = searchIdentity(search);
  const lastTotal = useRef<{ identity: string; count: number } | null>(null);
  useEffect(() => {
    if (!data || !search || isValidating) return;
    const previous = lastTotal.current;
    lastTotal.current = { identity, count: data.count };
    const changed = previous?.identity === identity && previous.count !== data.count;
    const past = search.page > pageCount(data.count, PAGE_SIZE);
    if ((changed || past) && search.page !== 1) goTo(1, true);
    // goTo is recreated each render; the effect follows the answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, identity, isValidating]);

  const closeWelcome = () => {
    markWelcomeSeen();
    setWelcome(false);
  };

  let body;
  if (!city || city.status === 'loading') body = <ScreenLoader />;
  else if (city.status === 'error' || !client)
    body = (
      <ErrorState message={city.error ?? 'Cidade atual não encontrada'} onRetry={city.retry} />
    );
  else if (!portalActive) body = <EmptyState title={queueSwitchedOffMessage(client.cli_nome)} />;
  else
    body = (
      <>
        <Suspense fallback={<Spinner label="Carregando opções de busca..." />}>
          <QueueFilterForm
            client={client.cli_codigo}
            applied={search}
            onSearch={(values) => setParams(writeQueueSearch(params, { ...values, page: 1 }))}
            onClear={() => setParams(clearQueueSearch(params))}
          />
        </Suspense>
        {search && isRequestStatus(search.status) && (
          <WaitEstimateSummary
            client={client.cli_codigo}
            service={search.service}
            procedure={search.procedure}
          />
        )}
        {/* A failed new search or page is an error, even with an older answer still at hand. */}
        {search && error && (
          <ErrorState message={failureMessage(error)} onRetry={() => void mutate()} />
        )}
        {search && isLoading && !data && <PageLoader label="Buscando solicitações..." />}
        {/* A hand-edited address with a status the queue does not have finds nothing. */}
        {search && !isRequestStatus(search.status) && <EmptyState title={QUEUE_SEARCH.empty} />}
        {search && data && !error && (
          <QueueResults
            status={search.status}
            rows={data.rows}
            count={data.count}
            page={search.page}
            busy={isValidating}
            estimate={estimate || undefined}
            headingRef={resultsHeading}
            onPageChange={(page) => {
              goTo(page);
              resultsHeading.current?.focus();
            }}
          />
        )}
      </>
    );

  return (
    <section aria-labelledby="titulo-solicitacoes">
      <Intro>
        <h1 id="titulo-solicitacoes">Buscar solicitações</h1>
        {client && <p>Município: {client.cli_nome}</p>}
        <LastUpdate />
      </Intro>
      {body}
      <WelcomeModal open={welcome && portalActive} onClose={closeWelcome} />
    </section>
  );
}

export default QueueSearchPage;
