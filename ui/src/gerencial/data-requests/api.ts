/**
 * 'Solicitações de titulares (LGPD)': GET /api/data-requests (the admin's municipality's requests,
 * open first, a page at a time) and POST /api/data-requests/{id}/answer. Every reply is checked
 * against the fields the screen reads; an answer refreshes the list whatever its outcome (a 409
 * means someone answered first: the list then shows that answer).
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';
import { DATA_REQUESTS } from './messages';
import { staffDataRequestPageSchema, staffDataRequestSchema } from './schema';

/** Requests per page. */
export const DATA_REQUESTS_PAGE_SIZE = 10;

export function useDataRequests(page: number) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    gerencialKeys.dataRequestsPage(clientId, page),
    async () =>
      checkReply(
        staffDataRequestPageSchema,
        await unwrap(
          api.GET('/api/data-requests', {
            params: {
              query: {
                limit: DATA_REQUESTS_PAGE_SIZE,
                offset: (page - 1) * DATA_REQUESTS_PAGE_SIZE,
              },
            },
          }),
          DATA_REQUESTS.failed,
        ),
      ),
    { keepPreviousData: true },
  );
}

export function useAnswerDataRequest() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    async (id: number, answer: { status: 'atendida' | 'recusada'; answer: string }) => {
      try {
        return checkReply(
          staffDataRequestSchema,
          await unwrap(
            api.POST('/api/data-requests/{id}/answer', {
              params: { path: { id } },
              body: answer,
            }),
            DATA_REQUESTS.sendFailed,
          ),
        );
      } finally {
        void revalidate([...gerencialKeys.dataRequests(clientId)]);
      }
    },
    [api, revalidate, clientId],
  );
}
