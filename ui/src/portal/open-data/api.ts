/**
 * The open data's reads (/dados-abertos): the export's facts (REST getOpenQueueInfo) and the
 * services it can be narrowed by (GraphQL queue_services_avaliable), each a reply only once its
 * shape is checked; and the download addresses, which the browser follows itself (streamed to
 * disk, never held in the page).
 */
import useSWR from 'swr';
import { z } from 'zod';
import { QueueServicesDocument } from '@portal/contracts/graphql';
import type { OpenDataFormat } from '@portal/contracts/openData';
import { QUEUE_STATUSES } from '@portal/contracts/queue';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { portalKeys } from '../keys';
import { namedValuesSchema } from '../requests/replies';

const count = z.number().int().min(0);
const status = z.enum(QUEUE_STATUSES);

/** The shape of a getOpenQueueInfo answer: only an answer that has it is data. */
export const openQueueInfoSchema = z.object({
  client: z.object({ code: z.string().min(1), name: z.string() }),
  data_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  last_update: z.string(),
  rows: count,
  by_status: z.array(z.object({ status, rows: count })),
  small_groups: z.object({
    min_group: count,
    generalized_rows: count,
    suppressed_rows: count,
    by_step: z.array(z.object({ step: z.string(), rows: count })),
  }),
  licence: z.object({ name: z.string().min(1), url: z.string().url() }),
  files: z.array(z.object({ format: z.enum(['csv', 'json']), file_name: z.string().min(1) })),
});

export type OpenQueueInfo = z.output<typeof openQueueInfoSchema>;

/** The export's facts of a client; nothing until there is a client. */
export function useOpenQueueInfo(client: string | null) {
  const { api } = useApi();
  return useSWR(client ? portalKeys.openDataInfo(client) : null, async () =>
    checkReply(
      openQueueInfoSchema,
      await unwrap(
        api.GET('/api/open-data/queue/info', { params: { query: { client: client! } } }),
      ),
    ),
  );
}

/** The services the download can be narrowed by. */
export function useOpenDataServices(client: string | null) {
  const { graphql } = useApi();
  return useSWR(client ? portalKeys.openDataServices(client) : null, async () =>
    checkReply(
      namedValuesSchema,
      (await graphql.request(QueueServicesDocument, { client: client! })).queue_services_avaliable,
    ),
  );
}

export interface OpenQueueChoice {
  service?: string | null;
  status?: string | null;
}

/** The export's address for a client, a format and an optional service and status. */
export function openQueueUrl(
  base: string,
  client: string,
  format: OpenDataFormat,
  { service, status: chosen }: OpenQueueChoice = {},
): string {
  const query = new URLSearchParams({ client, format });
  if (service) query.set('service', service);
  if (chosen) query.set('status', chosen);
  return `${base}?${query.toString()}`;
}
