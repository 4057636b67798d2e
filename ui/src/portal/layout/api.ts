/**
 * The queue layout's city: one hook per contract operation, used by the screens and stories alike (never `useSWR`
 * or a client directly). Keys come from ../keys.ts.
 */
import useSWR from 'swr';
import { QueueClientsDocument } from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { portalKeys } from '../keys';

/** GraphQL queue_clients: the client of a code (an empty list for an unknown code). */
export function useQueueClients(code: string) {
  const { graphql } = useApi();
  return useSWR(code ? portalKeys.clients(code) : null, () =>
    graphql.request(QueueClientsDocument, { code }).then((r) => r.queue_clients),
  );
}
