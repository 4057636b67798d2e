/**
 * The control panel's data from its provider API: key factories and one hook per operation its
 * screens use. Screens and stories call these hooks, never `useSWR` or the client directly (see
 * ui/src/api/keys.ts). The realtime rooms come from the RealtimeSource instead (./realtime).
 * Every reply is data only once the contract's schema (@portal/contracts/panelReplies) accepts it;
 * anything else is a failed call ('Resposta inesperada do servidor.') with a retry.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import type { PanelComponents } from '@portal/contracts';
import { panelReplies } from '@portal/contracts/panelReplies';
import { useApi } from '../api/ApiProvider';
import { useRevalidate } from '../api/keys';
import { checkReply } from '../api/reply';
import { unwrap } from '../api/unwrap';
import { useForgetPreviousKey } from '../api/useForgetPreviousKey';
import { PANEL_PAGE_SIZE, usePagedList, type WhereKey } from './shared/usePagedList';
import { TEXTS, type PanelSystem } from './texts';

type Schemas = PanelComponents['schemas'];

export const panelKeys = {
  /** Every read of the provider API (a new login refreshes them all). */
  all: () => ['panel'] as const,
  /** A paged list (usePagedList): its page, filter and a nonce bumped by each search or refresh. */
  list: (name: string, page: number, where: WhereKey, nonce: number) =>
    ['panel', name, page, where, nonce] as const,
  roomsReport: (version: number) => ['panel', 'rooms-report', version] as const,
  createdRooms: (system: PanelSystem, version: number) =>
    ['panel', 'created-rooms', system, version] as const,
};

/** A 200 the contract does not allow is a failure, in the panel's words. */
const MALFORMED = TEXTS.malformed;

/** POST /api/teleconsult/get-log, 100 rows a page, with the 5-minute refresh. */
export function useMovementLog() {
  const { panel } = useApi();
  const load = useCallback(
    async ({ page, where }: { page: number; where: WhereKey }) =>
      checkReply(
        panelReplies.getTeleconsultLog,
        await unwrap(
          panel.POST('/api/teleconsult/get-log', {
            body: {
              curPage: page,
              limit: PANEL_PAGE_SIZE,
              whereKey: where as Schemas['LogWhereKey'],
            },
          }),
          TEXTS.listFailed,
        ),
        MALFORMED,
      ).data,
    [panel],
  );
  return usePagedList('log', load);
}

/** POST /api/rooms/get-rooms, 100 rows a page, with the 5-minute refresh. */
export function useRoomHistory() {
  const { panel } = useApi();
  const load = useCallback(
    async ({ page, where }: { page: number; where: WhereKey }) =>
      checkReply(
        panelReplies.getRooms,
        await unwrap(
          panel.POST('/api/rooms/get-rooms', {
            body: {
              curPage: page,
              limit: PANEL_PAGE_SIZE,
              whereKey: where as Schemas['RoomsWhereKey'],
            },
          }),
          TEXTS.listFailed,
        ),
        MALFORMED,
      ).data,
    [panel],
  );
  return usePagedList('room-history', load);
}

/** POST /api/rooms/get-report-rooms; `version` changes with the page's refreshes. */
export function useRoomsReport(version: number) {
  const { panel } = useApi();
  const key = panelKeys.roomsReport(version);
  useForgetPreviousKey(key);
  return useSWR(key, async () =>
    checkReply(
      panelReplies.getRoomsReport,
      await unwrap(panel.POST('/api/rooms/get-report-rooms'), TEXTS.history.summaryFailed),
      MALFORMED,
    ),
  );
}

/** GET /api/videochamada-log/get-all of a system, newest first; `version` bumps with refreshes. */
export function useCreatedRooms(
  system: PanelSystem,
  version: number,
  { onSuccess }: { onSuccess?: () => void } = {},
) {
  const { panel } = useApi();
  const key = panelKeys.createdRooms(system, version);
  useForgetPreviousKey(key);
  return useSWR(
    key,
    async ([, , chosen]) =>
      // The provider answers oldest first; the panel shows the newest first.
      checkReply(
        panelReplies.getVideoCallLogs,
        await unwrap(
          panel.GET('/api/videochamada-log/get-all', { params: { query: { system: chosen } } }),
          TEXTS.listFailed,
        ),
        MALFORMED,
      ).data.reverse(),
    { keepPreviousData: true, onSuccess },
  );
}

/**
 * POST /api/panel/login. Whatever was read before (under another session, or refused with a 401)
 * is read again once the provider has accepted the login.
 */
export function usePanelLogin() {
  const { panel } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (login: string, password: string) => {
      const session = checkReply(
        panelReplies.panelLogin,
        await unwrap(
          panel.POST('/api/panel/login', { body: { login, password } }),
          TEXTS.loginFailed,
        ),
        MALFORMED,
      );
      void revalidate([...panelKeys.all()]);
      return session;
    },
    [panel, revalidate],
  );
}
