/**
 * The reads and addresses of the aggregate table, its history and the DCAT catalog
 * (/dados-abertos): the history's days (REST listOpenQueueHistory, checked against the contract's
 * shape before it is data) and the download addresses, which the browser follows itself.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { OPEN_DATA_PATHS } from '@portal/contracts/openDataCatalog';
import type { OpenDataFormat } from '@portal/contracts/openData';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { portalKeys } from '../keys';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const format = z.enum(['csv', 'json']);

/** The shape of a listOpenQueueHistory answer. */
export const openQueueHistorySchema = z.object({
  client: z.object({ code: z.string(), name: z.string() }),
  retention_months: z.number().int().positive(),
  first_kept_day: day,
  snapshots: z.array(
    z.object({
      date: day,
      rows: z.number().int().min(0),
      files: z.array(z.object({ format, file_name: z.string().min(1), url: z.string().url() })),
    }),
  ),
});

export type OpenQueueHistory = z.output<typeof openQueueHistorySchema>;

/** The kept days of a client's aggregate table, newest first. */
export function useOpenQueueHistory(client: string) {
  const { api } = useApi();
  return useSWR(portalKeys.openDataHistory(client), async () =>
    checkReply(
      openQueueHistorySchema,
      await unwrap(api.GET('/api/open-data/queue/history', { params: { query: { client } } })),
    ),
  );
}

/**
 * The open data's address below the API: `base` is the row-level export's address
 * (`…/api/open-data/queue`, the portal's configuration), the others are beside it.
 */
function besideExport(base: string, path: string, query: Record<string, string>) {
  const api = base.slice(0, base.length - OPEN_DATA_PATHS.queue.length);
  return `${base.endsWith(OPEN_DATA_PATHS.queue) ? api : ''}${path}?${new URLSearchParams(query).toString()}`;
}

/** The aggregate table's download address for a client and a format. */
export const aggregatesUrl = (base: string, client: string, as: OpenDataFormat) =>
  besideExport(base, OPEN_DATA_PATHS.aggregates, { client, format: as });

/** The DCAT catalog's address for a client. */
export const catalogUrl = (base: string, client: string) =>
  besideExport(base, OPEN_DATA_PATHS.catalog, { client });
