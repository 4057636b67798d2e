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
import { publishedCountSchema } from '../requests/replies';

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const publishedCount = publishedCountSchema;

const figures = {
  cases: publishedCount,
  median_days: count.nullable(),
  p90_days: count.nullable(),
  unavailable: z.enum(['FEW_CASES']).nullable(),
};

/**
 * Figures, or the reason there are none: never a half of each, and never figures over a count
 * withheld (under 5, so under the threshold).
 */
const consistent = (row: {
  cases: number | null;
  median_days: number | null;
  p90_days: number | null;
  unavailable: string | null;
}) =>
  row.unavailable
    ? row.median_days === null && row.p90_days === null
    : row.median_days !== null &&
      row.p90_days !== null &&
      row.median_days <= row.p90_days &&
      row.cases !== null;

const priorityFiguresSchema = z
  .object({ priority: z.string().nullable(), ...figures })
  .refine(consistent);

const estimateSchema = z
  .object({
    service: z.string(),
    procedure: z.string().nullable(),
    waiting: publishedCount,
    ...figures,
    by_priority: z.array(priorityFiguresSchema),
  })
  .refine(consistent);

/** The shape of a queue_wait_estimates answer: only an answer that has it is data. */
export const waitEstimatesSchema = z.object({
  data_date: day,
  window_start: day,
  window_end: day,
  min_cases: count,
  rows: z.array(estimateSchema),
});

export type WaitEstimate = z.output<typeof estimateSchema>;
export type PriorityEstimate = z.output<typeof priorityFiguresSchema>;
export type WaitEstimates = z.output<typeof waitEstimatesSchema>;

/** The figures of a client (narrowed by service and procedure); nothing until there is a client. */
export function useWaitEstimates(
  client: string | null,
  { service = null, procedure = null }: { service?: string | null; procedure?: string | null } = {},
) {
  const { graphql } = useApi();
  return useSWR(client ? portalKeys.waitEstimates(client, service, procedure) : null, () =>
    readWaitEstimates(graphql, client!, { service, procedure }),
  );
}

export type Graphql = ReturnType<typeof useApi>['graphql'];

/** Asks queue_wait_estimates (narrowed where a filter is given) and checks the answer's shape. */
export async function readWaitEstimates(
  graphql: Graphql,
  client: string,
  {
    service = null,
    procedure = null,
    unit = null,
  }: { service?: string | null; procedure?: string | null; unit?: string | null },
): Promise<WaitEstimates> {
  const reply = await graphql.request(WaitEstimatesDocument, {
    client,
    ...(service && { service }),
    ...(procedure && { procedure }),
    ...(unit && { unit }),
  });
  return checkReply(waitEstimatesSchema, reply.queue_wait_estimates);
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
      sorted.map((client) => readWaitEstimates(graphql, client, {})),
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
