/**
 * What a published aggregate table must hold, read from the outside (a downloaded file): no group
 * under 5, totals that agree with their parts, and the public dashboard's figures for the same
 * date (`queue_flow` month by month, `queue_wait_estimates` per service and procedure). The mocks'
 * tests and the conformance tour check a backend's tables with these functions.
 */
import { parseOpenDataCsv } from './openData';
import {
  OPEN_AGGREGATE_COLUMNS,
  OPEN_AGGREGATE_COUNTS,
  type OpenAggregateRow,
} from './openDataAggregates';
import { isSmallGroup, SMALL_GROUP_MIN, SMALL_GROUP_TEXT } from './smallGroups';

type Count = number | null;

/** The dashboard's figures a table is held against (the GraphQL answers, as read). */
export interface DashboardFigures {
  flow: { data_date: string; months: Array<{ month: string; entries: Count; served: Count }> };
  estimates: {
    data_date: string;
    rows: Array<{
      service: string;
      procedure: string | null;
      waiting: Count;
      cases: Count;
      median_days: number | null;
      p90_days: number | null;
    }>;
  };
}

/**
 * A CSV of the table read back into lines: '< 5' is a suppressed count (null), an empty cell null,
 * integers numbers. Throws when the header is not the dictionary.
 */
export function parseAggregateCsv(text: string): OpenAggregateRow[] {
  const [header = [], ...cells] = parseOpenDataCsv(text);
  const names = OPEN_AGGREGATE_COLUMNS.map((c) => c.name);
  if (header.join(';') !== names.join(';'))
    throw new Error(`the header is '${header.join(';').slice(0, 200)}', not the dictionary`);
  return cells.map((line) =>
    Object.fromEntries(
      OPEN_AGGREGATE_COLUMNS.map((c, i) => {
        const cell = line[i] ?? '';
        if (cell === '' || cell === SMALL_GROUP_TEXT) return [c.name, null];
        return [c.name, c.type === 'inteiro' && /^\d+$/.test(cell) ? Number(cell) : cell];
      }),
    ),
  ) as OpenAggregateRow[];
}

const where = (row: OpenAggregateRow) =>
  [row.nivel, row.servico, row.procedimento, row.unidade_solicitante, row.mes]
    .filter((p) => p !== null)
    .join(' / ');

/** Counts from 1 to 4, and medians over fewer than 5 attended: none may be published. */
export function smallGroupProblems(lines: readonly OpenAggregateRow[]): string[] {
  const problems: string[] = [];
  for (const row of lines) {
    for (const name of OPEN_AGGREGATE_COUNTS) {
      const value = row[name];
      if (typeof value === 'number' && isSmallGroup(value))
        problems.push(`${where(row)}: ${name} is ${value}, a group under ${SMALL_GROUP_MIN}`);
    }
    const attended = row.atendidas;
    for (const name of ['espera_mediana_dias', 'espera_9_em_10_dias'] as const)
      if (row[name] !== null && (attended === null || attended < SMALL_GROUP_MIN))
        problems.push(
          `${where(row)}: ${name} is published over ${attended === null ? 'fewer than 5' : attended} attended`,
        );
  }
  return problems;
}

/**
 * `total` against the sum of its `parts`: a suppressed part held 1 to 4, so the total lies between
 * the published sum and that sum plus 4 per suppressed part.
 */
function boundProblem(label: string, total: Count, parts: Count[]): string | null {
  if (total === null) return null;
  const sum = parts.reduce<number>((n, v) => n + (v ?? 0), 0);
  const hidden = parts.filter((v) => v === null).length;
  if (total < sum || total > sum + (SMALL_GROUP_MIN - 1) * hidden)
    return `${label}: the total is ${total}, its parts add up to ${sum}${hidden ? ` with ${hidden} under 5` : ''}`;
  return null;
}

/** Totals against their parts: each month against its cells, each service against its procedures. */
export function sumProblems(lines: readonly OpenAggregateRow[]): string[] {
  const problems: Array<string | null> = [];
  const level = (nivel: OpenAggregateRow['nivel']) => lines.filter((l) => l.nivel === nivel);
  const cells = level('procedimento_unidade_mes');
  const procedures = level('procedimento_12_meses');
  for (const month of level('municipio_mes')) {
    const parts = cells.filter((c) => c.mes === month.mes);
    for (const name of OPEN_AGGREGATE_COUNTS)
      problems.push(
        boundProblem(
          `${month.mes} ${name}`,
          month[name],
          parts.map((p) => p[name]),
        ),
      );
  }
  for (const service of level('servico_12_meses')) {
    const parts = procedures.filter((p) => p.servico === service.servico);
    for (const name of OPEN_AGGREGATE_COUNTS)
      problems.push(
        boundProblem(
          `${service.servico} ${name}`,
          service[name],
          parts.map((p) => p[name]),
        ),
      );
  }
  return problems.filter((p): p is string => p !== null);
}

/** Two published counts of the same group agree: equal, or one suppressed and the other 1 to 4. */
const sameCount = (a: Count, b: Count) =>
  a === b ||
  (a === null && b !== null && isSmallGroup(b)) ||
  (b === null && a !== null && isSmallGroup(a));

/** The table against the public dashboard's figures of the same date. */
export function dashboardProblems(
  lines: readonly OpenAggregateRow[],
  { flow, estimates }: DashboardFigures,
): string[] {
  const problems: string[] = [];
  const day = lines[0]?.data_dos_dados;
  if (day !== flow.data_date || day !== estimates.data_date)
    return [
      `the table is of ${day}, the dashboard of ${flow.data_date} (flow) and ${estimates.data_date} (estimates)`,
    ];
  const differ = (label: string, ours: Count, theirs: Count, name: string) => {
    if (!sameCount(ours, theirs))
      problems.push(`${label}: ${name} is ${ours} here, ${theirs} on the dashboard`);
  };
  for (const month of flow.months) {
    const line = lines.find((l) => l.nivel === 'municipio_mes' && l.mes === month.month);
    if (!line) {
      problems.push(`${month.month}: no municipio_mes line`);
      continue;
    }
    differ(month.month, line.entradas, month.entries, 'entradas (entries)');
    differ(month.month, line.atendidas, month.served, 'atendidas (served)');
  }
  for (const row of estimates.rows) {
    const line = lines.find((l) =>
      row.procedure === null
        ? l.nivel === 'servico_12_meses' && l.servico === row.service
        : l.nivel === 'procedimento_12_meses' &&
          l.servico === row.service &&
          l.procedimento === row.procedure,
    );
    const label = row.procedure ?? row.service;
    if (!line) {
      problems.push(`${label}: no 12-month line`);
      continue;
    }
    differ(label, line.aguardando, row.waiting, 'aguardando (waiting)');
    differ(label, line.atendidas, row.cases, 'atendidas (cases)');
    // The dashboard publishes from 20 cases, the table from 5: where the dashboard has figures.
    if (row.median_days !== null)
      differ(label, line.espera_mediana_dias, row.median_days, 'espera_mediana_dias (median)');
    if (row.p90_days !== null)
      differ(label, line.espera_9_em_10_dias, row.p90_days, 'espera_9_em_10_dias (p90)');
  }
  return problems;
}
