import { lazy, Suspense } from 'react';
import { Spinner } from '../primitives/Spinner';
import type { ConnectionChartProps } from './ConnectionChart';
import type { MonthLineChartProps } from './MonthLineChart';

// victory is large: the charts are only reachable through these lazy wrappers, so no app's first
// chunk carries it.
const MonthLineChart = lazy(() => import('./MonthLineChart'));
const ConnectionChart = lazy(() => import('./ConnectionChart'));

const fallback = <Spinner label="Carregando o gráfico..." />;

export function LazyMonthLineChart(props: MonthLineChartProps) {
  return (
    <Suspense fallback={fallback}>
      <MonthLineChart {...props} />
    </Suspense>
  );
}

export function LazyConnectionChart(props: ConnectionChartProps) {
  return (
    <Suspense fallback={fallback}>
      <ConnectionChart {...props} />
    </Suspense>
  );
}

export type { ChartSeries, MonthLineChartProps } from './MonthLineChart';
export type { ConnectionChartProps } from './ConnectionChart';
