import styled from 'styled-components';
import { LazyFlowChart } from '../../charts/LazyCharts';
import type { QueueFlow } from './api';
import { formatApiDateOrRaw } from '../../domain/dates';
import { countText } from '@portal/contracts/smallGroups';
import { formatCount, monthName, monthShort } from './figures';
import { QUEUE_DASHBOARD } from './messages';

const T = QUEUE_DASHBOARD.flow;

const Months = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  }
  li:last-child {
    border-bottom: 0;
  }
  .month {
    display: inline-block;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .month::first-letter {
    text-transform: uppercase;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `0 ${theme.space(3)}`};
  }
`;

/**
 * Entries and services of the last 12 months: a chart on a wide screen (with its screen readers'
 * table), a list of months on a phone, the most recent month first. A count from 1 to 4 comes as
 * null and is written '< 5', with a note saying why.
 */
export function FlowMonths({ flow, showChart }: { flow: QueueFlow; showChart: boolean }) {
  // null is 1 to 4: something happened that month.
  const some = (count: number | null) => count === null || count > 0;
  if (!flow.months.some((month) => some(month.entries) || some(month.served)))
    return <p>{T.none}</p>;
  const small = flow.months.some((month) => month.entries === null || month.served === null) && (
    <p className="note">
      {T.smallGroups}
      {showChart && ` ${T.smallGroupsChart}`}
    </p>
  );
  const last = flow.months.at(-1)!;
  // The month of the date of the data is counted only up to that day: said, so it is not read as a
  // drop (or a jump) of the whole month.
  const partial = flow.data_date.startsWith(last.month) && (
    <p className="note">
      {T.partialMonth(monthName(last.month), formatApiDateOrRaw(flow.data_date))}
    </p>
  );
  if (showChart)
    return (
      <>
        <LazyFlowChart
          title={T.listLabel}
          months={flow.months.map((month) => ({
            short: monthShort(month.month),
            name: monthName(month.month),
            entries: month.entries,
            served: month.served,
          }))}
          entriesLabel={T.entries}
          servedLabel={T.served}
          monthLabel={T.month}
          axisLabel={T.axis}
        />
        {partial}
        {small}
      </>
    );
  return (
    <>
      <Months aria-label={T.listLabel}>
        {[...flow.months].reverse().map((month) => (
          <li key={month.month}>
            <span className="month">{monthName(month.month)}</span>
            <span className="figures">
              <span>
                {T.entries}: <strong>{countText(month.entries, formatCount)}</strong>
              </span>
              <span>
                {T.served}: <strong>{countText(month.served, formatCount)}</strong>
              </span>
            </span>
          </li>
        ))}
      </Months>
      {partial}
      {small}
    </>
  );
}
