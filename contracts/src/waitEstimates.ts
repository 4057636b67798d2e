/**
 * How long people wait, computed from queue rows as the contract defines it
 * (`queue_wait_estimates` in contracts/graphql/schema.graphql): a request's wait runs from its
 * request date to its service (the appointment, else the execution), counted for the requests
 * served in the 12 months up to the date of the data; the median and the 90th percentile are
 * nearest-rank over whole days; fewer than 20 cases give no figures. The same figures are given for
 * each priority class of regulation (`fir_prioridade`), each class on its own cases. Every count it
 * gives is published by the small-group rule (contracts/src/smallGroups.ts: null for 1 to 4). The
 * mock backend computes its answers with it; a real backend must give the same figures for the same
 * rows.
 */
import { publicCount } from './smallGroups';

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
  /** The priority class of regulation (P1, the most urgent, to P4); null or blank when not given. */
  fir_prioridade?: string | null;
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

/**
 * The priority classes of regulation as the queue's rows carry them (`fir_prioridade`), the most
 * urgent first: the regulator orders each queue by class, then by the date of entry. Their names
 * follow the risk classification regulation uses (the red, yellow, green and blue of SISREG).
 */
export const PRIORITY_CLASSES = [
  {
    code: 'P1',
    label: 'Emergência',
    meaning: 'risco à vida ou de dano grave: precisa de atendimento imediato.',
  },
  {
    code: 'P2',
    label: 'Urgência',
    meaning: 'precisa de atendimento em pouco tempo, mas não de imediato.',
  },
  {
    code: 'P3',
    label: 'Prioritário',
    meaning: 'não é urgente, mas passa à frente dos casos eletivos.',
  },
  {
    code: 'P4',
    label: 'Eletivo',
    meaning: 'atendimento programado, que pode aguardar a sua vez pela data de entrada.',
  },
] as const;

/** The name of requests that came without a class. */
export const NO_PRIORITY_LABEL = 'Sem classificação';

/** A row's class as the figures group it: the code trimmed, null when absent or blank. */
export const priorityOf = (row: Pick<WaitRow, 'fir_prioridade'>): string | null =>
  row.fir_prioridade?.trim() || null;

/** A class in plain words: 'Urgência' for P2, the code itself for one regulation does not name. */
export function priorityLabel(priority: string | null): string {
  if (priority === null) return NO_PRIORITY_LABEL;
  return PRIORITY_CLASSES.find((c) => c.code === priority)?.label ?? `Prioridade ${priority}`;
}

/** The order of classes: P1 to P4, then other codes by name, then requests without a class. */
export function comparePriorities(a: string | null, b: string | null): number {
  const rank = (p: string | null) => {
    if (p === null) return PRIORITY_CLASSES.length + 1;
    const known = PRIORITY_CLASSES.findIndex((c) => c.code === p);
    return known === -1 ? PRIORITY_CLASSES.length : known;
  };
  return rank(a) - rank(b) || (a ?? '').localeCompare(b ?? '', 'pt-BR');
}

/** Why a set of rows has no figures: fewer than MIN_CASES served requests. */
export type Unavailable = 'FEW_CASES';

/** The figures of a set of waits: the published count of cases, and the median and 9 in 10. */
export interface CaseFigures {
  /** Requests served in the window; null for 1 to 4 (no group under 5). */
  cases: number | null;
  median_days: number | null;
  p90_days: number | null;
  unavailable: Unavailable | null;
}

/** The figures of one priority class. */
export interface PriorityFigures extends CaseFigures {
  /** The class as the rows carry it (`fir_prioridade`), null for requests without one. */
  priority: string | null;
}

export interface WaitFigures extends CaseFigures {
  /** Requests waiting now (SOLICITADO); null for 1 to 4. */
  waiting: number | null;
  /** The same figures for each class found in the rows, in `comparePriorities` order. */
  by_priority: PriorityFigures[];
}

/** The median and 9 in 10 of whole-day waits, from MIN_CASES of them; else why not. */
export function caseFigures(waits: readonly number[]): CaseFigures {
  const cases = publicCount(waits.length);
  if (waits.length < MIN_CASES)
    return { cases, median_days: null, p90_days: null, unavailable: 'FEW_CASES' };
  return {
    cases,
    median_days: nearestRank(waits, 0.5),
    p90_days: nearestRank(waits, 0.9),
    unavailable: null,
  };
}

/**
 * The figures of a set of rows (one procedure, or a whole service) for a window, and of each
 * priority class among them (every class some row has, served or not, so a class without enough
 * cases is named with the reason).
 */
export function waitFigures(rows: Iterable<WaitRow>, window: Window): WaitFigures {
  let waiting = 0;
  const waits: number[] = [];
  const byPriority = new Map<string | null, number[]>();
  for (const row of rows) {
    if (row.fir_status === 'SOLICITADO') waiting += 1;
    const priority = priorityOf(row);
    let ofClass = byPriority.get(priority);
    if (!ofClass) byPriority.set(priority, (ofClass = []));
    const days = waitDays(row, window);
    if (days === null) continue;
    waits.push(days);
    ofClass.push(days);
  }
  return {
    waiting: publicCount(waiting),
    ...caseFigures(waits),
    by_priority: [...byPriority]
      .sort(([a], [b]) => comparePriorities(a, b))
      .map(([priority, ofClass]) => ({ priority, ...caseFigures(ofClass) })),
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
