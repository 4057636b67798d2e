import { describe, expect, it } from 'vitest';
import {
  caseFigures,
  comparePriorities,
  flowMonths,
  MIN_CASES,
  nearestRank,
  priorityLabel,
  queueFlow,
  servedOn,
  waitDays,
  waitFigures,
  waitWindow,
  type WaitRow,
} from './waitEstimates';

const DAY = 86_400_000;
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A request served `wait` days after it was made, served on `servedOn`. */
const served = (wait: number, on = '2026-10-01', status = 'EFETIVADO'): WaitRow => ({
  fir_status: status,
  fir_data_solicitacao: plus(on, -wait),
  fir_data_agendamento: on,
  fir_data_execucao: status === 'EFETIVADO' ? on : null,
});
const waiting = (since = '2026-01-01'): WaitRow => ({
  fir_status: 'SOLICITADO',
  fir_data_solicitacao: since,
  fir_data_agendamento: null,
  fir_data_execucao: null,
});

const DATA_DATE = '2026-11-20';
const WINDOW = waitWindow(DATA_DATE);

describe('nearestRank', () => {
  it.each([
    // values, p, expected (the ceil(p·n)-th smallest)
    [[5], 0.5, 5],
    [[1, 2, 3, 4], 0.5, 2], // even count: the 2nd of 4
    [[1, 2, 3, 4, 5], 0.5, 3], // odd count: the 3rd of 5
    [[7, 7, 7, 1], 0.5, 7], // ties
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9, 90],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 0.9, 100], // ceil(9.9) = 10th
    [[3, 1, 2], 1, 3],
  ])('%j at %s → %s', (values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });

  it('makes "half within the median" and "9 in 10 within the p90" true of the data', () => {
    for (let n = 1; n <= 60; n++) {
      const values = Array.from({ length: n }, (_, i) => (i * 37) % 101);
      const median = nearestRank(values, 0.5);
      const p90 = nearestRank(values, 0.9);
      expect(values.filter((v) => v <= median).length).toBeGreaterThanOrEqual(n / 2);
      expect(values.filter((v) => v <= p90).length).toBeGreaterThanOrEqual(0.9 * n);
    }
  });
});

describe('waitWindow', () => {
  it('is the 12 months up to the date of the data, the start the day after a year before', () => {
    expect(waitWindow('2026-11-20')).toEqual({ start: '2025-11-21', end: '2026-11-20' });
    expect(waitWindow('2026-01-01')).toEqual({ start: '2025-01-02', end: '2026-01-01' });
    // 29 February a year later falls back to the 28th, so the window starts on 1 March.
    expect(waitWindow('2025-02-28')).toEqual({ start: '2024-02-29', end: '2025-02-28' });
    expect(waitWindow('2028-02-29')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
  });
});

describe('waitDays and servedOn', () => {
  it.each([
    ['served on the last day of the window', served(30, WINDOW.end), 30],
    ['served on the first day of the window', served(30, WINDOW.start), 30],
    ['served the day before the window', served(30, plus(WINDOW.start, -1)), null],
    [
      'an appointment after the date of the data (not happened yet)',
      served(30, plus(DATA_DATE, 1), 'AGENDADO'),
      null,
    ],
    ['still waiting', waiting(), null],
    ['returned (DEVOLVIDO) with dates', { ...served(10), fir_status: 'DEVOLVIDO' }, null],
    ['served the day it was requested', served(0), 0],
  ])('%s → %s', (_name, row, days) => {
    expect(waitDays(row, WINDOW)).toBe(days);
  });

  it('is served by its appointment, else its execution', () => {
    expect(
      servedOn({
        ...served(5),
        fir_data_agendamento: '2026-03-01',
        fir_data_execucao: '2026-03-09',
      }),
    ).toBe('2026-03-01');
    expect(
      servedOn({ ...served(5), fir_data_agendamento: null, fir_data_execucao: '2026-03-09' }),
    ).toBe('2026-03-09');
    expect(servedOn(waiting())).toBeNull();
  });
});

describe('waitFigures', () => {
  it(`gives no figures under ${MIN_CASES} served requests, and says why`, () => {
    const rows = [
      ...Array.from({ length: MIN_CASES - 1 }, (_, i) => served(i + 1)),
      waiting(),
      waiting(),
    ];
    expect(waitFigures(rows, WINDOW)).toEqual({
      waiting: null, // 2 waiting: a group under 5
      cases: MIN_CASES - 1,
      median_days: null,
      p90_days: null,
      unavailable: 'FEW_CASES',
      by_priority: [
        {
          priority: null,
          cases: MIN_CASES - 1,
          median_days: null,
          p90_days: null,
          unavailable: 'FEW_CASES',
        },
      ],
    });
  });

  it('counts the open requests as waiting, never in the figures', () => {
    const rows = [
      ...Array.from({ length: 20 }, (_, i) => served(i + 1)),
      ...Array.from({ length: 7 }, () => waiting('2020-01-01')),
    ];
    // 1..20 days: the 10th and the 18th.
    expect(waitFigures(rows, WINDOW)).toMatchObject({
      waiting: 7,
      cases: 20,
      median_days: 10,
      p90_days: 18,
      unavailable: null,
    });
  });

  it('with ties and an odd count', () => {
    const waits = [...Array(11).fill(40), ...Array(10).fill(90)]; // 21 cases
    const figures = waitFigures(
      waits.map((w) => served(w)),
      WINDOW,
    );
    expect(figures).toMatchObject({ cases: 21, median_days: 40, p90_days: 90 }); // 11th, 19th
  });

  it('leaves out what was served outside the window, at both edges', () => {
    const inside = Array.from({ length: 20 }, () => served(100, WINDOW.start));
    const before = Array.from({ length: 5 }, () => served(900, plus(WINDOW.start, -1)));
    const future = Array.from({ length: 5 }, () => served(1, plus(WINDOW.end, 1), 'AGENDADO'));
    expect(waitFigures([...inside, ...before, ...future], WINDOW)).toMatchObject({
      cases: 20,
      median_days: 100,
      p90_days: 100,
    });
  });
});

describe('no group under 5 in the counts', () => {
  it.each([
    [0, 0],
    [1, null],
    [4, null],
    [5, 5],
  ])('%s waiting and as many served are published as %s', (n, published) => {
    const rows = [
      ...Array.from({ length: n }, () => waiting()),
      ...Array.from({ length: n }, (_, i) => served(i + 1)),
    ];
    expect(waitFigures(rows, WINDOW)).toMatchObject({ waiting: published, cases: published });
  });
});

/** `n` served requests of class `priority`, waiting 1..n days (plus `extra`). */
const ofClass = (priority: string | null, n: number, extra = 0): WaitRow[] =>
  Array.from({ length: n }, (_, i) => ({ ...served(i + 1 + extra), fir_prioridade: priority }));

describe('figures by priority class', () => {
  it(`gives a class its figures from ${MIN_CASES} cases on, and says why not under`, () => {
    const rows = [...ofClass('P2', MIN_CASES - 1, 100), ...ofClass('P3', MIN_CASES)];
    const { by_priority, cases, median_days } = waitFigures(rows, WINDOW);
    expect(cases).toBe(2 * MIN_CASES - 1);
    expect(median_days).not.toBeNull();
    expect(by_priority).toEqual([
      {
        priority: 'P2',
        cases: 19,
        median_days: null,
        p90_days: null,
        unavailable: 'FEW_CASES',
      },
      // 1..20 days: the 10th and the 18th.
      { priority: 'P3', cases: 20, median_days: 10, p90_days: 18, unavailable: null },
    ]);
  });

  it('publishes a class of 3 cases with a null count; a class with none served says 0', () => {
    const rows = [
      ...ofClass('P1', 3),
      ...ofClass('P4', 25),
      { ...waiting(), fir_prioridade: 'P2' },
    ];
    expect(waitFigures(rows, WINDOW).by_priority).toEqual([
      { priority: 'P1', cases: null, median_days: null, p90_days: null, unavailable: 'FEW_CASES' },
      { priority: 'P2', cases: 0, median_days: null, p90_days: null, unavailable: 'FEW_CASES' },
      { priority: 'P4', cases: 25, median_days: 13, p90_days: 23, unavailable: null },
    ]);
  });

  it('orders P1 to P4, then other codes, then rows without a class; blank is no class', () => {
    const rows = [
      ...ofClass(null, 1),
      ...ofClass('  ', 1),
      ...ofClass('X9', 1),
      ...ofClass(' P4 ', 1),
      ...ofClass('P1', 1),
      ...ofClass('A1', 1),
    ];
    expect(waitFigures(rows, WINDOW).by_priority.map((c) => c.priority)).toEqual([
      'P1',
      'P4',
      'A1',
      'X9',
      null,
    ]);
    expect(['P3', null, 'P1', 'Z'].sort(comparePriorities)).toEqual(['P1', 'P3', 'Z', null]);
  });

  it('names each class in plain words', () => {
    expect(['P1', 'P2', 'P3', 'P4', null, 'X9'].map(priorityLabel)).toEqual([
      'Emergência',
      'Urgência',
      'Prioritário',
      'Eletivo',
      'Sem classificação',
      'Prioridade X9',
    ]);
  });

  it('the figures of a class are those of its waits alone', () => {
    expect(caseFigures([])).toEqual({
      cases: 0,
      median_days: null,
      p90_days: null,
      unavailable: 'FEW_CASES',
    });
    const waits = Array.from({ length: 30 }, (_, i) => 30 - i);
    expect(caseFigures(waits)).toEqual({
      cases: 30,
      median_days: 15,
      p90_days: 27,
      unavailable: null,
    });
  });
});

describe('queueFlow', () => {
  it('counts entries and services per month over the 12 months up to the data', () => {
    expect(flowMonths('2026-11-20')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const rows: WaitRow[] = [
      { ...waiting('2026-11-02'), fir_data_entrada_fila: '2026-11-03' },
      { ...waiting('2025-11-30') }, // before the first month
      served(40, '2026-11-10'), // entered 2026-10-01, served 2026-11-10
      served(3, '2026-11-19', 'AGENDADO'), // requested 2026-11-16, served 2026-11-19
      served(3, '2026-12-01', 'AGENDADO'), // requested after the date of the data: not counted
    ];
    const flow = queueFlow(rows, '2026-11-20');
    expect(flow.find((m) => m.month === '2026-11')).toEqual({
      month: '2026-11',
      entries: 2,
      served: 2,
    });
    expect(flow.find((m) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      entries: 1,
      served: 0,
    });
    expect(flow.reduce((n, m) => n + m.entries, 0)).toBe(3);
    expect(flow.reduce((n, m) => n + m.served, 0)).toBe(2);
  });
});
