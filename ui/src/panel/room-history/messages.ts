/** The room history screen's texts (gerencial-movel-painel.md), verbatim from the spec. */
export const ROOM_HISTORY = {
  noNps: 'Sem NPS',
} as const;
