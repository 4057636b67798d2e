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

/**
 * The refusal of every public read of a municipality's queue while its configuration has the
 * queue switched off ('Deseja exibir as informações de Filas de Regulação no portal?', the
 * client's `coc_ativo_portal` false): the portal's own words for it, from the backend too.
 */
export const queueSwitchedOffMessage = (clientName: string) =>
  `A consulta à fila de regulação não está disponível para ${clientName} no momento.`;
