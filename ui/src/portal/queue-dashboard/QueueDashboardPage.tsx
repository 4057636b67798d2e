import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../../app/usePageTitle';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { InlineSpinner, PageLoader } from '../../primitives/Spinner';
import { useIsMobile } from '../../primitives/useMediaQuery';
import { CityGate, useShownCity } from '../layout/CityGate';
import { useDashboardServices, useQueueFlow, useWaitEstimates } from './api';
import {
  clearDashboardFilter,
  hasDashboardFilter,
  readDashboardFilter,
  sameDashboardFilter,
  writeDashboardFilter,
  type DashboardFilter,
} from './dashboardParams';
import { DashboardFilters } from './DashboardFilters';
import { formatApiDateOrRaw } from '../../domain/dates';
import { failedRead } from './figures';
import { FlowMonths } from './FlowSection';
import { QUEUE_DASHBOARD } from './messages';
import { ProcedureWaits, Section, ServiceSummary } from './WaitSections';

const T = QUEUE_DASHBOARD;

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Updating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

const DataDate = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The panel of a known, active municipality: filters, waits and the queue's flow. */
function Dashboard({ client }: { client: string }) {
  const [params, setParams] = useSearchParams();
  const filter = readDashboardFilter(params);
  const isMobile = useIsMobile();
  const services = useDashboardServices(client);
  const estimates = useWaitEstimates(client, filter);
  const flow = useQueueFlow(client, filter);
  const change = (next: Partial<DashboardFilter>) => setParams(writeDashboardFilter(params, next));
  const clear = () => setParams(clearDashboardFilter(params));
  const serviceName = (value: string) =>
    services.data?.find((service) => service.value === value)?.name ?? value;
  const dataDate = estimates.data?.data_date ?? flow.data?.data_date;
  // The previous filter's figures stay on screen while the new ones load: said, and each part is
  // described by the filter of the figures it shows.
  const updating = [estimates.data, flow.data].some(
    (data) => data && !sameDashboardFilter(data.filter, filter),
  );

  let waits;
  if (estimates.error)
    waits = (
      <Section aria-labelledby="painel-procedimentos">
        <h2 id="painel-procedimentos">{T.procedures.heading}</h2>
        <ErrorState
          message={failedRead(T.procedures.error, estimates.error)}
          onRetry={() => void estimates.mutate()}
        />
      </Section>
    );
  else if (!estimates.data) waits = <PageLoader label="Carregando os tempos de espera..." />;
  else if (!estimates.data.rows.length)
    waits = (
      <EmptyState
        title={T.empty}
        description={hasDashboardFilter(estimates.data.filter) ? T.emptyHint : undefined}
        action={
          hasDashboardFilter(filter) ? (
            <Button variant="secondary" onClick={clear}>
              {T.filters.clear}
            </Button>
          ) : undefined
        }
      />
    );
  else
    waits = (
      <div aria-busy={estimates.isValidating || undefined}>
        <ServiceSummary estimates={estimates.data} serviceName={serviceName} />
        <ProcedureWaits
          estimates={estimates.data}
          serviceName={serviceName}
          chosenService={estimates.data.filter.service}
          showChart={!isMobile}
        />
      </div>
    );

  let months;
  if (flow.error)
    months = (
      <ErrorState
        message={failedRead(T.flow.error, flow.error)}
        onRetry={() => void flow.mutate()}
      />
    );
  else if (!flow.data) months = <PageLoader label="Carregando entradas e atendimentos..." />;
  else months = <FlowMonths flow={flow.data} showChart={!isMobile} />;

  return (
    <>
      {dataDate && <DataDate>{T.dataDate(formatApiDateOrRaw(dataDate))}</DataDate>}
      <DashboardFilters client={client} filter={filter} onChange={change} onClear={clear} />
      {updating && (
        <Updating role="status">
          <InlineSpinner />
          Atualizando o painel...
        </Updating>
      )}
      {waits}
      <Section aria-labelledby="painel-fluxo" aria-busy={flow.isValidating || undefined}>
        <h2 id="painel-fluxo">{T.flow.heading}</h2>
        {months}
      </Section>
    </>
  );
}

/**
 * Painel da fila (/painel-da-fila, beyond the original spec): for the queue layout's municipality,
 * how many wait per service and procedure, how long those served in the last 12 months waited
 * (median and 9 in 10, with their cases), and the entries and services of each month. Filtered by
 * service and requesting unit, kept in the address.
 */
export function QueueDashboardPage() {
  usePageTitle(T.title);
  const { client, unknown } = useShownCity();

  return (
    <section aria-labelledby="titulo-painel">
      <Intro>
        <h1 id="titulo-painel">{T.title}</h1>
        <p>{T.intro}</p>
        <div className="meta">
          {client && !unknown && <span>Município: {client.cli_nome}</span>}
          <Link to="/como-calculamos">{T.method}</Link>
          <Link to="/dados-abertos">{T.openData}</Link>
        </div>
      </Intro>
      <CityGate path="/painel-da-fila" texts={T}>
        {(city) => <Dashboard client={city.cli_codigo} />}
      </CityGate>
    </section>
  );
}

export default QueueDashboardPage;
