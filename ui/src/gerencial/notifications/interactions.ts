/**
 * The notification interaction statuses (spec §3): 1 enviado … 6 lido come from the server; 7
 * cancelado and 8 removido exist only in the filters' display list. The labels come from GET
 * /api/tipos-interacoes when it answers; these are the fallback and the filter pills' list.
 */
export const INTERACTION_LABELS: Readonly<Record<number, string>> = {
  1: 'enviado',
  2: 'entregue',
  3: 'agendado',
  4: 'exibido',
  5: 'aberto',
  6: 'lido',
  7: 'cancelado',
  8: 'removido',
};

/** The filter pills: every status, 1 to 8. */
export const FILTER_INTERACTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The delivery funnel's stages, in order (agendado is not a delivery stage). */
export const FUNNEL_STAGES = [1, 2, 4, 5, 6] as const;

/** The interaction type every newly added time gets (agendado). */
export const NEW_TIME_INTERACTION = 3;

/** A status's label: the server's name when known, else the spec's. */
export function interactionLabel(
  status: number | null | undefined,
  names?: ReadonlyMap<number, string>,
): string {
  if (status == null) return '';
  return names?.get(status) ?? INTERACTION_LABELS[status] ?? String(status);
}
