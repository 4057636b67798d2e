/**
 * The tab's sentences: an import's counts and a notice's status, from the reply's fields. Plain
 * functions, so their wording is tested on a table rather than through the screen.
 */
import { formatDateTimeMinutes, parseApiDateTime } from '../../../domain/dates';
import { interactionLabel } from '../interactions';
import { AUTOMATIC } from './messages';

const M = AUTOMATIC;

/** An API moment as dd/MM/yyyy HH:mm; the raw text when it cannot be read. */
export const momentOf = (value: string) => {
  const date = parseApiDateTime(value);
  return date ? formatDateTimeMinutes(date) : value;
};

/** 'Importação nº 41 (fila-novembro.csv)'; without a file name, 'Importação nº 41'. */
export const importName = (importId: number, fileName: string | null) =>
  `${M.importOf(importId)}${fileName ? ` (${fileName})` : ''}`;

/**
 * 'Importação nº 41 (fila-novembro.csv): 3 avisos automáticos — 2 entregues, 1 lido'. `delivered`
 * counts those the inbox fetched, read ones included (the contract's StatusNoticeImport).
 */
export function importSummary(counts: {
  importId: number;
  fileName: string | null;
  sent: number;
  delivered: number;
  read: number;
}): string {
  return `${importName(counts.importId, counts.fileName)}: ${M.noticeCount(counts.sent)} — ${M.delivered(counts.delivered)}, ${M.read(counts.read)}`;
}

/**
 * A notice's status in words with its moment: 'Entregue em 29/11/2026 10:20'. Still only sent,
 * its moment is the sending's; a status without a moment is the word alone.
 */
export function statusLine(
  notice: {
    interactionNotificationType: number;
    interactionDate: string | null;
    createdAt: string;
  },
  names?: ReadonlyMap<number, string>,
): string {
  const label = interactionLabel(notice.interactionNotificationType, names);
  const word = label.charAt(0).toUpperCase() + label.slice(1);
  const at =
    notice.interactionDate ?? (notice.interactionNotificationType === 1 ? notice.createdAt : null);
  return at ? `${word} em ${momentOf(at)}` : word;
}
