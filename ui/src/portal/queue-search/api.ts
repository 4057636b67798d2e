/**
 * The queue search's data: one hook per contract operation, used by the screens and stories alike (never `useSWR`
 * or a client directly). Keys come from ../keys.ts. Every reply is checked against the contract's
 * shape before it is data (`checkReply`, ../requests/replies.ts).
 */
import useSWR from 'swr';
import { z } from 'zod';
import {
  QueueProceduresDocument,
  QueueServicesDocument,
  QueueStatusesDocument,
  SearchQueueDocument,
} from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { isRequestStatus, PAGE_SIZE, pageOffset, type RequestStatus } from '../../domain/queue';
import { portalKeys } from '../keys';
import { namedValuesSchema, proceduresSchema, requestPageSchema } from '../requests/replies';
import type { QueueSearch } from './searchParams';

/** LastCheck: `YYYY-MM-DD hh:mm:ss`, as the contract words it. */
const lastCheckSchema = z.object({
  lastCheck: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});

/** What a screen may add to a read: a reaction to its failure (a toast, a log line). */
export interface ReadOptions {
  onError?: (error: unknown) => void;
}

/** GET /api/queue/get-last-check. */
export function useLastCheck(options?: ReadOptions) {
  const { api } = useApi();
  return useSWR(
    portalKeys.lastCheck(),
    async () => checkReply(lastCheckSchema, await unwrap(api.GET('/api/queue/get-last-check'))),
    options,
  );
}

/** GraphQL queue_services_avaliable of a client. */
export function useQueueServices(client: string, options?: ReadOptions) {
  const { graphql } = useApi();
  return useSWR(
    portalKeys.services(client),
    async () =>
      checkReply(
        namedValuesSchema,
        (await graphql.request(QueueServicesDocument, { client })).queue_services_avaliable,
      ),
    options,
  );
}

/** GraphQL queue_status of a client. */
export function useQueueStatuses(client: string, options?: ReadOptions) {
  const { graphql } = useApi();
  return useSWR(
    portalKeys.statuses(client),
    async () =>
      checkReply(
        namedValuesSchema,
        (await graphql.request(QueueStatusesDocument, { client })).queue_status,
      ),
    options,
  );
}

/** GraphQL queue_procedures of a client's service (nothing until a service is chosen). */
export function useQueueProcedures(client: string, service: string | null, options?: ReadOptions) {
  const { graphql } = useApi();
  return useSWR(
    service ? portalKeys.procedures(client, service) : null,
    async () =>
      checkReply(
        proceduresSchema,
        (await graphql.request(QueueProceduresDocument, { client, service: service! }))
          .queue_procedures,
      ),
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
    async () => {
      const reply = await graphql.request(SearchQueueDocument, {
        client: client!,
        service: search!.service,
        procedure: search!.procedure,
        // Only a known status reaches here (the key above is null otherwise).
        status: search!.status as RequestStatus,
        offset: pageOffset(search!.page),
        limit: PAGE_SIZE,
      });
      return checkReply(requestPageSchema, reply.queue);
    },
    { keepPreviousData: true, ...options },
  );
}
