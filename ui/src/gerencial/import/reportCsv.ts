/**
 * The per-row report of a rejected import as a CSV the admin can open in a spreadsheet beside the
 * file being fixed: the template's own dialect (UTF-8 with BOM, `;`, CRLF), every cell quoted so
 * messages with `;`, quotes or line breaks stay in their cell.
 */
import type { ImportRowError } from './importStatus';

const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * A cell starting like a formula would run as one in a spreadsheet (CSV injection): the leading
 * apostrophe makes it text, as the spreadsheets themselves do.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export interface ReportLabels {
  line: string;
  column: string;
  message: string;
  /** The column of a problem about the whole row (campo null). */
  wholeRow: string;
  /** The line of a problem about the whole file (linha 0). */
  wholeFile: string;
}

export function buildReportCsv(errors: readonly ImportRowError[], labels: ReportLabels): string {
  const rows = [
    [labels.line, labels.column, labels.message],
    ...errors.map((error) => [
      error.linha > 0 ? String(error.linha) : labels.wholeFile,
      error.campo ?? labels.wholeRow,
      error.mensagem,
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(SEPARATOR)).join(LINE_END)}${LINE_END}`;
}

/** 'fila_2026-11-19.csv' → 'fila_2026-11-19-problemas.csv'. */
export function reportFileName(importedFile: string): string {
  const base = importedFile.replace(/\.csv$/i, '').replace(/[\\/:*?"<>|]+/g, '_') || 'importacao';
  return `${base}-problemas.csv`;
}
