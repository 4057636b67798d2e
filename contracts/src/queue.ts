import type { components } from './generated/api';

export type QueueStatus = components['schemas']['QueueStatus'];

/**
 * The request statuses in the spec's order (SOLICITADO is the default). A runtime list of the
 * contract's `QueueStatus` enum, so ui, mocks and the CSV rules share one copy.
 */
export const QUEUE_STATUSES = [
  'SOLICITADO',
  'AGENDADO',
  'EFETIVADO',
  'PARCIALMENTE_ATENDIDO',
  'DEVOLVIDO',
] as const satisfies readonly QueueStatus[];

// Fails to compile if the contract gains a status this list lacks.
const _complete: Record<QueueStatus, true> = Object.fromEntries(
  QUEUE_STATUSES.map((s) => [s, true]),
) as Record<(typeof QUEUE_STATUSES)[number], true>;
void _complete;
