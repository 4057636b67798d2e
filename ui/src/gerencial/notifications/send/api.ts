/**
 * The send form's calls: one hook per contract operation. Every reply is checked for the fields the
 * screen reads; after a confirmed send, schedule or update every notification read is refreshed
 * (gerencialKeys.notifications), so the other tabs show it.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import type { ApiComponents } from '@portal/contracts';
import { useApi } from '../../../api/ApiProvider';
import { useRevalidate } from '../../../api/keys';
import { checkReply } from '../../../api/reply';
import { unwrap } from '../../../api/unwrap';
import { gerencialKeys } from '../../keys';
import { useAdmin } from '../../session/AdminSessionProvider';
import { NOTIFICATIONS } from '../messages';

type Schemas = ApiComponents['schemas'];
export type ImmediateNotificationRequest = Schemas['ImmediateNotificationRequest'];
export type ScheduleNotificationRequest = Schemas['ScheduleNotificationRequest'];
export type UpdateScheduledNotificationRequest = Schemas['UpdateScheduledNotificationRequest'];

const FAILED = NOTIFICATIONS.error;

const cpfCheckSchema = z.object({
  response: z.object({
    nonexistent: z.array(z.string()),
    disabled: z.array(z.object({ usu_cpf: z.string() })),
  }),
});
/** The CPFs (digits) the server does not know, and those of inactive users. */
export interface CpfCheck {
  nonexistent: string[];
  disabled: string[];
}

const createdSchema = z.object({ mensagem: z.string(), id: z.number().int() });
const messageSchema = z.object({ mensagem: z.string() });

function useRevalidateNotifications() {
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    () => revalidate([...gerencialKeys.notifications(clientId)]),
    [revalidate, clientId],
  );
}

/** POST /api/validate-cpfs (validateCpfs): which of the CPFs (digits) are unknown or inactive. */
export function useValidateCpfs() {
  const { api } = useApi();
  return useCallback(
    async (cpfs: string[]): Promise<CpfCheck> => {
      const { response } = checkReply(
        cpfCheckSchema,
        await unwrap(api.POST('/api/validate-cpfs', { body: cpfs }), FAILED),
      );
      return {
        nonexistent: response.nonexistent,
        disabled: response.disabled.map((user) => user.usu_cpf),
      };
    },
    [api],
  );
}

/** POST /api/immediate-notifications (sendImmediateNotification): send now. */
export function useSendImmediateNotification() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (body: ImmediateNotificationRequest) => {
      const sent = checkReply(
        createdSchema,
        await unwrap(api.POST('/api/immediate-notifications', { body }), FAILED),
      );
      void revalidate();
      return sent;
    },
    [api, revalidate],
  );
}

/** POST /api/agendar-notificacoes (scheduleNotification): schedule for the listed dates. */
export function useScheduleNotification() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (body: ScheduleNotificationRequest) => {
      const scheduled = checkReply(
        createdSchema,
        await unwrap(api.POST('/api/agendar-notificacoes', { body }), FAILED),
      );
      void revalidate();
      return scheduled;
    },
    [api, revalidate],
  );
}

/** PUT /api/agendar-notificacoes (updateScheduledNotification): 'Atualizar Notificação'. */
export function useUpdateScheduledNotification() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (body: UpdateScheduledNotificationRequest) => {
      const updated = checkReply(
        messageSchema,
        await unwrap(api.PUT('/api/agendar-notificacoes', { body }), FAILED),
      );
      void revalidate();
      return updated;
    },
    [api, revalidate],
  );
}

const recipientCountSchema = z.object({ count: z.number().int().min(0) });

/**
 * GET /api/agendar-notificacoes/destinatarios?noaId= (listScheduledRecipients), for its count only:
 * how many recipients an update of the notification affects. Under the notifications key, so a
 * recipient added in the other tab refreshes it.
 */
export function useScheduledRecipientCount(noaId: number | undefined) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    noaId ? [...gerencialKeys.notifications(clientId), 'recipient-count', noaId] : null,
    async () =>
      checkReply(
        recipientCountSchema,
        await unwrap(
          api.GET('/api/agendar-notificacoes/destinatarios', {
            params: { query: { noaId: noaId ?? 0 } },
          }),
          FAILED,
        ),
      ).count,
  );
}
