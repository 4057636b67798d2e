/**
 * The queue-import CSV format (`POST /clients/import-queue-info`): columns, file format and the row
 * schema a backend applies to each data row. The mock backend's streaming import and the
 * downloadable template (./template.ts) both read this module, so they cannot drift apart.
 */
import { isValidCpf } from '../src/documents';
import { QUEUE_STATUSES } from '../src/queue';
import { z } from 'zod';
import type { components } from '../src/generated/api';
import type { SearchStatusImportQuery } from '../src/generated/graphql/graphql';

type QueueStatus = components['schemas']['QueueStatus'];
/** One rejected row, shaped like the GraphQL `ImportRowError` the status table reads. */
export type ImportRowError =
  SearchStatusImportQuery['search_status_import']['rows'][number]['ims_erros'][number];

/** The file format. Semicolons and a BOM because that is what spreadsheet software in pt-BR reads and writes. */
export const QUEUE_IMPORT_FORMAT = {
  separator: ';',
  encoding: 'utf-8',
  /** The file starts with a UTF-8 byte-order mark; readers must accept files with or without it. */
  bom: true,
  lineEnding: '\r\n',
  /** Dates as typed in a pt-BR spreadsheet; the server stores them as `YYYY-MM-DD`. */
  dateFormat: 'DD/MM/YYYY',
  /** The upload limit the import screen shows ('até 200 MB csv'); 1 kB is 1024 bytes. */
  maxBytes: 204_800 * 1024,
  mediaTypes: ['text/csv', 'application/vnd.ms-excel'],
} as const;

/** Options for csv-parse (`parse(input, queueImportParseOptions)`), kept here so every reader agrees. */
export const queueImportParseOptions = {
  delimiter: QUEUE_IMPORT_FORMAT.separator,
  bom: true,
  columns: true,
  skip_empty_lines: true,
  trim: true,
  relax_quotes: false,
} as const;

const STATUSES = QUEUE_STATUSES;

const required = (label: string) => `Campo ${label} é requerido`;

/** A trimmed cell; empty cells are null. */
const cell = z.string().transform((raw) => {
  const value = raw.trim();
  return value === '' ? null : value;
});

/** A cell that must be filled, then parsed by `parse` (which returns an error message or the value). */
function requiredCell<T>(label: string, parse: (value: string) => T | { error: string }) {
  return cell.transform((value, ctx): T => {
    if (value === null) {
      ctx.addIssue(required(label));
      return z.NEVER;
    }
    return unwrap(parse(value), ctx);
  });
}

/** A cell that may be empty (null), else parsed by `parse`. */
function optionalCell<T>(parse: (value: string) => T | { error: string }) {
  return cell.transform((value, ctx): T | null =>
    value === null ? null : unwrap(parse(value), ctx),
  );
}

function unwrap<T>(result: T | { error: string }, ctx: z.RefinementCtx): T {
  if (result && typeof result === 'object' && 'error' in result) {
    ctx.addIssue(result.error);
    return z.NEVER;
  }
  return result as T;
}

const text =
  (label: string, max: number) =>
  (value: string): string | { error: string } =>
    value.length <= max
      ? value
      : { error: `O campo ${label} deve ter no máximo ${max} caracteres` };

const integer =
  (label: string) =>
  (value: string): number | { error: string } =>
    /^\d{1,9}$/.test(value)
      ? Number(value)
      : { error: `O campo ${label} deve ser um número inteiro maior ou igual a 0` };

/** DD/MM/YYYY → YYYY-MM-DD, rejecting impossible dates (31/02) and, for `past`, future ones. */
const date =
  (label: string, { past = false } = {}) =>
  (value: string): string | { error: string } => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    const invalid = { error: `A data do campo ${label} é inválida, use DD/MM/AAAA` };
    if (!match) return invalid;
    const [, dd, mm, yyyy] = match;
    const day = Number(dd);
    const month = Number(mm);
    const year = Number(yyyy);
    const parsed = new Date(Date.UTC(year, month - 1, day));
    if (
      year < 1900 ||
      parsed.getUTCFullYear() !== year ||
      parsed.getUTCMonth() !== month - 1 ||
      parsed.getUTCDate() !== day
    ) {
      return invalid;
    }
    if (past && parsed.getTime() > Date.now()) {
      return { error: `A data do campo ${label} não pode estar no futuro` };
    }
    return `${yyyy}-${mm}-${dd}`;
  };

export { isValidCpf };

const cpf = (value: string): string | { error: string } => {
  const digits = value.replace(/[.\-\s]/g, '');
  return isValidCpf(digits) ? digits : { error: 'O CPF está inválido' };
};

const cns = (value: string): string | { error: string } => {
  const digits = value.replace(/\s/g, '');
  return /^\d{15}$/.test(digits) ? digits : { error: 'O CNS deve ter 15 dígitos' };
};

const status = (value: string): QueueStatus | { error: string } => {
  const code = value.toUpperCase().replace(/\s+/g, '_');
  return (STATUSES as readonly string[]).includes(code)
    ? (code as QueueStatus)
    : { error: `Situação inválida: use ${STATUSES.join(', ')}` };
};

/** The columns, in the template's order, with the rule of each. */
const columns = {
  fir_fila_id: requiredCell('fir_fila_id', integer('fir_fila_id')),
  fir_tipos_filas: requiredCell('fir_tipos_filas', (v) =>
    text('fir_tipos_filas', 60)(v.toUpperCase()),
  ),
  fir_codigo_cliente: requiredCell('fir_codigo_cliente', text('fir_codigo_cliente', 20)),
  fir_ordem_regulada: requiredCell('fir_ordem_regulada', integer('fir_ordem_regulada')),
  fir_iniciais_nome: requiredCell('fir_iniciais_nome', text('fir_iniciais_nome', 20)),
  fir_cpf: optionalCell(cpf),
  fir_cns: optionalCell(cns),
  fir_data_nascimento: optionalCell(date('fir_data_nascimento', { past: true })),
  fir_data_solicitacao: requiredCell('fir_data_solicitacao', date('fir_data_solicitacao')),
  fir_data_entrada_fila: optionalCell(date('fir_data_entrada_fila')),
  fir_data_agendamento: optionalCell(date('fir_data_agendamento')),
  fir_data_execucao: optionalCell(date('fir_data_execucao')),
  fir_procedimentos: requiredCell('fir_procedimentos', text('fir_procedimentos', 255)),
  fir_prioridade: optionalCell(text('fir_prioridade', 20)),
  fir_nome_unidade_saude_solicitante: optionalCell(text('fir_nome_unidade_saude_solicitante', 255)),
  fir_nome_unidade_saude_reguladora: optionalCell(text('fir_nome_unidade_saude_reguladora', 255)),
  fir_nome_unidade_saude_executante: optionalCell(text('fir_nome_unidade_saude_executante', 255)),
  fir_observacao: optionalCell(text('fir_observacao', 2000)),
  fir_status: requiredCell('fir_status', status),
  tempo_espera: optionalCell(text('tempo_espera', 60)),
};

export type QueueImportColumn = keyof typeof columns;

/** The header of the file, in order. */
export const QUEUE_IMPORT_COLUMNS = Object.keys(columns) as QueueImportColumn[];

/**
 * A queue-import file of these rows as the template writes it: the byte-order mark, the header, a
 * cell per column (a `YYYY-MM-DD` day as DD/MM/YYYY; quoted when it holds the separator, a quote or
 * a line break) and CRLF line endings. The one writer of the format, for tests, stories and the
 * conformance tour.
 */
export function queueImportCsv(
  rows: ReadonlyArray<Partial<Record<QueueImportColumn, unknown>>>,
): string {
  const { separator, lineEnding } = QUEUE_IMPORT_FORMAT;
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
    const text = day ? `${day[3]}/${day[2]}/${day[1]}` : String(value);
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [
    QUEUE_IMPORT_COLUMNS.join(separator),
    ...rows.map((row) => QUEUE_IMPORT_COLUMNS.map((column) => cell(row[column])).join(separator)),
  ];
  return `\uFEFF${lines.join(lineEnding)}${lineEnding}`;
}

/** Columns that may not be empty. */
export const QUEUE_IMPORT_REQUIRED: readonly QueueImportColumn[] = [
  'fir_fila_id',
  'fir_tipos_filas',
  'fir_codigo_cliente',
  'fir_ordem_regulada',
  'fir_iniciais_nome',
  'fir_data_solicitacao',
  'fir_procedimentos',
  'fir_status',
];

/** One data row: cells in, typed queue fields out (dates as `YYYY-MM-DD`, CPF and CNS as digits). */
export const queueImportRowSchema = z.object(columns).superRefine((row, ctx) => {
  // A scheduled or done request without its date cannot be shown in its status columns.
  if (row.fir_status === 'AGENDADO' && !row.fir_data_agendamento) {
    ctx.addIssue({
      code: 'custom',
      path: ['fir_data_agendamento'],
      message: 'A data de agendamento é obrigatória para a situação AGENDADO',
    });
  }
  if (
    (row.fir_status === 'EFETIVADO' || row.fir_status === 'PARCIALMENTE_ATENDIDO') &&
    !row.fir_data_execucao
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['fir_data_execucao'],
      message: `A data de execução é obrigatória para a situação ${row.fir_status}`,
    });
  }
  if (
    row.fir_data_entrada_fila &&
    row.fir_data_solicitacao &&
    row.fir_data_entrada_fila < row.fir_data_solicitacao
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['fir_data_entrada_fila'],
      message: 'A data de entrada na fila não pode ser anterior à data da solicitação',
    });
  }
});

export type QueueImportRow = z.output<typeof queueImportRowSchema>;

export type RowResult = { ok: true; row: QueueImportRow } | { ok: false; errors: ImportRowError[] };

/**
 * Validates one parsed record (column → cell text). `line` is the 1-based line of the file (the
 * header is line 1), so messages point at what the user sees in a spreadsheet.
 */
export function validateQueueImportRow(record: Record<string, unknown>, line: number): RowResult {
  const cells = Object.fromEntries(
    QUEUE_IMPORT_COLUMNS.map((name) => [
      name,
      typeof record[name] === 'string' ? record[name] : '',
    ]),
  );
  const result = queueImportRowSchema.safeParse(cells);
  if (result.success) return { ok: true, row: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      linha: line,
      campo: typeof issue.path[0] === 'string' ? issue.path[0] : null,
      mensagem: issue.message,
    })),
  };
}

/** Checks the header row; answers the message for a file that is not in the template's format, or null. */
export function checkQueueImportHeader(header: readonly string[]): string | null {
  const names = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  const missing = QUEUE_IMPORT_COLUMNS.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !(QUEUE_IMPORT_COLUMNS as string[]).includes(n));
  if (!missing.length && !unknown.length) return null;
  const parts = [
    missing.length ? `faltam as colunas ${missing.join(', ')}` : '',
    unknown.length ? `colunas desconhecidas ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  return `Cabeçalho do arquivo inválido: ${parts.join('; ')}. Baixe o arquivo de exemplo.`;
}
