/**
 * How long people wait, computed from queue rows as the contract defines it
 * (`queue_wait_estimates` in contracts/graphql/schema.graphql): a request's wait runs from its
 * request date to its service (the appointment, else the execution), counted for the requests
 * served in the 12 months up to the date of the data; the median and the 90th percentile are
 * nearest-rank over whole days; fewer than 20 cases give no figures. The mock backend computes its
 * answers with it; a real backend must give the same figures for the same rows.
 */

/** Fewer served requests than this give no estimate. */
export const MIN_CASES = 20;
/** The window: this many months up to the date of the data. */
export const WINDOW_MONTHS = 12;

/** The fields of a queue row the figures read (dates as YYYY-MM-DD, or null). */
export interface WaitRow {
  fir_status: string;
  fir_data_solicitacao: string;
  fir_data_entrada_fila?: string | null;
  fir_data_agendamento: string | null;
  fir_data_execucao: string | null;
}

export interface Window {
  /** First day in the window (YYYY-MM-DD). */
  start: string;
  /** Last day in the window: the date of the data. */
  end: string;
}

const DAY = 86_400_000;
const utc = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The window ending on `dataDate`: from the day after the same date 12 months earlier (the 29th of
 * February falls back to the 28th), to `dataDate`, both included.
 */
export function waitWindow(dataDate: string, months = WINDOW_MONTHS): Window {
  const [y, m, d] = dataDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  const same = Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), Math.min(d, last));
  return { start: iso(same + DAY), end: dataDate.slice(0, 10) };
}

/** When a request was served: its appointment, else its execution; null when neither. */
export function servedOn(row: WaitRow): string | null {
  if (row.fir_status === 'DEVOLVIDO') return null;
  return row.fir_data_agendamento || row.fir_data_execucao || null;
}

/** The wait of a request served inside `window`, in whole days; null otherwise. */
export function waitDays(row: WaitRow, window: Window): number | null {
  const served = servedOn(row);
  if (!served || served < window.start || served > window.end) return null;
  const days = Math.round((utc(served) - utc(row.fir_data_solicitacao)) / DAY);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/** The nearest-rank percentile (0 < p ≤ 1) of whole numbers: the ceil(p·n)-th smallest. */
export function nearestRank(values: readonly number[], p: number): number {
  if (!values.length) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1]!;
}

export interface WaitFigures {
  waiting: number;
  cases: number;
  median_days: number | null;
  p90_days: number | null;
  unavailable: 'FEW_CASES' | null;
}

/** The figures of a set of rows (one procedure, or a whole service) for a window. */
export function waitFigures(rows: Iterable<WaitRow>, window: Window): WaitFigures {
  let waiting = 0;
  const waits: number[] = [];
  for (const row of rows) {
    if (row.fir_status === 'SOLICITADO') waiting += 1;
    const days = waitDays(row, window);
    if (days !== null) waits.push(days);
  }
  if (waits.length < MIN_CASES)
    return {
      waiting,
      cases: waits.length,
      median_days: null,
      p90_days: null,
      unavailable: 'FEW_CASES',
    };
  return {
    waiting,
    cases: waits.length,
    median_days: nearestRank(waits, 0.5),
    p90_days: nearestRank(waits, 0.9),
    unavailable: null,
  };
}

/** The 12 months (YYYY-MM) ending with the month of `dataDate`, oldest first. */
export function flowMonths(dataDate: string, months = WINDOW_MONTHS): string[] {
  const [y, m] = dataDate.slice(0, 7).split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const at = new Date(Date.UTC(y, m - months + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Entries (queue entry, else request date) and services per month, over `flowMonths`. */
export function queueFlow(rows: Iterable<WaitRow>, dataDate: string) {
  const months = flowMonths(dataDate);
  const counts = new Map(months.map((month) => [month, { month, entries: 0, served: 0 }]));
  const end = dataDate.slice(0, 10);
  for (const row of rows) {
    const entered = (row.fir_data_entrada_fila || row.fir_data_solicitacao).slice(0, 7);
    const enteredOn = (row.fir_data_entrada_fila || row.fir_data_solicitacao).slice(0, 10);
    if (enteredOn <= end) {
      const month = counts.get(entered);
      if (month) month.entries += 1;
    }
    const served = servedOn(row);
    if (served && served <= end) {
      const month = counts.get(served.slice(0, 7));
      if (month) month.served += 1;
    }
  }
  return [...counts.values()];
}
