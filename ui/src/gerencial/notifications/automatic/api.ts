/**
 * The 'Avisos automáticos' tab's read: a page of the notices imports sent by themselves, with each
 * import's counts. The reply is checked for the fields the tab reads before it is data (a
 * malformed one is an error with a retry). The key sits under gerencialKeys.notifications.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { useApi } from '../../../api/ApiProvider';
import { checkReply } from '../../../api/reply';
import { unwrap } from '../../../api/unwrap';
import { gerencialKeys } from '../../keys';
import { useAdmin } from '../../session/AdminSessionProvider';
import { NOTIFICATIONS } from '../messages';

/** Notices per page (the contract's limit/offset). */
export const NOTICES_PAGE_SIZE = 10;

const count = z.number().int().min(0);

const importCountsSchema = z.object({
  importId: z.number().int(),
  fileName: z.string().nullable(),
  sent: count,
  delivered: count,
  read: count,
});
export type ImportCounts = z.output<typeof importCountsSchema>;

const statusNoticeSchema = z.object({
  id: z.number().int(),
  importId: z.number().int(),
  cpf: z.string(),
  name: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  interactionNotificationType: z.number().int(),
  interactionDate: z.string().nullable(),
});
export type StatusNotice = z.output<typeof statusNoticeSchema>;

const statusNoticePageSchema = z.object({
  count,
  imports: z.array(importCountsSchema),
  rows: z.array(statusNoticeSchema),
});

/** GET /api/status-notices (listStatusNotices): one page, of one import or of all (null). */
export function useStatusNotices(importId: number | null, page: number) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    gerencialKeys.statusNotices(clientId, importId, page),
    async () =>
      checkReply(
        statusNoticePageSchema,
        await unwrap(
          api.GET('/api/status-notices', {
            params: {
              query: {
                ...(importId === null ? {} : { importId }),
                limit: NOTICES_PAGE_SIZE,
                offset: (page - 1) * NOTICES_PAGE_SIZE,
              },
            },
          }),
          NOTIFICATIONS.error,
        ),
      ),
    { keepPreviousData: true },
  );
}
