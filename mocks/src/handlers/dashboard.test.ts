/** The home's figures counted by hand over a few rows (the route is in dashboardRoute.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  comparedWeeks,
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

  it('compares the same week with a date of the data of today as with none', () => {
    const withDataDate = computeDashboard(ROWS, {
      today: '2026-03-10',
      dataDate: '2026-03-10',
      updatedAt: '',
      municipalityOf: () => 'Mesquita',
    });
    expect(withDataDate.cards).toEqual(dashboard.cards);
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

/**
 * 'Aumento na semana' on data like the sandbox's seed: rows requested every day up to the date of
 * the data (the last import), looked at 8 days later, when the calendar's last 7 days hold no
 * request at all; then after an import of 50 rows requested that day.
 */
describe("the week's change on a queue last refreshed days ago", () => {
  const DATA_DATE = '2026-11-20';
  const TODAY = '2026-11-28';
  const isoDay = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;
  // 3 requests a day from 01/11 to the 19th (the seed's newest is the day before its date): one
  // waiting, one scheduled and, on even days, one done (else another waiting).
  const SEED_LIKE: DashboardRow[] = [];
  for (let d = 1; d <= 19; d++) {
    SEED_LIKE.push(row('SOLICITADO', isoDay(d), 'UBS A'));
    SEED_LIKE.push(row('AGENDADO', isoDay(d), 'UBS A', '2026-12-10'));
    SEED_LIKE.push(row(d % 2 === 0 ? 'EFETIVADO' : 'SOLICITADO', isoDay(d), 'UBS B'));
  }
  const cardsOf = (rows: readonly DashboardRow[], dataDate: string) =>
    Object.fromEntries(
      computeDashboard(rows, {
        today: TODAY,
        dataDate,
        updatedAt: '',
        municipalityOf: () => 'Mesquita',
      }).cards.map((c) => [c.key, c.weekChangePercent]),
    );

  it('ends the compared week on the date of the data, never after today', () => {
    expect(comparedWeeks(TODAY, DATA_DATE)).toEqual({
      weekStart: '2026-11-14',
      weekEnd: '2026-11-20',
      previousStart: '2026-11-07',
    });
    expect(comparedWeeks(TODAY)).toEqual({
      weekStart: '2026-11-22',
      weekEnd: '2026-11-28',
      previousStart: '2026-11-15',
    });
    // A clock behind the data (a date of the data in the future): today's week.
    expect(comparedWeeks('2026-03-31', DATA_DATE).weekEnd).toBe('2026-03-31');
  });

  it('on the seed-like queue: the 6 days with requests of 14..20/11 against 7..13/11', () => {
    // This week, 14..19 (the 20th has none): 18 rows; waiting 6 + the odd days' second (15, 17,
    // 19) = 9, scheduled 6, done 3 (14, 16, 18). The week before, 7..13: 21 rows; waiting 7 + 4
    // (7, 9, 11, 13) = 11, scheduled 7, done 3 (8, 10, 12).
    expect(cardsOf(SEED_LIKE, DATA_DATE)).toEqual({
      total: weekChangePercent(18, 21), // -14.3
      waiting: weekChangePercent(9, 11), // -18.2
      authorized: weekChangePercent(6, 7), // -14.3
      done: 0,
    });
    expect(cardsOf(SEED_LIKE, DATA_DATE).total).toBe(-14.3);
  });

  it('after 50 rows requested today came in (the import moves the date of the data)', () => {
    const imported = Array.from({ length: 50 }, (_, i) =>
      row(i % 5 === 0 ? 'AGENDADO' : 'SOLICITADO', TODAY, 'UBS C'),
    );
    // This week 22..28/11: the 50 (40 waiting, 10 scheduled). The week before 15..21/11: the
    // seed-like rows of 15..19 (15 rows: waiting 5 + 3 odd = 8, scheduled 5, done 2).
    expect(cardsOf([...SEED_LIKE, ...imported], TODAY)).toEqual({
      total: weekChangePercent(50, 15), // 233.3
      waiting: weekChangePercent(40, 8), // 400
      authorized: weekChangePercent(10, 5), // 100
      done: -100,
    });
    expect(cardsOf([...SEED_LIKE, ...imported], TODAY).total).toBe(233.3);
  });

  it('answers null (no comparison) when the week before has no request', () => {
    const onlyToday = [row('SOLICITADO', TODAY, 'UBS C')];
    expect(cardsOf(onlyToday, TODAY)).toEqual({
      total: null,
      waiting: null,
      authorized: null,
      done: null,
    });
  });
});
