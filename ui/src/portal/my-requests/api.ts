/**
 * The patient's requests and profile changes: one hook per contract operation, used by the screens and stories alike (never `useSWR`
 * or a client directly). Keys come from ../keys.ts.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiPaths } from '@portal/contracts';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { PAGE_SIZE, pageOffset } from '../../domain/queue';
import { portalKeys } from '../keys';
import { requestPageSchema } from '../requests/replies';
import { ONGOING_STATUSES, filterQuery, type MyRequestsFilter } from './myRequests';
import { myRequestsQuerySchema } from './schema';

/** GET /api/queue/my-solicitations (cpf, limit 10, offset, period, status). */
export function useMyRequests(cpf: string | null, filter: MyRequestsFilter, page: number) {
  const { api } = useApi();
  const query = myRequestsQuerySchema.safeParse({
    cpf: cpf ?? '',
    limit: PAGE_SIZE,
    offset: pageOffset(page),
  });
  const result = useSWR(
    query.success ? portalKeys.myRequestsPage(query.data.cpf, filter, page) : null,
    async () =>
      checkReply(
        requestPageSchema,
        await unwrap(
          api.GET('/api/queue/my-solicitations', {
            params: {
              query: {
                cpf: query.data!.cpf,
                limit: query.data!.limit,
                offset: query.data!.offset,
                ...filterQuery(filter),
              },
            },
          }),
        ),
      ),
    { keepPreviousData: true },
  );
  return { ...result, invalid: query.success ? null : query.error.issues[0]?.message };
}

/**
 * 'Solicitações em andamento': the counts of the statuses still in progress, one small call each
 * (limit 1: only the count is read; 0 could read as "no limit" to some backends).
 */
export function useOngoingCount(cpf: string | null) {
  const { api } = useApi();
  return useSWR(cpf ? portalKeys.ongoingCount(cpf) : null, async () => {
    const counts = await Promise.all(
      ONGOING_STATUSES.map((status) =>
        unwrap(
          api.GET('/api/queue/my-solicitations', {
            params: { query: { cpf: cpf!, limit: 1, offset: 0, status } },
          }),
        ).then((page) => checkReply(requestPageSchema.pick({ count: true }), page).count),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  });
}

/**
 * PUT /api/users: a change to the logged-in patient (CPF, terms). The patient's requests depend on
 * both, so every read of them refreshes once the backend has confirmed.
 */
export function useUpdatePatient() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (
      body: ApiPaths['/api/users']['put']['requestBody']['content']['application/json'],
      fallback?: string,
    ): Promise<unknown> => {
      const answer: unknown = await unwrap(api.PUT('/api/users', { body }), fallback);
      await revalidate([...portalKeys.myRequests()]);
      return answer;
    },
    [api, revalidate],
  );
}
