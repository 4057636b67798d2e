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
 */

/** A column's type in the dictionary: what a spreadsheet or a program reads in it. */
export type OpenDataType = 'texto' | 'inteiro' | 'data';

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
      'Idade do paciente na data dos dados, em faixas de 10 anos (0 a 9 anos … 80 anos ou mais); vazia quando a data de nascimento não foi informada. A data de nascimento não é publicada.',
  },
  {
    name: 'data_solicitacao',
    type: 'data',
    nullable: false,
    description: 'Data em que a solicitação foi feita (AAAA-MM-DD).',
  },
  {
    name: 'data_entrada_fila',
    type: 'data',
    nullable: true,
    description: 'Data em que a solicitação entrou na fila de regulação (AAAA-MM-DD).',
  },
  {
    name: 'data_agendamento',
    type: 'data',
    nullable: true,
    description: 'Data marcada para o atendimento, quando agendado (AAAA-MM-DD).',
  },
  {
    name: 'data_execucao',
    type: 'data',
    nullable: true,
    description: 'Data em que o atendimento foi realizado, quando realizado (AAAA-MM-DD).',
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
    description: 'Unidade de saúde que fez a solicitação.',
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

const day = (value: string | null) => (value ? value.slice(0, 10) : null);
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A queue row as open data, with the age band on the date of the data (YYYY-MM-DD). */
export function openQueueRow(row: OpenQueueSource, dataDate: string): OpenQueueRow {
  return {
    codigo_cliente: row.fir_codigo_cliente,
    servico: row.fir_tipos_filas,
    procedimento: row.fir_procedimentos,
    situacao: row.fir_status,
    posicao: row.fir_ordem_regulada,
    prioridade: text(row.fir_prioridade),
    faixa_etaria: ageBand(row.fir_data_nascimento, dataDate),
    data_solicitacao: day(row.fir_data_solicitacao) ?? '',
    data_entrada_fila: day(row.fir_data_entrada_fila),
    data_agendamento: day(row.fir_data_agendamento),
    data_execucao: day(row.fir_data_execucao),
    dias_na_fila: row.fir_dias_na_fila,
    unidade_solicitante: text(row.fir_nome_unidade_saude_solicitante),
    unidade_reguladora: text(row.fir_nome_unidade_saude_reguladora),
    unidade_executante: text(row.fir_nome_unidade_saude_executante),
  };
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
 * 15-digit run (a CNS or CPF-like number), initials ('M. S.', 'M.S.O.'), or a date in a column
 * that is not one of the dictionary's date columns. Answers the reason, or null when clean.
 */
export function identifyingCell(column: string, value: string): string | null {
  if (/\d{11,}/.test(value.replace(/[.\-/\s]/g, ''))) return 'a run of 11 or more digits';
  if (/^(\p{Lu}\.\s?){1,6}$/u.test(value.trim())) return 'initials';
  const info = OPEN_QUEUE_COLUMNS.find((c) => c.name === column);
  if (!info) return 'a column outside the dictionary';
  if (info.type !== 'data' && /\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}/.test(value))
    return 'a date outside the date columns';
  if (info.type === 'inteiro' && value !== '' && !/^\d+$/.test(value)) return 'not an integer';
  if (
    info.name === 'faixa_etaria' &&
    value !== '' &&
    !(AGE_BANDS as readonly string[]).includes(value)
  )
    return 'not an age band';
  return null;
}
