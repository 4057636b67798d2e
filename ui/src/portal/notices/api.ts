/**
 * The patient's inbox: one hook per contract operation (GET /api/users/notices, POST
 * /api/users/notices/{id}/read, POST /api/users/notices/read-all). Keys come from ../keys.ts; a read
 * refreshes every inbox read (the list and the header's count) once the backend has confirmed it.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { portalKeys } from '../keys';
import { noticeSchema, noticesPageSchema, noticesReadSchema } from './schema';

/** Notices per page of the inbox. */
export const NOTICES_PAGE_SIZE = 10;

/** A page of the inbox, with its unread count (listing it tells the backend it was delivered). */
export function useNotices(userId: number | null, page: number) {
  const { api } = useApi();
  return useSWR(
    userId ? portalKeys.noticesPage(userId, page) : null,
    async () =>
      checkReply(
        noticesPageSchema,
        await unwrap(
          api.GET('/api/users/notices', {
            params: {
              query: { limit: NOTICES_PAGE_SIZE, offset: (page - 1) * NOTICES_PAGE_SIZE },
            },
          }),
        ),
      ),
    { keepPreviousData: true },
  );
}

/** The header's unread count: the first notice only is asked for, the count covers them all. */
export function useUnreadCount(userId: number | null) {
  const { api } = useApi();
  return useSWR(userId ? portalKeys.noticesUnread(userId) : null, async () => {
    const reply = await unwrap(
      api.GET('/api/users/notices', { params: { query: { limit: 1, offset: 0 } } }),
    );
    return checkReply(noticesPageSchema.pick({ unread: true }), reply).unread;
  });
}

/** Marks one notice read ('marcar como lida', or opening it); answers the notice as stored. */
export function useReadNotice() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (id: string) => {
      const notice = checkReply(
        noticeSchema,
        await unwrap(api.POST('/api/users/notices/{id}/read', { params: { path: { id } } })),
      );
      await revalidate([...portalKeys.notices()]);
      return notice;
    },
    [api, revalidate],
  );
}

/** Marks every notice read; answers how many changed. */
export function useReadAllNotices() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(async () => {
    const { read } = checkReply(
      noticesReadSchema,
      await unwrap(api.POST('/api/users/notices/read-all')),
    );
    await revalidate([...portalKeys.notices()]);
    return read;
  }, [api, revalidate]);
}
