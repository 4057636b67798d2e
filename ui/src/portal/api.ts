/**
 * The patient portal's data: key factories and one hook per contract operation its screens use.
 * Screens and stories call these hooks, never `useSWR` or the clients directly, so every read has
 * one key and a mutation refreshes what it changed (see ui/src/api/keys.ts).
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiPaths } from '@portal/contracts';
import {
  QueueClientsDocument,
  QueueProceduresDocument,
  QueueServicesDocument,
  QueueStatusesDocument,
  SearchQueueDocument,
} from '@portal/contracts/graphql';
import { useApi } from '../api/ApiProvider';
import { useRevalidate } from '../api/keys';
import { unwrap } from '../api/unwrap';
import { isRequestStatus, PAGE_SIZE, pageOffset, type RequestStatus } from '../domain/queue';
import { myRequestsQuerySchema } from '../forms/portal';
import { ONGOING_STATUSES, filterQuery, type MyRequestsFilter } from './my-requests/myRequests';
import type { QueueSearch } from './queue-search/searchParams';

export const portalKeys = {
  lastCheck: () => ['portal', 'queue-last-check'] as const,
  news: () => ['portal', 'rss-feeds'] as const,
  clients: (code: string) => ['portal', 'queue-clients', code] as const,
  services: (client: string) => ['portal', 'queue-services', client] as const,
  statuses: (client: string) => ['portal', 'queue-statuses', client] as const,
  procedures: (client: string, service: string) =>
    ['portal', 'queue-procedures', client, service] as const,
  queue: (client: string, search: QueueSearch) =>
    [
      'portal',
      'queue',
      client,
      search.service,
      search.procedure,
      search.status,
      search.page,
    ] as const,
  /** Every read of a patient's requests (the list and the ongoing count). */
  myRequests: () => ['portal', 'my-requests'] as const,
  myRequestsPage: (cpf: string, filter: MyRequestsFilter, page: number) =>
    ['portal', 'my-requests', cpf, 'page', filter.period, filter.status, page] as const,
  ongoingCount: (cpf: string) => ['portal', 'my-requests', cpf, 'ongoing'] as const,
};

/** What a screen may add to a read: a reaction to its failure (a toast, a log line). */
export interface ReadOptions {
  onError?: (error: unknown) => void;
}

/** GET /api/queue/get-last-check. */
export function useLastCheck(options?: ReadOptions) {
  const { api } = useApi();
  return useSWR(
    portalKeys.lastCheck(),
    () => unwrap(api.GET('/api/queue/get-last-check')),
    options,
  );
}

/** GET /api/rss-feeds: the municipality's news. */
export function useNewsFeeds(options?: ReadOptions) {
  const { api } = useApi();
  return useSWR(portalKeys.news(), () => unwrap(api.GET('/api/rss-feeds')), options);
}

/** GraphQL queue_clients: the client of a code (an empty list for an unknown code). */
export function useQueueClients(code: string) {
  const { graphql } = useApi();
  return useSWR(code ? portalKeys.clients(code) : null, () =>
    graphql.request(QueueClientsDocument, { code }).then((r) => r.queue_clients),
  );
}

/** GraphQL queue_services_avaliable of a client. */
export function useQueueServices(client: string, options?: ReadOptions) {
  const { graphql } = useApi();
  return useSWR(
    portalKeys.services(client),
    () =>
      graphql.request(QueueServicesDocument, { client }).then((r) => r.queue_services_avaliable),
    options,
  );
}

/** GraphQL queue_status of a client. */
export function useQueueStatuses(client: string, options?: ReadOptions) {
  const { graphql } = useApi();
  return useSWR(
    portalKeys.statuses(client),
    () => graphql.request(QueueStatusesDocument, { client }).then((r) => r.queue_status),
    options,
  );
}

/** GraphQL queue_procedures of a client's service (nothing until a service is chosen). */
export function useQueueProcedures(client: string, service: string | null, options?: ReadOptions) {
  const { graphql } = useApi();
  return useSWR(
    service ? portalKeys.procedures(client, service) : null,
    () =>
      graphql
        .request(QueueProceduresDocument, { client, service: service! })
        .then((r) => r.queue_procedures),
    options,
  );
}

/** The search's answer, read through the contract's SearchQueue operation. */
export function useQueueSearch(
  client: string | null,
  search: QueueSearch | null,
  options?: ReadOptions,
) {
  const { graphql } = useApi();
  return useSWR(
    client && search && isRequestStatus(search.status) ? portalKeys.queue(client, search) : null,
    () =>
      graphql
        .request(SearchQueueDocument, {
          client: client!,
          service: search!.service,
          procedure: search!.procedure,
          // Only a known status reaches here (the key above is null otherwise).
          status: search!.status as RequestStatus,
          offset: pageOffset(search!.page),
          limit: PAGE_SIZE,
        })
        .then((r) => r.queue),
    { keepPreviousData: true, ...options },
  );
}

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
    () =>
      unwrap(
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
        ).then((page) => page.count),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  });
}

/** POST /api/users/login (CPF and password). */
export function usePatientLogin() {
  const { api } = useApi();
  return useCallback(
    (cpf: string, password: string, fallback?: string) =>
      unwrap(api.POST('/api/users/login', { body: { id: null, cpf, password } }), fallback),
    [api],
  );
}

/** POST /api/users/login-google (the Google ID token). */
export function useGoogleLogin() {
  const { api } = useApi();
  return useCallback(
    (token: string) => unwrap(api.POST('/api/users/login-google', { body: { token } })),
    [api],
  );
}

/** POST /api/users/register: a new patient account. */
export function useRegisterPatient() {
  const { api } = useApi();
  return useCallback(
    (body: ApiPaths['/api/users/register']['post']['requestBody']['content']['application/json']) =>
      unwrap(api.POST('/api/users/register', { body })),
    [api],
  );
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
