/**
 * The exports of a 'Você ainda precisa?' campaign (`GET /api/interest-campaigns/{id}/requests`):
 * the answers given in the portal, and the requests whose patient has no account, for a phone
 * call. Staff open them in a pt-BR spreadsheet and carry the answers to the regulation system, so
 * they are written in the queue import's dialect (UTF-8 with a BOM, `;`, CRLF, DD/MM/YYYY) and
 * name the rows by the regulation system's own ids (`fir_fila_id`) and the portal's (`fir_id`).
 */
import type { components } from '../src/generated/api';
import { QUEUE_IMPORT_FORMAT } from './queueImport';

type Schemas = components['schemas'];
export type CampaignRequestRow = Schemas['InterestCampaignRequest'];
type Answer = NonNullable<CampaignRequestRow['answer']>;
type Reason = NonNullable<CampaignRequestRow['reason']>;

/**
 * How an answer and a reason are written. The screen passes the words the patient chose from; by
 * default the contract's codes (`SIM`, `ATENDIDO_OUTRO_SERVICO`), and an empty cell while unanswered.
 */
export interface CampaignCsvWords {
  answer: (answer: Answer | null) => string;
  reason: (reason: Reason) => string;
}

const CODES: CampaignCsvWords = {
  answer: (answer) => answer ?? '',
  reason: (reason) => reason,
};

export const CAMPAIGN_ANSWERS_COLUMNS = [
  'fir_fila_id',
  'fir_id',
  'nome do paciente',
  'CNS',
  'procedimento',
  'unidade solicitante',
  'dias na fila',
  'resposta',
  'motivo',
  'motivo (texto)',
  'respondido em',
  'telefone',
  'e-mail',
] as const;

export const CAMPAIGN_UNREACHABLE_COLUMNS = [
  'fir_fila_id',
  'fir_id',
  'nome',
  'CNS',
  'procedimento',
  'unidade solicitante',
  'entrada na fila',
  'dias na fila',
] as const;

/** `YYYY-MM-DD`, or the day of an ISO date-time as the backend wrote it, as DD/MM/YYYY. */
function day(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * One cell: a text that a spreadsheet would run as a formula (CSV injection: it starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, as spreadsheets do to keep
 * it text; then it is quoted when it holds the separator, a quote or a line break.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
) {
  const { separator, lineEnding } = QUEUE_IMPORT_FORMAT;
  const lines = [header, ...rows].map((row) => row.map(cell).join(separator));
  return `\uFEFF${lines.join(lineEnding)}${lineEnding}`;
}

/** The answers of a campaign (the `list=answers` rows), one line per request asked in the portal. */
export function campaignAnswersCsv(
  rows: readonly CampaignRequestRow[],
  words: CampaignCsvWords = CODES,
): string {
  return csv(
    CAMPAIGN_ANSWERS_COLUMNS,
    rows.map((row) => [
      row.queueId,
      row.requestId,
      row.patientName,
      row.cns,
      row.procedure,
      row.unit,
      row.daysInQueue,
      words.answer(row.answer),
      row.reason ? words.reason(row.reason) : null,
      row.reasonText,
      day(row.answeredAt),
      row.phone,
      row.email,
    ]),
  );
}

/** The requests of a campaign whose patient has no account (`list=unreachable`), for a phone call. */
export function campaignUnreachableCsv(rows: readonly CampaignRequestRow[]): string {
  return csv(
    CAMPAIGN_UNREACHABLE_COLUMNS,
    rows.map((row) => [
      row.queueId,
      row.requestId,
      row.patientName,
      row.cns,
      row.procedure,
      row.unit,
      day(row.enteredAt),
      row.daysInQueue,
    ]),
  );
}

/** 'campanha-3-respostas.csv', 'campanha-3-sem-conta.csv'. */
export const campaignCsvFileName = (campaignId: number, list: 'answers' | 'unreachable') =>
  `campanha-${campaignId}-${list === 'answers' ? 'respostas' : 'sem-conta'}.csv`;
