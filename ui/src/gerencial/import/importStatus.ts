/** The import status rows as the screen reads them, and the rules it derives from them. */
import { formatDateTime } from '../../domain/dates';
import { IMPORT } from './messages';

export interface ImportRowError {
  linha: number;
  campo: string | null;
  mensagem: string;
}

/** A name the import brought that the queue had not seen, with the known names nearest to it. */
export interface ImportWarning {
  campo: string;
  valor: string;
  /** The first lines carrying it. */
  linhas: number[];
  ocorrencias: number;
  sugestoes: string[];
}

export interface ImportStatusRow {
  ims_id: number;
  ims_nome_arquivo: string;
  /**
   * PROCESSANDO, CONCLUIDO, CONCLUIDO_COM_ERROS, FALHOU or DESFEITA (another value is shown as it
   * comes).
   */
  ims_situacao: string;
  /** epoch ms */
  ims_alterado_em: number;
  ims_linhas_lidas: number;
  ims_linhas_importadas: number;
  /** The first problems (at most 100). */
  ims_erros: ImportRowError[];
  /** Every problem of the file; at least the listed ones. */
  ims_total_erros: number;
  /** A finished import's rows, by fir_fila_id: new, replacing a changed row, identical. */
  ims_linhas_adicionadas?: number | null;
  ims_linhas_atualizadas?: number | null;
  ims_linhas_inalteradas?: number | null;
  /** The client's last finished import, while it can still be undone ('Desfazer'). */
  ims_pode_desfazer: boolean;
  /** Names the queue had not seen (at most the first 50); absent from older backends. */
  ims_avisos?: ImportWarning[];
  /** How many such names in all. */
  ims_total_avisos?: number;
  /** Automatic notices the import sent to patients whose request changed status. */
  ims_avisos_pacientes?: number | null;
}

export const isProcessing = (row: ImportStatusRow) => row.ims_situacao === 'PROCESSANDO';

/** Whether the list must be read again soon: an import is still being processed. */
export const anyProcessing = (rows: readonly ImportStatusRow[]) => rows.some(isProcessing);

/** The situation in plain pt-BR words. */
export const situationLabel = (situation: string) => IMPORT.situations[situation] ?? situation;

/** A row's situation as its badge says it: a partial import says how many rows of how many. */
export const rowSituation = (row: ImportStatusRow) =>
  row.ims_situacao === 'CONCLUIDO_COM_ERROS'
    ? IMPORT.partial(row.ims_linhas_importadas, row.ims_linhas_lidas)
    : situationLabel(row.ims_situacao);

/**
 * What 'Importar as N linhas válidas' would leave out of a failed import: the lines with problems
 * (the listed ones; `more` when the server listed only the first 100) and how many rows pass (null
 * when not every problem is listed). Null when there is nothing to offer: the file failed as a
 * whole (line 0), or no row passes.
 */
export function validRowsOffer(
  row: ImportStatusRow,
): { valid: number | null; lines: number[]; more: boolean } | null {
  if (row.ims_situacao !== 'FALHOU' || row.ims_erros.length === 0) return null;
  if (row.ims_erros.some((error) => error.linha <= 0)) return null;
  const lines = [...new Set(row.ims_erros.map((error) => error.linha))].sort((a, b) => a - b);
  const more = row.ims_total_erros > row.ims_erros.length;
  const valid = more ? null : row.ims_linhas_lidas - lines.length;
  if (valid !== null && valid <= 0) return null;
  return { valid, lines, more };
}

/** DD/MM/YYYY HH:mm:ss of the epoch milliseconds. */
export const changedAt = (row: ImportStatusRow) => formatDateTime(new Date(row.ims_alterado_em));

/** How many problems the file had (never fewer than the ones listed). */
export const problemCount = (row: ImportStatusRow) =>
  Math.max(row.ims_total_erros, row.ims_erros.length);

/** How many unseen names the import brought (never fewer than the ones listed). */
export const warningCount = (row: ImportStatusRow) =>
  Math.max(row.ims_total_avisos ?? 0, row.ims_avisos?.length ?? 0);

/** A row whose problems can be shown: it failed, or finished with rejected rows. */
export const hasProblems = (row: ImportStatusRow) =>
  (row.ims_situacao === 'FALHOU' || row.ims_situacao === 'CONCLUIDO_COM_ERROS') &&
  problemCount(row) > 0;

/** A row whose warnings can be shown: it finished (or was undone) naming unseen names. */
export const hasWarnings = (row: ImportStatusRow) =>
  row.ims_situacao !== 'PROCESSANDO' && row.ims_situacao !== 'FALHOU' && warningCount(row) > 0;

/** A row with a report to open: problems, warnings, or both. */
export const hasReport = (row: ImportStatusRow) => hasProblems(row) || hasWarnings(row);

/**
 * Which report is open: one the admin chose, none (closed), or 'auto', the import just sent (or,
 * before any, the latest) when it has problems.
 */
export type ReportChoice = number | 'auto' | 'closed';

export function reportRow(
  rows: readonly ImportStatusRow[],
  choice: ReportChoice,
  sentId: number | null,
): ImportStatusRow | null {
  if (choice === 'closed') return null;
  if (choice !== 'auto') return rows.find((row) => row.ims_id === choice) ?? null;
  const candidate = sentId === null ? rows[0] : rows.find((row) => row.ims_id === sentId);
  return candidate && hasReport(candidate) ? candidate : null;
}

/**
 * 'N novas, M atualizadas, K sem alteração', when the backend says (older imports do not), and the
 * automatic notices the import sent to patients, when it sent any.
 */
export function countsText(row: ImportStatusRow): string | null {
  const { ims_linhas_adicionadas: added, ims_linhas_atualizadas: updated } = row;
  const unchanged = row.ims_linhas_inalteradas;
  if (added == null || updated == null || unchanged == null) return null;
  const counts = IMPORT.counts(added, updated, unchanged);
  const notices = row.ims_avisos_pacientes ?? 0;
  return notices > 0 ? `${counts}; ${IMPORT.patientNotices(notices)}` : counts;
}

/** What became of the file just sent, in one sentence (announced politely). */
export function resultSentence(row: ImportStatusRow): string {
  const t = IMPORT;
  const file = row.ims_nome_arquivo;
  switch (row.ims_situacao) {
    case 'PROCESSANDO':
      return t.resultProcessing(file);
    case 'CONCLUIDO': {
      const done = t.resultDone(file, row.ims_linhas_importadas);
      const counts = countsText(row);
      const sentence = counts ? `${done.replace(/\.$/, '')}: ${counts}.` : done;
      return hasWarnings(row) ? `${sentence} ${t.resultWarnings(warningCount(row))}` : sentence;
    }
    case 'CONCLUIDO_COM_ERROS':
      return t.resultWithErrors(file, row.ims_linhas_importadas, problemCount(row));
    case 'FALHOU':
      return t.resultFailed(file, problemCount(row));
    default:
      return `${file}: ${situationLabel(row.ims_situacao)}`;
  }
}
