import styled from 'styled-components';
import { countText } from '@portal/contracts/smallGroups';
import { LazyWaitChart } from '../../charts/LazyCharts';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { PriorityDetails, PriorityEstimates } from '../wait-estimates/PriorityEstimates';
import type { WaitEstimate, WaitEstimates } from './api';
import { formatCount, formatDays } from './figures';
import { QUEUE_DASHBOARD } from './messages';

const T = QUEUE_DASHBOARD;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  .note {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  dl {
    margin: 0;
  }
  h4 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  }
  dt {
    flex: 1 1 10rem;
    min-width: 0;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Compact = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  .cases {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A wait in days, or why there is none. */
const waitText = (days: number | null, minCases: number, short = false) =>
  days === null ? (short ? T.unavailableShort : T.unavailable(minCases)) : formatDays(days);

/** The service totals (procedure null): waiting now, the median and 9 in 10, and their cases. */
export function ServiceSummary({
  estimates,
  serviceName,
}: {
  estimates: WaitEstimates;
  serviceName: (value: string) => string;
}) {
  const services = estimates.rows.filter((row) => row.procedure === null);
  if (!services.length) return null;
  return (
    <Section aria-labelledby="painel-servicos">
      <h2 id="painel-servicos">{T.services.heading}</h2>
      <Cards>
        {services.map((row, index) => (
          <Card key={row.service}>
            <h3>{serviceName(row.service)}</h3>
            <dl>
              <div>
                <dt>{T.services.waiting}</dt>
                <dd>{countText(row.waiting, formatCount)}</dd>
              </div>
              {row.unavailable ? null : (
                <>
                  <div>
                    <dt>{T.services.median}</dt>
                    <dd>{formatDays(row.median_days!)}</dd>
                  </div>
                  <div>
                    <dt>{T.services.p90}</dt>
                    <dd>{formatDays(row.p90_days!)}</dd>
                  </div>
                </>
              )}
            </dl>
            <p>
              {row.unavailable
                ? T.unavailable(estimates.min_cases)
                : T.services.cases(countText(row.cases, formatCount))}
            </p>
            {row.by_priority.length > 0 && (
              <>
                <h4 id={`painel-prioridade-${index}`}>{T.services.byPriority}</h4>
                <PriorityEstimates
                  estimate={row}
                  minCases={estimates.min_cases}
                  labelledBy={`painel-prioridade-${index}`}
                />
              </>
            )}
          </Card>
        ))}
      </Cards>
    </Section>
  );
}

/**
 * Each procedure: waiting now, the median and 9 in 10, and the cases they come from. A chart of the
 * waits above the table on a wide screen (of the services with no service chosen, of the chosen
 * service's procedures otherwise); a short list on a phone.
 */
export function ProcedureWaits({
  estimates,
  serviceName,
  chosenService,
  showChart,
}: {
  estimates: WaitEstimates;
  serviceName: (value: string) => string;
  chosenService: string | null;
  showChart: boolean;
}) {
  const procedures = estimates.rows.filter((row) => row.procedure !== null);
  const charted = estimates.rows.filter(
    (row) => (chosenService ? row.procedure !== null : row.procedure === null) && !row.unavailable,
  );
  const leftOut = estimates.rows.some(
    (row) => (chosenService ? row.procedure !== null : row.procedure === null) && row.unavailable,
  );
  const minCases = estimates.min_cases;
  const key = (row: WaitEstimate) => `${row.service}\u0000${row.procedure}`;
  const columns: Column<WaitEstimate>[] = [
    {
      key: 'procedimento',
      header: T.procedures.procedure,
      render: (row) => row.procedure,
      // The card's title already names it.
      hideOnCard: true,
    },
    {
      key: 'servico',
      header: T.procedures.service,
      render: (row) => serviceName(row.service),
    },
    {
      key: 'aguardando',
      header: T.procedures.waiting,
      render: (row) => countText(row.waiting, formatCount),
    },
    {
      key: 'mediana',
      header: T.procedures.median,
      render: (row) => waitText(row.median_days, minCases),
    },
    {
      key: 'p90',
      header: T.procedures.p90,
      render: (row) => waitText(row.p90_days, minCases, true),
    },
    {
      key: 'casos',
      header: T.procedures.cases,
      render: (row) => countText(row.cases, formatCount),
    },
    {
      key: 'prioridade',
      header: T.procedures.byPriority,
      render: (row) => (
        <PriorityDetails
          estimate={row}
          minCases={minCases}
          summary={T.procedures.byPrioritySummary}
        />
      ),
    },
  ];
  return (
    <Section aria-labelledby="painel-procedimentos">
      <h2 id="painel-procedimentos">{T.procedures.heading}</h2>
      {showChart && charted.length > 0 && (
        <>
          <LazyWaitChart
            title={T.procedures.chartTitle(
              chosenService
                ? T.procedures.chartByProcedure(serviceName(chosenService))
                : T.procedures.chartByService,
            )}
            rows={charted.map((row) => ({
              label: row.procedure ?? serviceName(row.service),
              median: row.median_days!,
              p90: row.p90_days!,
            }))}
            medianLabel={T.procedures.median}
            p90Label={T.procedures.p90}
            axisLabel={T.procedures.chartAxis}
          />
          {leftOut && <p className="note">{T.procedures.chartLeftOut}</p>}
        </>
      )}
      {showChart ? (
        <ResponsiveTable
          caption={T.procedures.caption}
          columns={columns}
          rows={procedures}
          rowKey={key}
          cardTitle={(row) => row.procedure}
        />
      ) : (
        // A phone: one short item per procedure, its figures in sentences.
        <Compact aria-label={T.procedures.caption}>
          {procedures.map((row) => (
            <li key={key(row)}>
              <h3>{row.procedure}</h3>
              <p>
                {T.procedures.waitingLine(
                  serviceName(row.service),
                  countText(row.waiting, formatCount),
                )}
              </p>
              {row.unavailable ? (
                <p>{T.unavailable(minCases)}</p>
              ) : (
                <>
                  <p>
                    {T.procedures.waitLine(formatDays(row.median_days!), formatDays(row.p90_days!))}
                  </p>
                  <p className="cases">{T.services.cases(countText(row.cases, formatCount))}</p>
                </>
              )}
              <PriorityDetails estimate={row} minCases={minCases} />
            </li>
          ))}
        </Compact>
      )}
    </Section>
  );
}
