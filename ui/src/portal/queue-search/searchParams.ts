/**
 * The queue search lives in the address (beyond the original: a search can be shared and survives
 * a reload): ?servico=CONSULTAS&procedimento=…&situacao=SOLICITADO&pagina=2. Other parameters
 * (municipio) are kept as they are.
 */
export interface QueueSearch {
  service: string;
  procedure: string;
  status: string;
  /** From 1. */
  page: number;
}

export const SEARCH_PARAMS = {
  service: 'servico',
  procedure: 'procedimento',
  status: 'situacao',
  page: 'pagina',
} as const;

/** The search in the address, or null when it lacks any of the three filters. */
export function readQueueSearch(params: URLSearchParams): QueueSearch | null {
  const service = params.get(SEARCH_PARAMS.service)?.trim() ?? '';
  const procedure = params.get(SEARCH_PARAMS.procedure)?.trim() ?? '';
  const status = params.get(SEARCH_PARAMS.status)?.trim() ?? '';
  if (!service || !procedure || !status) return null;
  const page = Number(params.get(SEARCH_PARAMS.page));
  return { service, procedure, status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address for a search (page 1 is left out), keeping the other parameters. */
export function writeQueueSearch(params: URLSearchParams, search: QueueSearch): URLSearchParams {
  const next = clearQueueSearch(params);
  next.set(SEARCH_PARAMS.service, search.service);
  next.set(SEARCH_PARAMS.procedure, search.procedure);
  next.set(SEARCH_PARAMS.status, search.status);
  if (search.page > 1) next.set(SEARCH_PARAMS.page, String(search.page));
  return next;
}

/** The address without a search (Limpar), keeping the other parameters. */
export function clearQueueSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(SEARCH_PARAMS).forEach((name) => next.delete(name));
  return next;
}

/** Identifies a search regardless of its page (a new one resets the pagination). */
export const searchIdentity = (search: QueueSearch | null) =>
  search ? [search.service, search.procedure, search.status].join('\u0000') : '';
