/**
 * The news page's data: one hook per contract operation, used by the screens and stories alike (never `useSWR`
 * or a client directly). Keys come from ../keys.ts.
 */
import useSWR from 'swr';
import { useApi } from '../../api/ApiProvider';
import { unwrap } from '../../api/unwrap';
import { portalKeys } from '../keys';
import { readNewsFeeds } from './feed';
import type { ReadOptions } from '../queue-search/api';

/** GET /api/rss-feeds: the municipality's news, checked (readNewsFeeds). */
export function useNewsFeeds(options?: ReadOptions) {
  const { api } = useApi();
  return useSWR(
    portalKeys.news(),
    async () => readNewsFeeds(await unwrap(api.GET('/api/rss-feeds'))),
    options,
  );
}
