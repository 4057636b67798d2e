import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { failureMessage } from '../../api/failureMessage';
import { useForgetPreviousKey } from '../../api/useForgetPreviousKey';
import { TEXTS } from '../texts';

/**
 * A failed call in the operator's words: the server's message or the malformed-reply text (both
 * ApiErrors), else the list's own. Never a JavaScript message ('x is not iterable').
 */
export const panelFailure = (error: unknown, fallback: string = TEXTS.listFailed) =>
  failureMessage(error, fallback);

/** The log and the room history ask for 100 rows a page (spec §9). */
export const PANEL_PAGE_SIZE = 100;
/** They reload every 5 minutes, back to page 1 (spec §9). */
export const AUTO_REFRESH_MS = 300_000;

export type WhereKey = Record<string, string> | null;

export interface PageQuery {
  page: number;
  where: WhereKey;
  /** Bumped on every change, so each search, page change and refresh asks the server again. */
  nonce: number;
  /** How many refreshes (button or timer) so far: companions of the list reload with it. */
  refreshes: number;
}

export interface PanelPage<Row> {
  list: Row[];
  totalPages: number;
}

export interface PagedList<Row> {
  rows: Row[];
  totalPages: number;
  page: number;
  /** The filter in use (null: none). */
  where: WhereKey;
  /** Counts refreshes (button or timer), for data shown beside the list. */
  refreshes: number;
  /** No answer yet for the first query. */
  loading: boolean;
  /** A call is under way (the previous rows stay on screen meanwhile). */
  busy: boolean;
  error: string | null;
  /** When the rows on screen arrived. */
  refreshedAt: Date | null;
  goToPage: (page: number) => void;
  /** Searching starts again at page 1 (spec §4). */
  search: (where: WhereKey) => void;
  /** Reloads page 1 with the current filter (the refresh button and the 5-minute timer). */
  refresh: () => void;
  /** Repeats the failed call. */
  retry: () => void;
}

/**
 * One paged panel list: page, filter, the 5-minute auto-refresh and the last refresh time. `load`
 * receives the query and resolves to a page or rejects (an ApiError with the server's message).
 */
export function usePagedList<Row>(
  name: string,
  load: (query: { page: number; where: WhereKey }) => Promise<PanelPage<Row>>,
  { refreshMs = AUTO_REFRESH_MS }: { refreshMs?: number } = {},
): PagedList<Row> {
  const [query, setQuery] = useState<PageQuery>({
    page: 1,
    where: null,
    nonce: 0,
    refreshes: 0,
  });
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  // panelKeys.list in ../api.ts (spelled out here: api.ts builds its lists on this hook).
  const key = ['panel', name, query.page, query.where, query.nonce] as const;
  useForgetPreviousKey(key);
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    key,
    ([, , page, where]) => load({ page, where }),
    { keepPreviousData: true, onSuccess: () => setRefreshedAt(new Date()) },
  );

  const change = useCallback(
    (next: Partial<PageQuery>) => setQuery((q) => ({ ...q, ...next, nonce: q.nonce + 1 })),
    [],
  );
  const refresh = useCallback(
    () => setQuery((q) => ({ ...q, page: 1, nonce: q.nonce + 1, refreshes: q.refreshes + 1 })),
    [],
  );

  useEffect(() => {
    const timer = setInterval(refresh, refreshMs);
    return () => clearInterval(timer);
  }, [refresh, refreshMs]);

  return {
    rows: data?.list ?? [],
    totalPages: data?.totalPages ?? 0,
    page: query.page,
    where: query.where,
    refreshes: query.refreshes,
    loading: isLoading && !data,
    busy: isValidating,
    error: error ? panelFailure(error) : null,
    refreshedAt,
    goToPage: (page) => change({ page }),
    search: (where) => change({ page: 1, where }),
    refresh,
    retry: () => void mutate(),
  };
}
