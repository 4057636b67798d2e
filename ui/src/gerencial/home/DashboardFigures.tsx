import styled from 'styled-components';
import { LazyMonthLineChart } from '../../charts/LazyCharts';
import type { Dashboard } from './api';
import { currentMonthLabel, monthCharts } from './dashboardView';
import { HOME } from './messages';
import { SummaryCards } from './SummaryCards';
import { UnitsTable } from './UnitsTable';

const H = HOME;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(30rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The figures of a client with queue rows: the four cards, the two daily charts (victory, loaded
 * lazily) on a month selector each, and 'Detalhamento por Unidades'.
 */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const charts = monthCharts(dashboard.months);
  const month = currentMonthLabel(charts.labels);
  return (
    <Sections>
      <div>
        <h2 className="visually-hidden">{H.cardsLabel}</h2>
        <SummaryCards cards={dashboard.cards} />
      </div>
      <Charts>
        <LazyMonthLineChart
          title={H.dailyChart}
          data={charts.daily}
          months={charts.labels}
          defaultMonth={month}
        />
        <LazyMonthLineChart
          title={H.detailChart}
          data={charts.detail}
          months={charts.labels}
          defaultMonth={month}
        />
      </Charts>
      <section aria-labelledby="home-unidades">
        <h2 id="home-unidades">{H.units}</h2>
        <UnitsTable units={dashboard.units} />
      </section>
    </Sections>
  );
}
