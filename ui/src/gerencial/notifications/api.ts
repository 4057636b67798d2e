/**
 * The notification screens' shared look-ups: notification types (Tipo), interaction types (labels
 * of every column and filter) and the chatbot choices (type 3). Every reply is checked for the
 * fields the screens read before it is data. Each tab's own calls live in its folder's api.ts.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { COMMON } from '../../messages/common';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';
import { INTERACTION_LABELS } from './interactions';

const notificationTypeSchema = z.object({ tno_id: z.number().int(), tno_nome: z.string() });
export type NotificationType = z.output<typeof notificationTypeSchema>;
const interactionTypeSchema = z.object({ tin_id: z.number().int(), tin_nome: z.string() });
const chatbotSchema = z.object({
  bbo_id: z.number().int(),
  bbo_name: z.string(),
  bbo_blip_key: z.string(),
});
export type ChatbotChoice = z.output<typeof chatbotSchema>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number().int().min(0) });

/** The most chatbots the Chatbot select offers (the contract's page limit). */
export const CHATBOT_CHOICES_LIMIT = 100;

/** GET /api/tipos-notificacoes (listNotificationTypes): the Tipo choices. */
export function useNotificationTypes() {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    gerencialKeys.notificationTypes(clientId),
    async () =>
      checkReply(
        page(notificationTypeSchema),
        await unwrap(api.GET('/api/tipos-notificacoes'), COMMON.serverError),
      ).rows,
  );
}

/**
 * GET /api/tipos-interacoes (listInteractionTypes) as a map id → name. Labels only: while it loads
 * or if it fails the spec's names stand in, so no screen waits on it.
 */
export function useInteractionNames(): ReadonlyMap<number, string> {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  const { data } = useSWR(
    gerencialKeys.interactionTypes(clientId),
    async () =>
      checkReply(
        page(interactionTypeSchema),
        await unwrap(api.GET('/api/tipos-interacoes'), COMMON.serverError),
      ).rows,
  );
  return useMemo(() => {
    const names = new Map(Object.entries(INTERACTION_LABELS).map(([k, v]) => [Number(k), v]));
    for (const row of data ?? []) names.set(row.tin_id, row.tin_nome);
    return names;
  }, [data]);
}

/** GET /api/blip-bot (listBlipBots): the Chatbot choices of a type-3 message. */
export function useChatbotChoices() {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    gerencialKeys.chatbotChoices(clientId),
    async () =>
      checkReply(
        page(chatbotSchema),
        await unwrap(
          api.GET('/api/blip-bot', {
            params: { query: { limit: CHATBOT_CHOICES_LIMIT, offset: 0 } },
          }),
          COMMON.serverError,
        ),
      ).rows,
  );
}

const interactionCountSchema = z.object({ status: z.number().int(), number: z.number().int() });

/** A scheduled notification (noa_): what the Agendadas column lists and the send form edits. */
export const scheduledNotificationSchema = z.object({
  noa_id: z.number().int(),
  noa_titulo: z.string(),
  noa_mensagem: z.string(),
  noa_id_tipos_notificacoes: z.number().int(),
  noa_extra_datas: z.string().nullable(),
  noa_id_blip_bots: z.number().int().nullable(),
  interactions: z.array(interactionCountSchema),
});
export type ScheduledNotification = z.output<typeof scheduledNotificationSchema>;
