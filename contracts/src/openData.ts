/**
 * The queue as open data (`GET /api/open-data/queue`): the columns a bulk export may carry, their
 * dictionary, the age bands that replace the birth date, and the CSV and JSON writing rules. The
 * mocks stream their export with these functions; a real backend implements the same rules, and
 * the conformance tour, the page at /dados-abertos and its e2e test read them from here.
 *
 * The export is less identifying than the public search, which helps one patient find their own
 * row: across a whole municipality, initials + full birth date + CNS digits re-identify people
 * (LGPD, art. 12). So no identifier of any kind (no id, no initials, no CPF, no CNS digit), no
 * birth date (an age band on the date of the data instead) and no free text (an observation can
 * name anyone) leave in bulk.
 *
 * Nor does any small group (contracts/src/smallGroups.ts): dates leave by month, never by day, and
 * every combination of procedure, requesting unit, age band and month of entry that fewer than 5
 * rows of a file share is generalised, step by step, until it is shared by 5 or more; a row that
 * no step hides is left out and counted (`generalizationLevels` below: the rule a real backend, the
 * mocks and the conformance tour all read).
 */
import { SMALL_GROUP_MIN } from './smallGroups';

/**
 * A column's type in the dictionary: what a spreadsheet or a program reads in it. The row-level
 * file's dates are months (`mes`: YYYY-MM, or a quarter YYYY-Tn in a small group); `data`
 * (YYYY-MM-DD) is for dates that describe no person, such as the date of the data of a table.
 */
export type OpenDataType = 'texto' | 'inteiro' | 'mes' | 'data';

export interface OpenDataColumn {
  /** The CSV header and the JSON key. */
  name: string;
  type: OpenDataType;
  /** Plain pt-BR: what the column holds. */
  description: string;
  /** Whether the cell can be empty (CSV) or null (JSON). */
  nullable: boolean;
}

/** Ten-year bands of age on the date of the data; the last is open. */
export const AGE_BANDS = [
  '0 a 9 anos',
  '10 a 19 anos',
  '20 a 29 anos',
  '30 a 39 anos',
  '40 a 49 anos',
  '50 a 59 anos',
  '60 a 69 anos',
  '70 a 79 anos',
  '80 anos ou mais',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * The wider bands of the generalisation's second step: twenty years, the last open at 60. Each is
 * the union of whole ten-year bands, so a reader can add them up with the narrow ones.
 */
export const WIDE_AGE_BANDS = [
  '0 a 19 anos',
  '20 a 39 anos',
  '40 a 59 anos',
  '60 anos ou mais',
] as const;
/** The widest band (third step): any age, the unknown one included. */
export const ALL_AGES = 'todas as idades';
/** Every value `faixa_etaria` can hold in a file: narrow, wide, or any age. */
export const OPEN_AGE_BANDS = [...AGE_BANDS, ...WIDE_AGE_BANDS, ALL_AGES] as const;
export type OpenAgeBand = (typeof OPEN_AGE_BANDS)[number];

/** The requesting unit of a row whose group was too small (first step). */
export const OTHER_UNITS = 'Outras unidades';

/** Every column of the export, in file order. */
export const OPEN_QUEUE_COLUMNS = [
  {
    name: 'codigo_cliente',
    type: 'texto',
    nullable: false,
    description: 'Código do município (ou estado) dono da fila, o mesmo usado na busca do portal.',
  },
  {
    name: 'servico',
    type: 'texto',
    nullable: false,
    description:
      'Tipo de fila: CONSULTAS, EXAMES, CIRURGIAS, TERAPIAS ou outro serviço do município.',
  },
  {
    name: 'procedimento',
    type: 'texto',
    nullable: false,
    description: 'Procedimento solicitado, escrito como no sistema de regulação.',
  },
  {
    name: 'situacao',
    type: 'texto',
    nullable: false,
    description:
      'Situação da solicitação: SOLICITADO (aguardando), AGENDADO, EFETIVADO, PARCIALMENTE_ATENDIDO ou DEVOLVIDO.',
  },
  {
    name: 'posicao',
    type: 'inteiro',
    nullable: false,
    description:
      'Posição na fila regulada do procedimento e da situação; 0 quando a solicitação não foi regulada.',
  },
  {
    name: 'prioridade',
    type: 'texto',
    nullable: true,
    description:
      'Classificação de prioridade da regulação (P1 é a mais urgente), quando informada.',
  },
  {
    name: 'faixa_etaria',
    type: 'texto',
    nullable: true,
    description:
      'Idade do paciente na data dos dados, em faixas de 10 anos (0 a 9 anos … 80 anos ou mais); em grupos pequenos, faixas de 20 anos (0 a 19 anos … 60 anos ou mais) ou "todas as idades". Vazia quando a data de nascimento não foi informada. A data de nascimento não é publicada.',
  },
  {
    name: 'data_solicitacao',
    type: 'mes',
    nullable: false,
    description:
      'Mês em que a solicitação foi feita (AAAA-MM); em grupos pequenos, o trimestre (AAAA-T1 … AAAA-T4).',
  },
  {
    name: 'data_entrada_fila',
    type: 'mes',
    nullable: true,
    description:
      'Mês em que a solicitação entrou na fila de regulação (AAAA-MM); em grupos pequenos, o trimestre (AAAA-T1 … AAAA-T4).',
  },
  {
    name: 'data_agendamento',
    type: 'mes',
    nullable: true,
    description:
      'Mês marcado para o atendimento, quando agendado (AAAA-MM); em grupos pequenos, o trimestre.',
  },
  {
    name: 'data_execucao',
    type: 'mes',
    nullable: true,
    description:
      'Mês em que o atendimento foi realizado, quando realizado (AAAA-MM); em grupos pequenos, o trimestre.',
  },
  {
    name: 'dias_na_fila',
    type: 'inteiro',
    nullable: true,
    description:
      'Dias desde a entrada na fila até o agendamento (ou até a data dos dados, para quem ainda espera).',
  },
  {
    name: 'unidade_solicitante',
    type: 'texto',
    nullable: true,
    description:
      'Unidade de saúde que fez a solicitação; "Outras unidades" quando o grupo da unidade seria pequeno (menos de 5 linhas).',
  },
  {
    name: 'unidade_reguladora',
    type: 'texto',
    nullable: true,
    description: 'Unidade (central de regulação) responsável pela fila.',
  },
  {
    name: 'unidade_executante',
    type: 'texto',
    nullable: true,
    description: 'Unidade de saúde que realiza o atendimento, quando já definida.',
  },
] as const satisfies readonly OpenDataColumn[];

export type OpenQueueColumn = (typeof OPEN_QUEUE_COLUMNS)[number]['name'];

/** One line of the export, keyed by column name: what the JSON format holds per row. */
export type OpenQueueRow = {
  [C in (typeof OPEN_QUEUE_COLUMNS)[number] as C['name']]:
    (C['type'] extends 'inteiro' ? number : string) | (C['nullable'] extends true ? null : never);
};

/** What the queue keeps that never leaves in bulk, and why (shown on the page and in the docs). */
export const OPEN_QUEUE_LEFT_OUT = [
  'nome, iniciais, CPF e CNS do paciente (nenhum dígito)',
  'data de nascimento (publicamos só a faixa etária)',
  'dia das datas (publicamos só o mês ou o trimestre)',
  'observações (texto livre pode conter nomes e dados de saúde)',
  'identificadores internos da solicitação',
] as const;

/** The licence of the open data. */
export const OPEN_DATA_LICENCE = {
  name: 'Creative Commons Atribuição 4.0 Internacional (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.pt_BR',
} as const;

export const OPEN_DATA_FORMATS = ['csv', 'json'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

/** The parameters the export accepts; any other is a 400. */
export const OPEN_QUEUE_PARAMETERS = ['client', 'format', 'service', 'status'] as const;

export const OPEN_DATA_MEDIA_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The CSV's field separator: Brazilian spreadsheets read `;` (the comma is the decimal mark). */
export const CSV_SEPARATOR = ';';
/** The byte order mark that makes spreadsheets read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** The band of someone born on `birth` (YYYY-MM-DD) on `onDay`; null when unknown or later. */
export function ageBand(birth: string | null | undefined, onDay: string): AgeBand | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(birth ?? '');
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(onDay);
  if (!b || !d) return null;
  let age = Number(d[1]) - Number(b[1]);
  if (`${d[2]}-${d[3]}` < `${b[2]}-${b[3]}`) age -= 1;
  if (age < 0) return null;
  return AGE_BANDS[Math.min(Math.floor(age / 10), AGE_BANDS.length - 1)] as AgeBand;
}

/** The queue fields the export is made from (a subset of the backend's row). */
export interface OpenQueueSource {
  fir_codigo_cliente: string;
  fir_tipos_filas: string;
  fir_procedimentos: string;
  fir_status: string;
  fir_ordem_regulada: number;
  fir_prioridade: string | null;
  fir_data_nascimento: string | null;
  fir_data_solicitacao: string;
  fir_data_entrada_fila: string | null;
  fir_data_agendamento: string | null;
  fir_data_execucao: string | null;
  fir_dias_na_fila: number | null;
  fir_nome_unidade_saude_solicitante: string | null;
  fir_nome_unidade_saude_reguladora: string | null;
  fir_nome_unidade_saude_executante: string | null;
}

/** The month (YYYY-MM) of a date, or null when there is none. */
const month = (value: string | null) =>
  /^\d{4}-\d{2}/.test(value ?? '') ? value!.slice(0, 7) : null;
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * A queue row as open data, before the small-group rule: the age band on the date of the data
 * (YYYY-MM-DD), each date by its month.
 */
export function openQueueRow(row: OpenQueueSource, dataDate: string): OpenQueueRow {
  return {
    codigo_cliente: row.fir_codigo_cliente,
    servico: row.fir_tipos_filas,
    procedimento: row.fir_procedimentos,
    situacao: row.fir_status,
    posicao: row.fir_ordem_regulada,
    prioridade: text(row.fir_prioridade),
    faixa_etaria: ageBand(row.fir_data_nascimento, dataDate),
    data_solicitacao: month(row.fir_data_solicitacao) ?? '',
    data_entrada_fila: month(row.fir_data_entrada_fila),
    data_agendamento: month(row.fir_data_agendamento),
    data_execucao: month(row.fir_data_execucao),
    dias_na_fila: row.fir_dias_na_fila,
    unidade_solicitante: text(row.fir_nome_unidade_saude_solicitante),
    unidade_reguladora: text(row.fir_nome_unidade_saude_reguladora),
    unidade_executante: text(row.fir_nome_unidade_saude_executante),
  };
}

/**
 * The small-group rule of the row-level file. Its quasi-identifiers are the four columns a
 * neighbour, an employer or a journalist could know of one person: `procedimento`,
 * `unidade_solicitante`, `faixa_etaria` and `data_entrada_fila` (the month of entry). A
 * combination of their values that fewer than 5 rows of the file share (1 to 4) is a small group.
 *
 * The rule runs over the rows of one file, as published: the whole file, or the rows a narrowed
 * download (`service`, `status`) holds, since that file is what a reader gets. It is deterministic:
 * it depends only on the set of rows, not on their order. Each row gets a level, 0 to 5:
 *
 * 0. As is: the unit, the ten-year band, the months.
 * 1. The rows of every small group get `unidade_solicitante` = 'Outras unidades'.
 * 2. The groups still small (counted again over the whole file, with what step 1 changed) get a
 *    twenty-year band (`WIDE_AGE_BANDS`: 0 a 19, 20 a 39, 40 a 59, 60 anos ou mais).
 * 3. Still small: `faixa_etaria` = 'todas as idades' (an unknown age too).
 * 4. Still small: the month of entry becomes its quarter ('2026-T3'), and so do the row's other
 *    three date columns: the month of the request is most often the month of entry, and the months
 *    of scheduling and service would narrow the quarter back down.
 * 5. Still small: the row is left out of the file (suppressed), and counted.
 *
 * Each step moves whole groups, all of whose rows share every value, so a group of 5 or more is
 * never split and never shrinks: after the last step, every combination in the file is shared by at
 * least 5 rows. The columns outside the four (status, position, priority, days waited, the other
 * units) are not generalised: they are not what a neighbour knows of someone's request.
 */
export const SMALL_GROUP_COLUMNS = [
  'procedimento',
  'unidade_solicitante',
  'faixa_etaria',
  'data_entrada_fila',
] as const satisfies readonly OpenQueueColumn[];

/** The four quasi-identifiers of a row (what the rule reads). */
export type SmallGroupFields = Pick<OpenQueueRow, (typeof SMALL_GROUP_COLUMNS)[number]>;

/** The levels of the rule, as said in the info reply (`by_step`) and on /dados-abertos. */
export const GENERALIZATION_STEPS = [
  { level: 1, step: 'unidade', text: 'unidade solicitante trocada por "Outras unidades"' },
  { level: 2, step: 'faixa_20_anos', text: 'faixa etária de 20 anos' },
  { level: 3, step: 'todas_as_idades', text: 'faixa etária "todas as idades"' },
  { level: 4, step: 'trimestre', text: 'datas por trimestre' },
  { level: 5, step: 'suprimida', text: 'linha retirada do arquivo' },
] as const;
export type GeneralizationStep = (typeof GENERALIZATION_STEPS)[number]['step'];

/** The level at which a row is left out of the file. */
export const SUPPRESSED = 5;

/** '2026-08' (or '2026-08-14') → '2026-T3'; a quarter or null stays as it is. */
export function quarterOf(value: string | null): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return m ? `${m[1]}-T${Math.ceil(Number(m[2]) / 3)}` : value;
}

/** The twenty-year band holding a ten-year one (a wider one, or none, stays as it is). */
function wideBand(band: string | null): string | null {
  const at = (AGE_BANDS as readonly string[]).indexOf(band ?? '');
  return at < 0 ? band : (WIDE_AGE_BANDS[Math.min(Math.floor(at / 2), 3)] as string);
}

/** A row at a level of the rule (1 to 4); null at level 5 (left out). */
export function generalizedRow<R extends SmallGroupFields>(row: R, level: number): R | null {
  if (level <= 0) return row;
  if (level >= SUPPRESSED) return null;
  const out: R = { ...row, unidade_solicitante: OTHER_UNITS };
  if (level >= 2) out.faixa_etaria = level >= 3 ? ALL_AGES : wideBand(row.faixa_etaria);
  if (level >= 4) {
    const dated = out as R & Partial<OpenQueueRow>;
    dated.data_entrada_fila = quarterOf(row.data_entrada_fila);
    for (const column of ['data_solicitacao', 'data_agendamento', 'data_execucao'] as const)
      if (column in dated) dated[column] = quarterOf(dated[column] ?? null) as string;
  }
  return out;
}

/** The combination of a row's four quasi-identifiers, as one string (a map's key). */
export const smallGroupKey = (row: SmallGroupFields) =>
  SMALL_GROUP_COLUMNS.map((c) => row[c] ?? '').join('\u0000');

/**
 * The level of each row of a file (in the order given), by the steps above: every combination of
 * the four columns is counted over the whole file at the rows' current levels, the rows of each
 * small group go one step further, and again until the last step. Five passes over the rows; it
 * keeps one byte per row and the counts of one pass.
 */
export function generalizationLevels(rows: readonly SmallGroupFields[]): Uint8Array {
  const levels = new Uint8Array(rows.length);
  const keyAt = (i: number) => {
    const row = generalizedRow(rows[i] as SmallGroupFields, levels[i] as number);
    return row ? smallGroupKey(row) : null;
  };
  for (let step = 1; step <= SUPPRESSED; step += 1) {
    const counts = new Map<string, number>();
    for (let i = 0; i < rows.length; i += 1) {
      const key = keyAt(i);
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let moved = 0;
    for (let i = 0; i < rows.length; i += 1) {
      const key = keyAt(i);
      if (key !== null && (counts.get(key) as number) < SMALL_GROUP_MIN) {
        levels[i] = step;
        moved += 1;
      }
    }
    if (!moved) break;
  }
  return levels;
}

/** How many rows the rule changed, and how: what the info reply and the JSON file say. */
export interface GeneralizationSummary {
  /** Rows generalised by at least one step and still in the file. */
  generalized: number;
  /** Rows left out of the file. */
  suppressed: number;
  /** Rows per furthest step (the rows left as they are are not listed). */
  byStep: Array<{ step: GeneralizationStep; rows: number }>;
}

export function summarizeGeneralization(levels: ArrayLike<number>): GeneralizationSummary {
  const per = new Array<number>(SUPPRESSED + 1).fill(0);
  for (let i = 0; i < levels.length; i += 1) per[levels[i] as number]! += 1;
  const suppressed = per[SUPPRESSED] as number;
  return {
    generalized: per.slice(1, SUPPRESSED).reduce((a, b) => a + b, 0),
    suppressed,
    byStep: GENERALIZATION_STEPS.map((s) => ({ step: s.step, rows: per[s.level] as number })),
  };
}

/** A file's rows under the rule (the rows left out are gone), with its summary. */
export function generalizeOpenQueue<R extends SmallGroupFields>(
  rows: readonly R[],
): { rows: R[]; summary: GeneralizationSummary } {
  const levels = generalizationLevels(rows);
  return {
    rows: rows.flatMap((row, i) => generalizedRow(row, levels[i] as number) ?? []),
    summary: summarizeGeneralization(levels),
  };
}

/**
 * The checker: the combinations of the four columns that 1 to 4 rows of a file share, with their
 * sizes (none in a file that follows the rule). Reads rows as published (JSON objects, or CSV
 * lines turned into objects by the header).
 */
export function smallGroupsIn(
  rows: Iterable<Partial<Record<string, string | number | null>>>,
): Array<{ group: string[]; rows: number }> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = SMALL_GROUP_COLUMNS.map((c) => String(row[c] ?? '')).join('\u0000');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n < SMALL_GROUP_MIN)
    .map(([key, n]) => ({ group: key.split('\u0000'), rows: n }));
}

/** One CSV cell: quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const s = String(value);
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV's first line (after the BOM), CRLF-terminated like the import template. */
export const openQueueCsvHeader = () =>
  `${OPEN_QUEUE_COLUMNS.map((c) => c.name).join(CSV_SEPARATOR)}\r\n`;

/** One row as a CSV line, CRLF-terminated. */
export const openQueueCsvLine = (row: OpenQueueRow) =>
  `${OPEN_QUEUE_COLUMNS.map((c) => csvCell(row[c.name])).join(CSV_SEPARATOR)}\r\n`;

/**
 * Reads a CSV written by these rules back into cells (quotes, doubled quotes, `;` and line breaks
 * inside quotes), for tests and the conformance tour. The BOM is dropped.
 */
export function parseOpenDataCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i += 1) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === CSV_SEPARATOR) {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && s[i + 1] === '\n') {
      /* the \n ends the line */
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** The filter of a narrowed download (the export's `service` and `status` parameters). */
export interface OpenQueueFilter {
  service?: string | null;
  status?: string | null;
}

/** A filter value in a file name: lower case, no accents, runs of anything else a single `-`. */
export const fileNamePart = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The download's file name: `fila-<client>-<date of the data>.<format>` for the whole file; a
 * narrowed one says its filter between the two, service then status
 * (`fila-3302858-exames-agendado-2026-11-20.csv`), so it is never taken for the whole file.
 */
export function openQueueFileName(
  client: string,
  dataDate: string,
  format: OpenDataFormat,
  { service, status }: OpenQueueFilter = {},
): string {
  const filter = [service, status]
    .map((value) => (value ? fileNamePart(value) : ''))
    .filter(Boolean)
    .map((part) => `-${part}`)
    .join('');
  return `fila-${client.replace(/[^\w-]/g, '_')}${filter}-${dataDate}.${format}`;
}

/**
 * What a whole-file privacy check looks for in a cell of the export, whatever its column: a
 * 15-digit run (a CNS or CPF-like number), initials ('M. S.', 'M.S.O.'), a date with its day (the
 * file gives months: a day in a month column, anywhere else a birth date), a month column holding
 * anything but a month or a quarter, or a band that is not one of `OPEN_AGE_BANDS`. Answers the
 * reason, or null when clean.
 */
export function identifyingCell(column: string, value: string): string | null {
  if (/\d{11,}/.test(value.replace(/[.\-/\s]/g, ''))) return 'a run of 11 or more digits';
  if (/^(\p{Lu}\.\s?){1,6}$/u.test(value.trim())) return 'initials';
  const info = OPEN_QUEUE_COLUMNS.find((c) => c.name === column);
  if (!info) return 'a column outside the dictionary';
  const hasDay = /\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}/.test(value);
  if (hasDay)
    return info.type === 'mes'
      ? 'a day, where the file gives months'
      : 'a date outside the date columns';
  if (info.type === 'mes' && value !== '' && !/^\d{4}-(0[1-9]|1[0-2]|T[1-4])$/.test(value))
    return 'not a month or a quarter';
  if (info.type === 'inteiro' && value !== '' && !/^\d+$/.test(value)) return 'not an integer';
  if (
    info.name === 'faixa_etaria' &&
    value !== '' &&
    !(OPEN_AGE_BANDS as readonly string[]).includes(value)
  )
    return 'not an age band';
  return null;
}
