import { lazy, Suspense } from 'react';
import { Spinner } from '../primitives/Spinner';
import type { ConnectionChartProps } from './ConnectionChart';
import type { FlowChartProps } from './FlowChart';
import type { MonthLineChartProps } from './MonthLineChart';
import type { WaitChartProps } from './WaitChart';

// victory is large: the charts are only reachable through these lazy wrappers, so no app's first
// chunk carries it.
const MonthLineChart = lazy(() => import('./MonthLineChart'));
const ConnectionChart = lazy(() => import('./ConnectionChart'));
const FlowChart = lazy(() => import('./FlowChart'));
const WaitChart = lazy(() => import('./WaitChart'));

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

export function LazyFlowChart(props: FlowChartProps) {
  return (
    <Suspense fallback={fallback}>
      <FlowChart {...props} />
    </Suspense>
  );
}

export function LazyWaitChart(props: WaitChartProps) {
  return (
    <Suspense fallback={fallback}>
      <WaitChart {...props} />
    </Suspense>
  );
}

export type { ChartSeries, MonthLineChartProps } from './MonthLineChart';
export type { ConnectionChartProps } from './ConnectionChart';
export type { FlowChartMonth, FlowChartProps } from './FlowChart';
export type { WaitChartProps, WaitChartRow } from './WaitChart';
