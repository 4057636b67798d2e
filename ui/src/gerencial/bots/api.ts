/**
 * The chatbots' (Blip Bot) data: one hook per contract operation the screen uses. Every reply is
 * checked for the fields the screen reads before it is data (a malformed one is an error).
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import type { ApiComponents } from '@portal/contracts';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { COMMON } from '../../messages/common';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';

type BlipBotInput = ApiComponents['schemas']['BlipBotInput'];

const botSchema = z.object({
  bbo_id: z.number().int(),
  bbo_name: z.string(),
  bbo_blip_key: z.string(),
  bbo_description: z.string().nullable().optional(),
});
export type Bot = z.output<typeof botSchema>;

const botPageSchema = z.object({ rows: z.array(botSchema), count: z.number().int().min(0) });

const notificationRefSchema = z.object({
  noa_id: z.number().int(),
  noa_titulo: z.string(),
  nod_cpf: z.string(),
});
export type BotNotificationRef = z.output<typeof notificationRefSchema>;

const checkRemoveSchema = z.object({
  checkRemove: z.object({
    notificationSchedule: z.array(notificationRefSchema),
    notificationShow: z.array(notificationRefSchema),
  }),
});
export type BotRemovalCheck = z.output<typeof checkRemoveSchema>['checkRemove'];

/** The most bots one search shows (the contract's page limit). */
export const BOTS_LIMIT = 100;

/** A search: the text and whether it is by name (else by Blip key). Empty text lists every bot. */
export interface BotSearch {
  text: string;
  byName: boolean;
}

/** GET /api/blip-bot (listBlipBots): every bot, or those whose name or key holds the text. */
export function useBots({ text, byName }: BotSearch) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  const search = text.trim();
  return useSWR(
    gerencialKeys.botsSearch(clientId, search, byName),
    async () =>
      checkReply(
        botPageSchema,
        await unwrap(
          api.GET('/api/blip-bot', {
            params: {
              query: {
                ...(search ? { search, isSearchByName: byName } : {}),
                limit: BOTS_LIMIT,
                offset: 0,
              },
            },
          }),
          COMMON.serverError,
        ),
      ),
    { keepPreviousData: true },
  );
}

/** The bots' reads, and the notifications' (a removal takes scheduled notifications with it). */
function useRevalidateBots() {
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    (alsoNotifications = false) =>
      revalidate(
        [...gerencialKeys.bots(clientId)],
        ...(alsoNotifications ? [['gerencial', 'notifications']] : []),
      ),
    [revalidate, clientId],
  );
}

/** POST /api/blip-bot (createBlipBot) or PUT (updateBlipBot) when the bot has an id. */
export function useSaveBot() {
  const { api } = useApi();
  const revalidate = useRevalidateBots();
  return useCallback(
    async (bot: BlipBotInput): Promise<Bot> => {
      const call = bot.bbo_id
        ? api.PUT('/api/blip-bot', { body: bot })
        : api.POST('/api/blip-bot', { body: { ...bot, bbo_id: 0 } });
      const saved = checkReply(botSchema, await unwrap(call, COMMON.serverError));
      void revalidate();
      return saved;
    },
    [api, revalidate],
  );
}

/** POST /api/blip-bot/check-remove (checkBlipBotRemoval): notifications tied to the bot. */
export function useCheckBotRemoval() {
  const { api } = useApi();
  return useCallback(
    async (bboId: number): Promise<BotRemovalCheck> =>
      checkReply(
        checkRemoveSchema,
        await unwrap(api.POST('/api/blip-bot/check-remove', { body: { bboId } })),
      ).checkRemove,
    [api],
  );
}

/** DELETE /api/blip-bot?id= (deleteBlipBot); its scheduled notifications go with it. */
export function useDeleteBot() {
  const { api } = useApi();
  const revalidate = useRevalidateBots();
  return useCallback(
    async (id: number) => {
      await unwrap(api.DELETE('/api/blip-bot', { params: { query: { id } } }), COMMON.serverError);
      void revalidate(true);
    },
    [api, revalidate],
  );
}

/** POST /api/blip-bot/remove-notification (removeBlipBotNotifications): the removal push. */
export function useRemoveBotNotifications() {
  const { api } = useApi();
  return useCallback(
    async (body: { arrayNoaIds: number[]; cpfs: string[] }) => {
      await unwrap(api.POST('/api/blip-bot/remove-notification', { body }), COMMON.serverError);
    },
    [api],
  );
}
