/**
 * The RSS screen's data ('Cadastrar RSS' / 'Buscar por RSS'): one hook per contract operation,
 * used by the screen and its stories alike. Replies are checked against the fields the screen reads;
 * mutations refresh the RSS reads once the backend confirmed.
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

type Schemas = ApiComponents['schemas'];

/** The RSS list asks for 99 at a time (spec §9). */
export const RSS_PAGE_SIZE = 99;

const rssSchema = z.object({
  id: z.number().int(),
  link: z.string(),
  status: z.boolean(),
  dataCriacao: z.string(),
});
export type RssItem = z.infer<typeof rssSchema>;

const rssPageSchema = z.object({ count: z.number().int().min(0), rows: z.array(rssSchema) });

/** GET /api/rss: a page of the client's feeds, by part of the link (all when empty). */
export function useRssList(clientId: number, link: string, page: number) {
  const { api } = useApi();
  return useSWR(
    [...gerencialKeys.rssSearch(clientId, link), page],
    async () =>
      checkReply(
        rssPageSchema,
        await unwrap(
          api.GET('/api/rss', {
            params: {
              query: {
                clientId,
                limit: RSS_PAGE_SIZE,
                offset: (page - 1) * RSS_PAGE_SIZE,
                ...(link ? { link } : {}),
              },
            },
          }),
        ),
      ),
    { keepPreviousData: true },
  );
}

/** GET /api/rss/{id}: the feed as stored, before editing it. */
export function useFetchRss() {
  const { api } = useApi();
  return useCallback(
    async (id: number): Promise<RssItem> =>
      checkReply(rssSchema, await unwrap(api.GET('/api/rss/{id}', { params: { path: { id } } }))),
    [api],
  );
}

/**
 * GET /api/rss-feeds-validate?link: whether the address serves a feed (200). A refusal (4xx) is
 * `false`; a failure to ask (offline, 5xx) throws, as it says nothing about the feed.
 */
export function useValidateRssFeed() {
  const { api } = useApi();
  return useCallback(
    async (link: string): Promise<boolean> => {
      try {
        await unwrap(api.GET('/api/rss-feeds-validate', { params: { query: { link } } }));
        return true;
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        const refused = status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
        if (refused) return false;
        throw error;
      }
    },
    [api],
  );
}

export type RssSaveRequest =
  | { kind: 'create'; body: Schemas['RssInput'] }
  | { kind: 'update'; body: Schemas['RssUpdateRequest'] };

const savedSchema = z.object({ id: z.number().int() });

/** POST (create) or PUT (update) /api/rss; errors carry the server's mensagem (spec §8). */
export function useSaveRss(clientId: number) {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (request: RssSaveRequest) => {
      const answer =
        request.kind === 'create'
          ? await unwrap(api.POST('/api/rss', { body: request.body }), COMMON.serverError)
          : await unwrap(api.PUT('/api/rss', { body: request.body }), COMMON.serverError);
      const saved = checkReply(savedSchema, answer);
      void revalidate([...gerencialKeys.rss(clientId)]);
      return saved;
    },
    [api, clientId, revalidate],
  );
}

/** DELETE /api/rss?id: the RSS reads refresh once it is gone. */
export function useDeleteRss(clientId: number) {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (id: number) => {
      await unwrap(api.DELETE('/api/rss', { params: { query: { id } } }), COMMON.serverError);
      void revalidate([...gerencialKeys.rss(clientId)]);
    },
    [api, clientId, revalidate],
  );
}
