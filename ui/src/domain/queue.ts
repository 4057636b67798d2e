/** The request statuses of the queue, in the spec's order, and how they are displayed. */
import { QUEUE_STATUSES as REQUEST_STATUSES } from '@portal/contracts/queue';
export { QUEUE_STATUSES as REQUEST_STATUSES } from '@portal/contracts/queue';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const STATUS_LABELS: Record<RequestStatus, string> = {
  SOLICITADO: 'Solicitado',
  AGENDADO: 'Agendado',
  EFETIVADO: 'Efetivado',
  PARCIALMENTE_ATENDIDO: 'Parcialmente atendido',
  DEVOLVIDO: 'Devolvido',
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The status shown for any value: its label, SOLICITADO's when missing, else the raw text. */
export function statusLabel(value: string | null | undefined): string {
  if (!value) return STATUS_LABELS.SOLICITADO;
  return isRequestStatus(value) ? STATUS_LABELS[value] : value;
}

/** The queue table's columns (portal-paciente.md §3, 'Columns by status'). */
export type QueueColumn =
  | 'posicao'
  | 'cns'
  | 'data_solicitacao'
  | 'iniciais'
  | 'data_nascimento'
  | 'tempo_estimado_atendimento'
  | 'data_agendamento'
  | 'data_execucao'
  | 'unidade_solicitante'
  | 'unidade_reguladora'
  | 'unidade_executante'
  | 'tempo_espera';

const SCHEDULED_COLUMNS: readonly QueueColumn[] = [
  'cns',
  'data_solicitacao',
  'data_agendamento',
  'data_execucao',
  'iniciais',
  'data_nascimento',
  'unidade_solicitante',
  'unidade_reguladora',
  'unidade_executante',
  'tempo_espera',
];

const COLUMNS_BY_STATUS: Record<RequestStatus, readonly QueueColumn[]> = {
  SOLICITADO: [
    'posicao',
    'cns',
    'data_solicitacao',
    'iniciais',
    'data_nascimento',
    'tempo_estimado_atendimento',
    'unidade_solicitante',
    'tempo_espera',
  ],
  AGENDADO: SCHEDULED_COLUMNS,
  EFETIVADO: SCHEDULED_COLUMNS,
  PARCIALMENTE_ATENDIDO: SCHEDULED_COLUMNS,
  DEVOLVIDO: ['cns', 'data_solicitacao', 'iniciais', 'data_nascimento', 'unidade_solicitante'],
};

/** The visible columns for a status; an unknown or missing status is SOLICITADO (the default). */
export function columnsForStatus(status: string | null | undefined): readonly QueueColumn[] {
  return COLUMNS_BY_STATUS[isRequestStatus(status) ? status : 'SOLICITADO'];
}

/**
 * Column titles from the spec's list. The spec gives no title for the estimated service time;
 * 'Tempo estimado' is ours.
 */
export const COLUMN_TITLES: Record<QueueColumn, string> = {
  posicao: 'Posição',
  cns: 'CNS',
  data_solicitacao: 'Data da solicitação',
  iniciais: 'Cidadão (iniciais)',
  data_nascimento: 'Data de nascimento',
  tempo_estimado_atendimento: 'Tempo estimado',
  data_agendamento: 'Data de agendamento',
  data_execucao: 'Data de execução',
  unidade_solicitante: 'Unidade solicitante',
  unidade_reguladora: 'Unidade reguladora',
  unidade_executante: 'Unidade agendamento',
  tempo_espera: 'Dias na fila',
};

/** The other titles of the spec's list, for the procedure and observation columns. */
export const EXTRA_COLUMN_TITLES = { procedimento: 'Procedimento', info: 'Info' } as const;

/** For service CONSULTAS the status PARCIALMENTE_ATENDIDO is removed from the status choices. */
export function statusesForService<T extends { value: string }>(
  statuses: readonly T[],
  service: string | null | undefined,
): T[] {
  if ((service ?? '').toUpperCase() !== 'CONSULTAS') return [...statuses];
  return statuses.filter((status) => status.value !== 'PARCIALMENTE_ATENDIDO');
}

/**
 * Whether a request in this status has a place in the queue. A performed (EFETIVADO) or returned
 * (DEVOLVIDO) request has left it: the spec's columns for those statuses have no position, and a
 * list mixing statuses (Minhas solicitações) shows none for them.
 */
export function hasQueuePosition(status: string | null | undefined): boolean {
  return status !== 'EFETIVADO' && status !== 'DEVOLVIDO';
}

/** Position 0 means not regulated. */
export function isRegulated(position: number | null | undefined): boolean {
  return typeof position === 'number' && position > 0;
}

/** Page size of every queue list and the offset of a 1-based page. */
export const PAGE_SIZE = 10;
export const pageOffset = (page: number, limit = PAGE_SIZE) => limit * (page - 1);
