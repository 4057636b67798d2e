/**
 * The Portal Gerencial home's figures (GET /api/clients/dashboard). The spec's home shows
 * hard-coded numbers; the contract (`ClientDashboard`) defines them over the client's queue rows,
 * so an import visibly changes the home. The counting is a pure function of the rows and "today",
 * tested by hand counts; the route only gathers the rows of the session's client, and keeps the
 * figures until they could change.
 */
import type { Schemas } from '../core/contract';
import { check } from '../core/http';
import { intParam } from '../core/params';
import { ok, route } from '../core/route';
import { addDays, isoOf, nowMoment, parseLocal, toDay, today } from '../core/time';
import { db, meta, onChange, queueIndex, type Client, type QueueRow } from '../db';
import { configOf, ownClient } from './clients';

type Dashboard = Schemas['ClientDashboard'];
type Card = Schemas['DashboardCard'];
type Month = Schemas['DashboardMonth'];
type Unit = Schemas['DashboardUnit'];

/** The fields of a queue row the figures read. */
export type DashboardRow = Pick<
  QueueRow,
  | 'fir_status'
  | 'fir_data_solicitacao'
  | 'fir_data_agendamento'
  | 'fir_data_execucao'
  | 'fir_nome_unidade_saude_solicitante'
>;

export const NOT_INFORMED = 'Não informado';

const CARDS: ReadonlyArray<{ key: Card['key']; label: Card['label']; status: string | null }> = [
  { key: 'total', label: 'Total de solicitações', status: null },
  { key: 'waiting', label: 'Aguardando', status: 'SOLICITADO' },
  { key: 'authorized', label: 'Autorizadas', status: 'AGENDADO' },
  { key: 'done', label: 'Realizadas', status: 'EFETIVADO' },
];

/**
 * (current - previous) / previous * 100, one decimal; null when the week before had none (there is
 * no base to compare to: the home shows 'sem comparação').
 */
export function weekChangePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  return change === 0 ? 0 : change; // never -0
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The 12 calendar months ending with the month of `day` (`YYYY-MM-DD`), oldest first, zeroed. */
export function lastTwelveMonths(day: string): Month[] {
  const [year = 2000, month = 1] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return {
      year: y,
      month: m,
      days: Array.from({ length: daysInMonth(y, m) }, (_, d) => ({
        day: d + 1,
        requested: 0,
        scheduled: 0,
        done: 0,
      })),
    };
  });
}

/**
 * The two weeks 'Aumento na semana' compares: the 7 days ending on the date of the data (today and
 * the 6 days before when the queue was refreshed today) and the 7 days before them. Ending on the
 * data's date, not on the calendar's today: a queue last imported days ago has no requests after
 * that day, and a week of today's would compare nothing with the week before (the sandbox's seed,
 * frozen on its own date, showed -100% on every card a week later). A date of the data after today
 * (a clock behind) is today.
 */
export function comparedWeeks(day: string, dataDate?: string) {
  const weekEnd = dataDate && dataDate < day ? dataDate : day;
  const end = parseLocal(weekEnd);
  return {
    weekStart: toDay(addDays(end, -6)),
    weekEnd,
    previousStart: toDay(addDays(end, -13)),
  };
}

export interface DashboardOptions {
  /** Today, `YYYY-MM-DD` (local). */
  today: string;
  /**
   * The date of the data, `YYYY-MM-DD` (the day of the last queue import or check); the week
   * compared ends on it, or on today when it is later or unknown.
   */
  dataDate?: string;
  /** The data's date, ISO 8601. */
  updatedAt: string;
  /** The municipality shown beside a row's unit. */
  municipalityOf: (row: DashboardRow) => string;
}

/** The figures of `rows` (one client's queue rows), as the contract's `ClientDashboard`. */
export function computeDashboard(
  rows: readonly DashboardRow[],
  { today: day, dataDate, updatedAt, municipalityOf }: DashboardOptions,
): Dashboard {
  const { weekStart, weekEnd, previousStart } = comparedWeeks(day, dataDate);
  const counts = CARDS.map(() => ({ value: 0, current: 0, previous: 0 }));
  const months = lastTwelveMonths(day);
  const monthIndex = new Map(
    months.map((m) => [`${m.year}-${String(m.month).padStart(2, '0')}`, m]),
  );
  const units = new Map<string, Unit>();
  const countDay = (date: string | null, field: 'requested' | 'scheduled' | 'done') => {
    const entry = date && monthIndex.get(date.slice(0, 7))?.days[Number(date.slice(8, 10)) - 1];
    if (entry) entry[field] += 1;
  };

  for (const row of rows) {
    const requested = row.fir_data_solicitacao;
    const inWeek = requested >= weekStart && requested <= weekEnd;
    const inPrevious = requested >= previousStart && requested < weekStart;
    CARDS.forEach((card, i) => {
      if (card.status !== null && card.status !== row.fir_status) return;
      const count = counts[i]!;
      count.value += 1;
      if (inWeek) count.current += 1;
      if (inPrevious) count.previous += 1;
    });
    countDay(requested, 'requested');
    countDay(row.fir_data_agendamento, 'scheduled');
    countDay(row.fir_data_execucao, 'done');

    const unit = row.fir_nome_unidade_saude_solicitante?.trim() || NOT_INFORMED;
    const municipality = municipalityOf(row);
    const key = `${unit}\u0000${municipality}`;
    let entry = units.get(key);
    if (!entry) {
      entry = { unit, municipality, total: 0, waiting: 0, authorized: 0, done: 0 };
      units.set(key, entry);
    }
    entry.total += 1;
    if (row.fir_status === 'SOLICITADO') entry.waiting += 1;
    else if (row.fir_status === 'AGENDADO') entry.authorized += 1;
    else if (row.fir_status === 'EFETIVADO') entry.done += 1;
  }

  return {
    updatedAt,
    total: rows.length,
    cards: CARDS.map((card, i) => ({
      key: card.key,
      label: card.label,
      value: counts[i]!.value,
      weekChangePercent: weekChangePercent(counts[i]!.current, counts[i]!.previous),
    })),
    months,
    units: [...units.values()].sort(
      (a, b) => b.total - a.total || a.unit.localeCompare(b.unit, 'pt-BR'),
    ),
  };
}

/** The data's date: the last queue import or check. */
const updatedAt = () => isoOf(meta.lastCheck || nowMoment());

/** Its day (`YYYY-MM-DD`), or none before the first import or check. */
const dataDay = () => meta.lastCheck.slice(0, 10) || undefined;

/**
 * A municipal client's rows are all of its city. The queue rows carry no municipality, so a state
 * client's units are shown under the state client's own name.
 */
function municipalityOf(client: Client): (row: DashboardRow) => string {
  const config = configOf(client.cli_codigo);
  const city =
    config?.coc_tipo === 'ESTADO'
      ? null
      : db.cidade.findFirst({ where: { id: { equals: config?.coc_id_cidade ?? 0 } } });
  const name = city?.name ?? client.cli_nome;
  return () => name;
}

/**
 * Every write the routes make (markChanged): the figures also read the client's configuration
 * and the cities, which change only through them.
 */
let writes = 0;
onChange(() => {
  writes += 1;
});

/** Each client's figures, with the state of the data and the day they were computed for. */
const kept = new Map<string, { stamp: string; figures: Dashboard }>();

/**
 * The figures of a client's queue. Counting every row takes long with a big queue, and the home
 * asks on every visit, so they are kept until what they are computed from changes: the queue's
 * rows (the index's version moves with every row added or taken out, an import's included, and
 * with every restore), any other write, the date of the data ('Aumento na semana' compares the 7
 * days up to it) or the day (the months end with today's, and the week never after it). The date
 * and time of the data are read on every answer.
 */
export function clientDashboard(client: Client): Dashboard {
  const day = today();
  const dataDate = dataDay();
  const stamp = `${queueIndex.version}\u0000${writes}\u0000${day}\u0000${dataDate}`;
  let entry = kept.get(client.cli_codigo);
  if (entry?.stamp !== stamp) {
    entry = {
      stamp,
      figures: computeDashboard(queueIndex.ofClient(client.cli_codigo), {
        today: day,
        dataDate,
        updatedAt: '',
        municipalityOf: municipalityOf(client),
      }),
    };
    kept.set(client.cli_codigo, entry);
  }
  return { ...entry.figures, updatedAt: updatedAt() };
}

export const dashboardHandlers = [
  route(
    'get',
    '/api/clients/dashboard',
    'getClientDashboard',
    ({ query, session }) => {
      check(query.get('clientId'), 'O id do cliente é obrigatório');
      const client = ownClient(session, intParam(query, 'clientId', { min: 1 }));
      return ok(clientDashboard(client));
    },
    {
      roles: ['admin'],
      // A client without queue rows: zeros, no comparison, no units.
      empty: () =>
        computeDashboard([], { today: today(), updatedAt: updatedAt(), municipalityOf: () => '' }),
    },
  ),
];
