import type { ApiComponents } from '@portal/contracts';
import { isRequestStatus, type RequestStatus } from '../../domain/queue';

export type OwnRequest = ApiComponents['schemas']['QueueRow'];

/** Statuses of a request still in progress ('Solicitações em andamento'). */
export const ONGOING_STATUSES: readonly RequestStatus[] = [
  'SOLICITADO',
  'AGENDADO',
  'PARCIALMENTE_ATENDIDO',
];

export interface MyRequestsFilter {
  /** A year ('2026'); anything else means every period. */
  period: string;
  /** A status; anything else means all. */
  status: string;
}

const isYear = (value: string) => /^\d{4}$/.test(value);

/** The filter applied locally too (spec: "The filter is also applied locally"). */
export function applyFilter(rows: readonly OwnRequest[], filter: MyRequestsFilter): OwnRequest[] {
  return rows.filter(
    (row) =>
      (!isYear(filter.period) || row.fir_data_solicitacao.startsWith(filter.period)) &&
      (!isRequestStatus(filter.status) || row.fir_status === filter.status),
  );
}

/** The call's optional query values: empty filters are not sent. */
export function filterQuery(filter: MyRequestsFilter) {
  return {
    ...(isYear(filter.period) ? { period: Number(filter.period) } : {}),
    ...(isRequestStatus(filter.status) ? { status: filter.status } : {}),
  };
}
