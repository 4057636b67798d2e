/** The home's figures counted by hand over a few rows (the route is in dashboardRoute.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  computeDashboard,
  lastTwelveMonths,
  NOT_INFORMED,
  weekChangePercent,
  type DashboardRow,
} from './dashboard';

const row = (
  status: string,
  requested: string,
  unit: string | null,
  scheduled: string | null = null,
  done: string | null = null,
): DashboardRow => ({
  fir_status: status,
  fir_data_solicitacao: requested,
  fir_data_agendamento: scheduled,
  fir_data_execucao: done,
  fir_nome_unidade_saude_solicitante: unit,
});

// Today 2026-03-10: this week is 03-04..03-10, the week before 02-25..03-03.
const ROWS = [
  row('SOLICITADO', '2026-03-10', 'UBS A'),
  row('SOLICITADO', '2026-03-04', 'UBS A'),
  row('AGENDADO', '2026-03-03', 'UBS B', '2026-03-20'),
  row('EFETIVADO', '2026-02-26', null, '2026-03-01', '2026-03-02'),
  row('DEVOLVIDO', '2025-03-31', 'UBS B'),
  row('SOLICITADO', '2026-02-24', '  '),
  row('EFETIVADO', '2026-03-05', 'UBS A', '2026-03-08', '2026-03-09'),
];

describe('the client home figures (hand counts)', () => {
  const dashboard = computeDashboard(ROWS, {
    today: '2026-03-10',
    updatedAt: '2026-03-10T08:00:00-03:00',
    municipalityOf: () => 'Mesquita',
  });

  it('counts the four cards and their week change', () => {
    expect(dashboard.total).toBe(7);
    expect(dashboard.cards).toEqual([
      { key: 'total', label: 'Total de solicitações', value: 7, weekChangePercent: 50 },
      { key: 'waiting', label: 'Aguardando', value: 3, weekChangePercent: null },
      { key: 'authorized', label: 'Autorizadas', value: 1, weekChangePercent: -100 },
      { key: 'done', label: 'Realizadas', value: 2, weekChangePercent: 0 },
    ]);
  });

  it('rounds the change to one decimal', () => {
    expect(weekChangePercent(2, 3)).toBe(-33.3);
    expect(weekChangePercent(1, 3)).toBe(-66.7);
    expect(weekChangePercent(5, 4)).toBe(25);
    expect(weekChangePercent(3, 0)).toBeNull();
    expect(Object.is(weekChangePercent(0, 5), -100)).toBe(true);
    expect(Object.is(weekChangePercent(4, 4), 0)).toBe(true);
  });

  it('lists the last 12 months with every day, counting requests, schedules and executions', () => {
    const months = dashboard.months;
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual([
      '2025-4',
      '2025-5',
      '2025-6',
      '2025-7',
      '2025-8',
      '2025-9',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-1',
      '2026-2',
      '2026-3',
    ]);
    expect(months.map((m) => m.days.length)).toEqual([
      30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28, 31,
    ]);
    const march = months[11]!.days;
    const nonZero = (days: typeof march) =>
      days.filter((d) => d.requested || d.scheduled || d.done);
    expect(nonZero(march)).toEqual([
      { day: 1, requested: 0, scheduled: 1, done: 0 },
      { day: 2, requested: 0, scheduled: 0, done: 1 },
      { day: 3, requested: 1, scheduled: 0, done: 0 },
      { day: 4, requested: 1, scheduled: 0, done: 0 },
      { day: 5, requested: 1, scheduled: 0, done: 0 },
      { day: 8, requested: 0, scheduled: 1, done: 0 },
      { day: 9, requested: 0, scheduled: 0, done: 1 },
      { day: 10, requested: 1, scheduled: 0, done: 0 },
      { day: 20, requested: 0, scheduled: 1, done: 0 },
    ]);
    expect(nonZero(months[10]!.days)).toEqual([
      { day: 24, requested: 1, scheduled: 0, done: 0 },
      { day: 26, requested: 1, scheduled: 0, done: 0 },
    ]);
    // The row of 2025-03-31 is older than the 12 months.
    expect(months.slice(0, 10).every((m) => nonZero(m.days).length === 0)).toBe(true);
  });

  it('groups by requesting unit, blank under Não informado, by total then name', () => {
    expect(dashboard.units).toEqual([
      { unit: 'UBS A', municipality: 'Mesquita', total: 3, waiting: 2, authorized: 0, done: 1 },
      {
        unit: NOT_INFORMED,
        municipality: 'Mesquita',
        total: 2,
        waiting: 1,
        authorized: 0,
        done: 1,
      },
      { unit: 'UBS B', municipality: 'Mesquita', total: 2, waiting: 0, authorized: 1, done: 0 },
    ]);
  });

  it('crosses a year boundary', () => {
    expect(lastTwelveMonths('2026-01-15').map((m) => `${m.year}-${m.month}`)).toEqual([
      '2025-2',
      '2025-3',
      '2025-4',
      '2025-5',
      '2025-6',
      '2025-7',
      '2025-8',
      '2025-9',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-1',
    ]);
    expect(lastTwelveMonths('2028-02-01')[11]!.days).toHaveLength(29);
  });
});
