/**
 * The wait figures (GraphQL queue_wait_estimates): one hook, used by the queue search, 'Minhas
 * solicitações' and their stories alike. The reply is data only once its shape is checked.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { WaitEstimatesDocument } from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { portalKeys } from '../keys';

const estimateSchema = z.object({
  service: z.string(),
  procedure: z.string().nullable(),
  waiting: z.number().int().min(0),
  cases: z.number().int().min(0),
  median_days: z.number().int().min(0).nullable(),
  p90_days: z.number().int().min(0).nullable(),
  unavailable: z.enum(['FEW_CASES']).nullable(),
});

const resultSchema = z.object({
  data_date: z.string(),
  window_start: z.string(),
  window_end: z.string(),
  min_cases: z.number().int(),
  rows: z.array(estimateSchema),
});

export type WaitEstimate = z.output<typeof estimateSchema>;
export type WaitEstimates = z.output<typeof resultSchema>;

/** The figures of a client (narrowed by service and procedure); nothing until there is a client. */
export function useWaitEstimates(
  client: string | null,
  { service = null, procedure = null }: { service?: string | null; procedure?: string | null } = {},
) {
  const { graphql } = useApi();
  return useSWR(client ? portalKeys.waitEstimates(client, service, procedure) : null, () =>
    readWaitEstimates(graphql, client!, service, procedure),
  );
}

type Graphql = ReturnType<typeof useApi>['graphql'];

async function readWaitEstimates(
  graphql: Graphql,
  client: string,
  service: string | null,
  procedure: string | null,
): Promise<WaitEstimates> {
  const reply = await graphql.request(WaitEstimatesDocument, {
    client,
    ...(service && { service }),
    ...(procedure && { procedure }),
  });
  return checkReply(resultSchema, reply.queue_wait_estimates);
}

/**
 * The figures of every procedure of several clients at once (a patient's requests may come from
 * more than one municipality), by client code.
 */
export function useWaitEstimatesOfClients(clients: readonly string[]) {
  const { graphql } = useApi();
  const sorted = [...new Set(clients)].sort();
  return useSWR(sorted.length ? portalKeys.waitEstimatesOf(sorted) : null, async () => {
    const results = await Promise.all(
      sorted.map((client) => readWaitEstimates(graphql, client, null, null)),
    );
    return new Map(sorted.map((client, index) => [client, results[index]!]));
  });
}

/** The figures of one procedure of a service, from a result. */
export const estimateOf = (
  result: WaitEstimates | undefined,
  service: string,
  procedure: string,
): WaitEstimate | undefined =>
  result?.rows.find((row) => row.service === service && row.procedure === procedure);
