/**
 * The public dashboard's reads (/painel-da-fila): one hook per contract operation, used by the
 * screen and its stories alike. Every reply is checked against the contract's shape before it is
 * data (`checkReply`): a 200 with something else is a failed read with its retry, never a panel of
 * wrong figures. Keys come from ../keys.ts.
 */
import useSWR from 'swr';
import { z } from 'zod';
import {
  QueueFlowDocument,
  QueueServicesDocument,
  QueueUnitHealthsDocument,
} from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { portalKeys } from '../keys';
import { namedValuesSchema, publishedCountSchema } from '../requests/replies';
import {
  readWaitEstimates,
  type WaitEstimates as CheckedWaitEstimates,
} from '../wait-estimates/api';
import type { DashboardFilter } from './dashboardParams';

const publishedCount = publishedCountSchema;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const unitsSchema = z.array(z.object({ nome_unidade_saude: z.string().min(1) }));

const flowSchema = z.object({
  data_date: day,
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      entries: publishedCount,
      served: publishedCount,
    }),
  ),
});

export type DashboardService = z.output<typeof namedValuesSchema>[number];
export type { WaitEstimate } from '../wait-estimates/api';
/**
 * Each answer carries the filter it was asked for: while a new filter loads, the previous answer
 * stays on screen (keepPreviousData) and must still be described by its own filter.
 */
export type WaitEstimates = CheckedWaitEstimates & { filter: DashboardFilter };
export type QueueFlow = z.output<typeof flowSchema> & { filter: DashboardFilter };

/** GraphQL queue_services_avaliable: the client's services (the Serviço filter, and their names). */
export function useDashboardServices(client: string | null) {
  const { graphql } = useApi();
  return useSWR(client ? portalKeys.dashboardServices(client) : null, async () =>
    checkReply(
      namedValuesSchema,
      (await graphql.request(QueueServicesDocument, { client: client! })).queue_services_avaliable,
    ),
  );
}

/** GraphQL queue_unithealths with role SOLICITANTE: the Unidade solicitante filter. */
export function useDashboardUnits(client: string | null) {
  const { graphql } = useApi();
  return useSWR(client ? portalKeys.dashboardUnits(client) : null, async () =>
    checkReply(
      unitsSchema,
      (await graphql.request(QueueUnitHealthsDocument, { client: client!, role: 'SOLICITANTE' }))
        .queue_unithealths,
    ),
  );
}

/** GraphQL queue_wait_estimates: waiting counts, median and 90th percentile, per service and procedure. */
export function useWaitEstimates(client: string | null, filter: DashboardFilter) {
  const { graphql } = useApi();
  return useSWR(
    client ? portalKeys.dashboardEstimates(client, filter) : null,
    async (): Promise<WaitEstimates> => ({
      ...(await readWaitEstimates(graphql, client!, filter)),
      filter,
    }),
    { keepPreviousData: true },
  );
}

/** GraphQL queue_flow: entries and services per month over the last 12 months. */
export function useQueueFlow(client: string | null, filter: DashboardFilter) {
  const { graphql } = useApi();
  return useSWR(
    client ? portalKeys.dashboardFlow(client, filter) : null,
    async (): Promise<QueueFlow> => ({
      ...checkReply(
        flowSchema,
        (
          await graphql.request(QueueFlowDocument, {
            client: client!,
            service: filter.service,
            unit: filter.unit,
          })
        ).queue_flow,
      ),
      filter,
    }),
    { keepPreviousData: true },
  );
}
