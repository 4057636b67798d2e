/**
 * The queue's aggregate table as open data (`GET /api/open-data/queue/aggregates`) and its daily
 * history (`GET /api/open-data/queue/history/{date}`): how many requests entered the queue, were
 * attended and are waiting, and how long those attended waited, per procedure, requesting unit and
 * month, with totals. The dictionary below is the meaning of each column; `openAggregates` is the
 * one computation: the mocks answer with it, a snapshot stores what it gave on its day, and the
 * tests and the conformance tour hold a backend's answer against it and against the public
 * dashboard (`queue_flow`, `queue_wait_estimates`), whose figures it repeats for the same date.
 *
 * No group under 5 (contracts/src/smallGroups.ts): a count from 1 to 4 is `null` in JSON and
 * `< 5` in CSV; a median or '9 in 10' over fewer than 5 waits is not published (null / empty).
 */
import { CSV_SEPARATOR, csvCell, fileNamePart } from './openData';
import { publicCount, SMALL_GROUP_MIN, SMALL_GROUP_TEXT } from './smallGroups';
import {
  flowMonths,
  nearestRank,
  servedOn,
  waitDays,
  waitWindow,
  type WaitRow,
  type Window,
} from './waitEstimates';

/** The grouping a line of the table is at (its `nivel`), in file order. */
export const AGGREGATE_LEVELS = [
  'municipio_mes',
  'servico_12_meses',
  'procedimento_12_meses',
  'procedimento_unidade_mes',
] as const;
export type AggregateLevel = (typeof AGGREGATE_LEVELS)[number];

/** What each level means (the dictionary's note, the page and the docs say it). */
export const AGGREGATE_LEVEL_TEXT: Record<AggregateLevel, string> = {
  municipio_mes:
    'o município inteiro, mês a mês (os mesmos números de entradas e atendimentos do painel da fila)',
  servico_12_meses:
    'cada serviço nos 12 meses até a data dos dados (os mesmos números do tempo de espera por serviço)',
  procedimento_12_meses:
    'cada procedimento nos 12 meses até a data dos dados (os mesmos números do tempo de espera por procedimento)',
  procedimento_unidade_mes: 'cada procedimento, unidade solicitante e mês: o detalhe',
};

/** The requesting unit of a request that names none. */
export const UNIT_NOT_INFORMED = 'Não informada';

/** How many months the detail and the monthly totals cover, and how long snapshots are kept. */
export const AGGREGATE_MONTHS = 12;

/** A column's type in the dictionary: text, a whole number, or a day (YYYY-MM-DD). */
export type OpenAggregateType = 'texto' | 'inteiro' | 'data';

export interface OpenAggregateColumn {
  name: string;
  type: OpenAggregateType;
  description: string;
  nullable: boolean;
  /** A count: 1 to 4 is never published (null in JSON, '< 5' in CSV). */
  count?: true;
}

/** Every column of the aggregate table, in file order: its data dictionary. */
export const OPEN_AGGREGATE_COLUMNS = [
  {
    name: 'codigo_cliente',
    type: 'texto',
    nullable: false,
    description: 'Código do município (ou estado) dono da fila, o mesmo usado na busca do portal.',
  },
  {
    name: 'data_dos_dados',
    type: 'data',
    nullable: false,
    description:
      'Dia em que a tabela foi calculada: a data dos dados da fila (a última importação). No histórico, o dia do retrato.',
  },
  {
    name: 'nivel',
    type: 'texto',
    nullable: false,
    description:
      'O agrupamento da linha: municipio_mes (o município inteiro, por mês), servico_12_meses (cada serviço nos 12 meses até a data dos dados), procedimento_12_meses (cada procedimento nos 12 meses) ou procedimento_unidade_mes (cada procedimento, unidade solicitante e mês). Some só linhas do mesmo nível.',
  },
  {
    name: 'servico',
    type: 'texto',
    nullable: true,
    description:
      'Tipo de fila (CONSULTAS, EXAMES, CIRURGIAS, TERAPIAS…); vazio no nível municipio_mes.',
  },
  {
    name: 'procedimento',
    type: 'texto',
    nullable: true,
    description:
      'Procedimento, escrito como no sistema de regulação; vazio nos níveis municipio_mes e servico_12_meses.',
  },
  {
    name: 'unidade_solicitante',
    type: 'texto',
    nullable: true,
    description: `Unidade de saúde que fez a solicitação ('${UNIT_NOT_INFORMED}' quando a fila não a informa); preenchida só no nível procedimento_unidade_mes.`,
  },
  {
    name: 'mes',
    type: 'texto',
    nullable: true,
    description:
      'Mês (AAAA-MM), um dos 12 meses que terminam no mês da data dos dados; vazio nos níveis de 12 meses.',
  },
  {
    name: 'periodo_inicio',
    type: 'data',
    nullable: false,
    description:
      'Primeiro dia do período da linha: o dia 1º do mês, ou, nos níveis de 12 meses, o dia seguinte à mesma data 12 meses antes da data dos dados.',
  },
  {
    name: 'periodo_fim',
    type: 'data',
    nullable: false,
    description:
      'Último dia do período da linha: o último dia do mês, ou a data dos dados quando ela vem antes.',
  },
  {
    name: 'entradas',
    type: 'inteiro',
    nullable: true,
    count: true,
    description: `Solicitações que entraram na fila no período (data de entrada na fila, ou a data da solicitação quando não há entrada). De 1 a 4: '${SMALL_GROUP_TEXT}' no CSV e null no JSON.`,
  },
  {
    name: 'atendidas',
    type: 'inteiro',
    nullable: true,
    count: true,
    description: `Solicitações atendidas no período: a data do agendamento (ou, sem ela, a da execução) cai no período e não passa da data dos dados; devolvidas não contam. De 1 a 4: '${SMALL_GROUP_TEXT}' no CSV e null no JSON.`,
  },
  {
    name: 'aguardando',
    type: 'inteiro',
    nullable: true,
    count: true,
    description: `Solicitações ainda aguardando (situação SOLICITADO) na data dos dados: nas linhas por mês, as que entraram naquele mês; nos níveis de 12 meses, todas, de qualquer data de entrada. De 1 a 4: '${SMALL_GROUP_TEXT}' no CSV e null no JSON.`,
  },
  {
    name: 'espera_mediana_dias',
    type: 'inteiro',
    nullable: true,
    description: `Metade das solicitações atendidas no período esperou até este número de dias, da data da solicitação à do atendimento (a mediana por posição: com as esperas em ordem, a de número n/2 arredondado para cima). Vazio (null no JSON) com menos de ${SMALL_GROUP_MIN} atendidas.`,
  },
  {
    name: 'espera_9_em_10_dias',
    type: 'inteiro',
    nullable: true,
    description: `9 em cada 10 solicitações atendidas no período esperaram até este número de dias (o percentil 90 por posição: com as esperas em ordem, a de número 0,9 vezes n arredondado para cima). Vazio (null no JSON) com menos de ${SMALL_GROUP_MIN} atendidas.`,
  },
] as const satisfies readonly OpenAggregateColumn[];

export type OpenAggregateColumnName = (typeof OPEN_AGGREGATE_COLUMNS)[number]['name'];

/** One line of the table, keyed by column name (what the JSON format holds per line). */
export type OpenAggregateRow = {
  [C in (typeof OPEN_AGGREGATE_COLUMNS)[number] as C['name']]: C['name'] extends 'nivel'
    ? AggregateLevel
    : (C['type'] extends 'inteiro' ? number : string) | (C['nullable'] extends true ? null : never);
};

/** The count columns: a value from 1 to 4 is never published. */
export const OPEN_AGGREGATE_COUNTS = OPEN_AGGREGATE_COLUMNS.filter(
  (c): c is Extract<(typeof OPEN_AGGREGATE_COLUMNS)[number], { count: true }> =>
    'count' in c && c.count === true,
).map((c) => c.name);

/** The parameters the aggregate download and a snapshot accept; any other is a 400. */
export const OPEN_AGGREGATE_PARAMETERS = ['client', 'format'] as const;

/** The queue fields the table is made from (a subset of the backend's row). */
export interface OpenAggregateSource extends WaitRow {
  fir_tipos_filas: string;
  fir_procedimentos: string;
  fir_nome_unidade_saude_solicitante: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m, 0));
};

/** The counts of one group while the rows are read. */
interface Tally {
  entries: number;
  attended: number;
  waiting: number;
  waits: number[];
}
const tally = (): Tally => ({ entries: 0, attended: 0, waiting: 0, waits: [] });

/**
 * The published figures of a group: counts 1..4 as null, no median over fewer than 5 waits.
 * Unprotected (only the tests' deliberate fault), every count and any median of 1 wait or more.
 */
function published(t: Tally, protect: boolean) {
  const count = (n: number) => (protect ? publicCount(n) : n);
  const enough = t.waits.length >= (protect ? SMALL_GROUP_MIN : 1);
  return {
    entradas: count(t.entries),
    atendidas: count(t.attended),
    aguardando: count(t.waiting),
    espera_mediana_dias: enough ? nearestRank(t.waits, 0.5) : null,
    espera_9_em_10_dias: enough ? nearestRank(t.waits, 0.9) : null,
  };
}

/** Names in pt-BR order (one collator: `localeCompare` with a locale builds one per call). */
const byName = new Intl.Collator('pt-BR').compare;

/**
 * The aggregate table of one client's rows on `dataDate` (YYYY-MM-DD), ready to publish, in file
 * order (by level, then service, procedure, unit and month). The months are the 12 ending with the
 * month of `dataDate` (`flowMonths`, as the dashboard's flow); the 12-month levels use the wait
 * estimates' window (`waitWindow`), so their `atendidas`, `aguardando` and waits are the estimates'
 * `cases`, `waiting`, `median_days` and `p90_days` of the same rows.
 */
export function openAggregates(
  rows: Iterable<OpenAggregateSource>,
  client: string,
  dataDate: string,
  { protect = true }: { protect?: boolean } = {},
): OpenAggregateRow[] {
  const end = dataDate.slice(0, 10);
  const months = flowMonths(end, AGGREGATE_MONTHS);
  const monthWindows = new Map<string, Window>(
    months.map((m) => {
      const last = lastDayOf(m);
      return [m, { start: `${m}-01`, end: last < end ? last : end }];
    }),
  );
  const year = waitWindow(end, AGGREGATE_MONTHS);

  const cityMonths = new Map(months.map((m) => [m, tally()]));
  const services = new Map<string, Tally>();
  const procedures = new Map<string, Tally>();
  const cells = new Map<string, Tally>();
  const get = (map: Map<string, Tally>, key: string) => {
    let t = map.get(key);
    if (!t) map.set(key, (t = tally()));
    return t;
  };

  for (const row of rows) {
    const service = row.fir_tipos_filas;
    const procedure = row.fir_procedimentos;
    const unit = row.fir_nome_unidade_saude_solicitante?.trim() || UNIT_NOT_INFORMED;
    const keyOf = (month: string) => [service, procedure, unit, month].join('\u0000');
    const ofService = get(services, service);
    const ofProcedure = get(procedures, `${service}\u0000${procedure}`);
    const waiting = row.fir_status === 'SOLICITADO';

    // The 12-month levels: entries and services in the window; every request still waiting.
    const entered = (row.fir_data_entrada_fila || row.fir_data_solicitacao).slice(0, 10);
    const served = servedOn(row)?.slice(0, 10) ?? null;
    for (const t of [ofService, ofProcedure]) {
      if (entered >= year.start && entered <= year.end) t.entries += 1;
      if (waiting) t.waiting += 1;
      if (served && served >= year.start && served <= year.end) {
        t.attended += 1;
        const days = waitDays(row, year);
        if (days !== null) t.waits.push(days);
      }
    }

    // The monthly levels: an entry in its month (still waiting or not), a service in its month.
    const entryMonth = entered <= end ? entered.slice(0, 7) : null;
    if (entryMonth && monthWindows.has(entryMonth)) {
      for (const t of [cityMonths.get(entryMonth)!, get(cells, keyOf(entryMonth))]) {
        t.entries += 1;
        if (waiting) t.waiting += 1;
      }
    }
    const serviceMonth = served && served <= end ? served.slice(0, 7) : null;
    const window = serviceMonth ? monthWindows.get(serviceMonth) : undefined;
    if (serviceMonth && window) {
      const days = waitDays(row, window);
      for (const t of [cityMonths.get(serviceMonth)!, get(cells, keyOf(serviceMonth))]) {
        t.attended += 1;
        if (days !== null) t.waits.push(days);
      }
    }
  }

  const line = (
    nivel: AggregateLevel,
    parts: { servico?: string; procedimento?: string; unidade?: string; mes?: string },
    period: Window,
    t: Tally,
  ): OpenAggregateRow => ({
    codigo_cliente: client,
    data_dos_dados: end,
    nivel,
    servico: parts.servico ?? null,
    procedimento: parts.procedimento ?? null,
    unidade_solicitante: parts.unidade ?? null,
    mes: parts.mes ?? null,
    periodo_inicio: period.start,
    periodo_fim: period.end,
    ...published(t, protect),
  });
  const split = (key: string) => key.split('\u0000') as [string, string, string, string];
  const ordered = <T>(map: Map<string, T>) =>
    [...map]
      .map(([key, value]) => ({ parts: split(key), value }))
      .sort((a, b) => {
        for (let i = 0; i < a.parts.length; i += 1) {
          const order = byName(a.parts[i] ?? '', b.parts[i] ?? '');
          if (order) return order;
        }
        return 0;
      })
      .map(({ parts, value }) => [parts, value] as const);

  return [
    ...months.map((mes) =>
      line('municipio_mes', { mes }, monthWindows.get(mes)!, cityMonths.get(mes)!),
    ),
    ...ordered(services).map(([[servico], t]) => line('servico_12_meses', { servico }, year, t)),
    ...ordered(procedures).map(([[servico, procedimento], t]) => {
      return line('procedimento_12_meses', { servico, procedimento }, year, t);
    }),
    ...ordered(cells).map(([[servico, procedimento, unidade, mes], t]) => {
      return line(
        'procedimento_unidade_mes',
        { servico, procedimento, unidade, mes },
        monthWindows.get(mes)!,
        t,
      );
    }),
  ];
}

/** One cell of the CSV: a suppressed count is '< 5', any other null is empty. */
export function aggregateCsvCell(column: OpenAggregateColumn, value: string | number | null) {
  if (value === null && column.count) return SMALL_GROUP_TEXT;
  return csvCell(value);
}

/** The CSV's first line (after the BOM), CRLF-terminated like the row-level export. */
export const openAggregateCsvHeader = () =>
  `${OPEN_AGGREGATE_COLUMNS.map((c) => c.name).join(CSV_SEPARATOR)}\r\n`;

/** One line of the table as a CSV line, CRLF-terminated. */
export const openAggregateCsvLine = (row: OpenAggregateRow) =>
  `${OPEN_AGGREGATE_COLUMNS.map((c) => aggregateCsvCell(c, row[c.name])).join(CSV_SEPARATOR)}\r\n`;

/**
 * The file name of the table of `client` on `day`: `fila-agregada-<client>-<day>.<format>`, the
 * same for the current table and for the snapshot of that day (they hold the same figures).
 */
export const openAggregateFileName = (client: string, day: string, format: 'csv' | 'json') =>
  `fila-agregada-${fileNamePart(client) || '_'}-${day}.${format}`;

/**
 * The first day a snapshot is kept on `today` (YYYY-MM-DD): the day after the same date 12 months
 * earlier. Older snapshots are dropped, and never listed or served.
 */
export const firstKeptDay = (today: string): string => waitWindow(today, AGGREGATE_MONTHS).start;

/** Whether `day` is a real calendar day written YYYY-MM-DD (a snapshot's address). */
export function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  return iso(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) === day;
}
