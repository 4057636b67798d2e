/**
 * The 'Notificações Agendadas' tab's calls: the three columns (notifications, their recipients, a
 * recipient's times), the filter, the recipient and time modals, batch removal and the removal
 * push. Every reply is checked for the fields the tab reads before it is data; every confirmed
 * change revalidates the whole notifications prefix so the other tabs refresh too.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { useApi } from '../../../api/ApiProvider';
import { useRevalidate } from '../../../api/keys';
import { checkReply } from '../../../api/reply';
import { ApiError, unwrap } from '../../../api/unwrap';
import { gerencialKeys } from '../../keys';
import { useAdmin } from '../../session/AdminSessionProvider';
import { scheduledNotificationSchema } from '../api';
import { NEW_TIME_INTERACTION } from '../interactions';
import { NOTIFICATIONS } from '../messages';

const M = NOTIFICATIONS;

const interactionCountSchema = z.object({ status: z.number().int(), number: z.number().int() });
const recipientSchema = z.object({
  nod_id: z.number().int(),
  nod_cpf: z.string(),
  nod_id_notificacoes_agendadas: z.number().int(),
  usu_nome_usuario: z.string().nullable(),
  interactions: z.array(interactionCountSchema),
});
export type ScheduledRecipient = z.output<typeof recipientSchema>;
const timeSchema = z.object({
  noh_id: z.number().int(),
  noh_data: z.string(),
  noh_hora: z.string(),
  noh_id_tipos_interacoes_notificacoes: z.number().int().nullable(),
  noh_id_notificacoes_agendadas_destinatarios: z.number().int(),
});
export type ScheduledTime = z.output<typeof timeSchema>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number().int().min(0) });
const removalSchema = z.object({
  error: z.boolean().optional(),
  mensagem: z.string(),
  removed: z.number().int().min(0),
});

/** Notifications per page of the first column (server paging). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The most ids one removal request carries (the contract's IdsQuery). */
export const REMOVAL_BATCH = 100;

/** The filter panel's values as sent: digits for the CPF, yyyy-MM-dd for the date. */
export interface ScheduledFilter {
  title?: string;
  cpf?: string;
  name?: string;
  date?: string;
  hour?: string;
  interactions?: number[];
}

export const hasWhere = (f: ScheduledFilter) =>
  Boolean(f.title || f.cpf || f.name || f.date || f.hour || f.interactions?.length);

/**
 * The deepObject `filter[...]` of the recipient and time reads (empty values left out). The
 * contract takes one interaction there, so the pills (any number) are applied to the rows here.
 */
function filterQuery(f: ScheduledFilter) {
  const filter = {
    ...(f.cpf ? { cpf: f.cpf } : {}),
    ...(f.name ? { name: f.name } : {}),
    ...(f.date ? { date: f.date } : {}),
    ...(f.hour ? { hour: f.hour } : {}),
  };
  return Object.keys(filter).length ? { filter } : {};
}

/**
 * The first column: GET /api/agendar-notificacoes (scheduled) or /exibidas (shown), a server page;
 * with a filter, GET /api/agendar-notificacoes/filtro (every match, paged here).
 */
export function useScheduledNotifications(shown: boolean, filter: ScheduledFilter, pageNo: number) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  const filtered = hasWhere(filter);
  const offset = (pageNo - 1) * NOTIFICATIONS_PAGE_SIZE;
  return useSWR(
    gerencialKeys.scheduledNotifications(clientId, { shown, filter, pageNo }),
    async () => {
      const schema = page(scheduledNotificationSchema);
      if (filtered) {
        const all = checkReply(
          schema,
          await unwrap(
            api.GET('/api/agendar-notificacoes/filtro', {
              params: {
                query: {
                  isShowAgendadas: !shown,
                  hasWhere: true,
                  ...(filter.title ? { title: filter.title } : {}),
                  ...(filter.cpf ? { cpf: filter.cpf } : {}),
                  ...(filter.name ? { name: filter.name } : {}),
                  ...(filter.date ? { date: filter.date } : {}),
                  ...(filter.hour ? { hour: filter.hour } : {}),
                  ...(filter.interactions?.length
                    ? { interaction: filter.interactions as Array<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8> }
                    : {}),
                },
              },
            }),
            M.error,
          ),
        );
        return {
          count: all.count,
          rows: all.rows.slice(offset, offset + NOTIFICATIONS_PAGE_SIZE),
        };
      }
      const query = { limit: NOTIFICATIONS_PAGE_SIZE, offset };
      const call = shown
        ? api.GET('/api/agendar-notificacoes/exibidas', { params: { query } })
        : api.GET('/api/agendar-notificacoes', { params: { query } });
      return checkReply(schema, await unwrap(call, M.error));
    },
    { keepPreviousData: true },
  );
}

/** GET /api/agendar-notificacoes/destinatarios?noaId (listScheduledRecipients). */
export function useScheduledRecipients(noaId: number | null, filter: ScheduledFilter) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    noaId === null ? null : gerencialKeys.scheduledRecipients(clientId, noaId, filter),
    async () => {
      const reply = checkReply(
        page(recipientSchema),
        await unwrap(
          api.GET('/api/agendar-notificacoes/destinatarios', {
            params: { query: { noaId: noaId ?? 0, ...filterQuery(filter) } },
          }),
          M.error,
        ),
      );
      const wanted = filter.interactions;
      if (!wanted?.length) return reply;
      const rows = reply.rows.filter((r) => r.interactions.some((i) => wanted.includes(i.status)));
      return { count: rows.length, rows };
    },
  );
}

/** GET /api/agendar-notificacoes/horarios?nodId (listScheduledTimes). */
export function useScheduledTimes(nodId: number | null, filter: ScheduledFilter) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    nodId === null ? null : gerencialKeys.scheduledTimes(clientId, nodId, filter),
    async () => {
      const reply = checkReply(
        page(timeSchema),
        await unwrap(
          api.GET('/api/agendar-notificacoes/horarios', {
            params: { query: { nodId: nodId ?? 0, ...filterQuery(filter) } },
          }),
          M.error,
        ),
      );
      const wanted = filter.interactions;
      if (!wanted?.length) return reply;
      const rows = reply.rows.filter(
        (t) =>
          t.noh_id_tipos_interacoes_notificacoes !== null &&
          wanted.includes(t.noh_id_tipos_interacoes_notificacoes),
      );
      return { count: rows.length, rows };
    },
  );
}

/** Every notification read, once the backend has confirmed a change. */
function useRevalidateNotifications() {
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    () => void revalidate([...gerencialKeys.notifications(clientId)]),
    [revalidate, clientId],
  );
}

/** PUT /api/agendar-notificacoes/destinatarios (updateScheduledRecipient): the CPF, digits. */
export function useUpdateRecipient() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (id: number, cpf: string) => {
      await unwrap(
        api.PUT('/api/agendar-notificacoes/destinatarios', { body: { id, nod_cpf: cpf } }),
        M.error,
      );
      revalidate();
    },
    [api, revalidate],
  );
}

/** POST /api/agendar-notificacoes/destinatarios (addScheduledRecipient). */
export function useAddRecipient() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (noaId: number, cpf: string) => {
      await unwrap(
        api.POST('/api/agendar-notificacoes/destinatarios', {
          body: { nod_id_notificacoes_agendadas: noaId, nod_cpf: cpf },
        }),
        M.error,
      );
      revalidate();
    },
    [api, revalidate],
  );
}

/** POST /api/agendar-notificacoes/horarios (addScheduledTime): always interaction 3, agendado. */
export function useAddTime() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (nodId: number, date: string, hour: string) => {
      await unwrap(
        api.POST('/api/agendar-notificacoes/horarios', {
          body: {
            noh_id_tipos_interacoes_notificacoes: NEW_TIME_INTERACTION,
            noh_id_notificacoes_agendadas_destinatarios: nodId,
            noh_data: date,
            noh_hora: hour,
          },
        }),
        M.error,
      );
      revalidate();
    },
    [api, revalidate],
  );
}

export type RemovalKind = 'notification' | 'recipient' | 'time';

const REMOVAL_PATH = {
  notification: '/api/agendar-notificacoes',
  recipient: '/api/agendar-notificacoes/destinatarios',
  time: '/api/agendar-notificacoes/horarios',
} as const;

/**
 * DELETE of one kind (deleteScheduledNotification / Recipient / Time) in batches of at most 100
 * ids, one after the other; each batch is all or nothing on the server. A refusal (`error: true`)
 * throws its `mensagem`. `onBatch` hears the ids each confirmed batch removed, so a failure part
 * way knows what is already gone. Revalidates once at the end, whatever happened.
 */
export function useRemoveScheduled() {
  const { api } = useApi();
  const revalidate = useRevalidateNotifications();
  return useCallback(
    async (kind: RemovalKind, ids: number[], onBatch: (removed: number[]) => void) => {
      try {
        for (let start = 0; start < ids.length; start += REMOVAL_BATCH) {
          const batch = ids.slice(start, start + REMOVAL_BATCH);
          const reply = checkReply(
            removalSchema,
            await unwrap(
              api.DELETE(REMOVAL_PATH[kind], { params: { query: { id: batch } } }),
              M.error,
            ),
          );
          if (reply.error) throw new ApiError(reply.mensagem, 200);
          onBatch(batch);
        }
      } finally {
        revalidate();
      }
    },
    [api, revalidate],
  );
}

/** POST api/enviaNotificacao/remover (sendRemovalNotification); skipped when a list is empty. */
export function useRemovalPush() {
  const { api } = useApi();
  return useCallback(
    async (arrayNoaIds: number[], cpfs: string[]) => {
      if (!arrayNoaIds.length || !cpfs.length) return false;
      await unwrap(
        api.POST('/api/enviaNotificacao/remover', {
          body: { arrayNoaIds, cpfs: [...new Set(cpfs)] },
        }),
        M.error,
      );
      return true;
    },
    [api],
  );
}

/** How many recipient lists are read at once before a bulk removal of notifications. */
const RECIPIENT_READS_AT_ONCE = 5;

/** The recipients' CPFs of notifications about to be removed (for their removal push). */
export function useRecipientCpfs() {
  const { api } = useApi();
  return useCallback(
    async (noaIds: number[]) => {
      const read = async (noaId: number) => {
        const reply = checkReply(
          page(recipientSchema),
          await unwrap(
            api.GET('/api/agendar-notificacoes/destinatarios', { params: { query: { noaId } } }),
            M.error,
          ),
        );
        return [noaId, reply.rows.map((r) => r.nod_cpf)] as const;
      };
      const cpfs = new Map<number, string[]>();
      for (let start = 0; start < noaIds.length; start += RECIPIENT_READS_AT_ONCE) {
        const chunk = noaIds.slice(start, start + RECIPIENT_READS_AT_ONCE);
        for (const [noaId, list] of await Promise.all(chunk.map(read))) cpfs.set(noaId, list);
      }
      return cpfs;
    },
    [api],
  );
}
