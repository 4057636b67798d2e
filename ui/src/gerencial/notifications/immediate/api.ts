/**
 * The 'Envio Imediato' tab's reads: the sent notifications (a page of the filter) and the
 * recipients of the selected one. Every reply is checked for the fields the tab reads before it is
 * data (a malformed one is an error with a retry). Keys sit under gerencialKeys.notifications, so a
 * send from the other tab refreshes them.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { useApi } from '../../../api/ApiProvider';
import { checkReply } from '../../../api/reply';
import { unwrap } from '../../../api/unwrap';
import { gerencialKeys } from '../../keys';
import { useAdmin } from '../../session/AdminSessionProvider';
import { NOTIFICATIONS } from '../messages';
import type { ImmediateQuery } from './immediateQuery';

/** Notifications per page of the 'Notificações' column (the contract's limit/offset). */
export const SENT_PAGE_SIZE = 10;

const count = z.number().int().min(0);
const deliverySchema = z.object({
  total: count,
  enviado: count,
  entregue: count,
  exibido: count,
  aberto: count,
  lido: count,
});

const sentNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  interactions: z.array(z.number().int()),
  delivery: deliverySchema.optional(),
});
export type SentNotification = z.output<typeof sentNotificationSchema>;

const sentRecipientSchema = z.object({
  id: z.number().int(),
  cpf: z.string(),
  name: z.string().nullable(),
  interactionNotificationType: z.number().int().nullable(),
  interactionDate: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type SentRecipient = z.output<typeof sentRecipientSchema>;

const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), count });

const failed = NOTIFICATIONS.error;

/** Absent rather than empty: the contract reads an absent `interactions` as every status. */
const interactionsParam = (interactions: readonly number[]) =>
  interactions.length
    ? { interactions: [...interactions] as Array<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8> }
    : {};

/** GET /api/immediate-notifications (listImmediateNotifications): one page of the filter. */
export function useSentNotifications(query: ImmediateQuery, page: number) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    [...gerencialKeys.notifications(clientId), 'immediate', query, page],
    async () =>
      checkReply(
        pageOf(sentNotificationSchema),
        await unwrap(
          api.GET('/api/immediate-notifications', {
            params: {
              query: {
                ...(query.title ? { title: query.title } : {}),
                ...(query.cpf ? { cpf: query.cpf } : {}),
                ...(query.name ? { name: query.name } : {}),
                ...interactionsParam(query.interactions),
                startDate: query.startDate,
                endDate: query.endDate,
                limit: SENT_PAGE_SIZE,
                offset: (page - 1) * SENT_PAGE_SIZE,
              },
            },
          }),
          failed,
        ),
      ),
    { keepPreviousData: true },
  );
}

/**
 * GET /api/immediate-notifications/{id}/recipients (listImmediateNotificationRecipients), kept to
 * the chosen interactions; nothing is read until a notification is selected.
 */
export function useSentRecipients(id: number | null, interactions: readonly number[]) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    id === null
      ? null
      : [...gerencialKeys.notifications(clientId), 'immediate', id, 'recipients', interactions],
    async () =>
      checkReply(
        pageOf(sentRecipientSchema),
        await unwrap(
          api.GET('/api/immediate-notifications/{id}/recipients', {
            params: { path: { id: id ?? 0 }, query: interactionsParam(interactions) },
          }),
          failed,
        ),
      ).rows,
  );
}
