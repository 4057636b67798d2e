/**
 * The news screen's data ('Cadastrar Notícia' / 'Buscar por Notícias'): one hook per contract
 * operation, used by the screen and its stories alike. Every reply is checked against the fields
 * the screen reads before it is data; mutations refresh the news reads once the backend confirmed.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import type { ApiComponents } from '@portal/contracts';
import {
  SearchCategoriesDocument,
  SearchCitiesDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { COMMON } from '../../messages/common';
import { gerencialKeys } from '../keys';

type Schemas = ApiComponents['schemas'];
export type NewsCreateRequest = Schemas['NewsCreateRequest'];
export type NewsUpdateRequest = Schemas['NewsUpdateRequest'];

/** The news and RSS lists ask for 99 at a time (spec §9). */
export const NEWS_PAGE_SIZE = 99;
/** The cities of a state, all at once (spec §9). */
export const CITIES_LIMIT = 5000;

const newsSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  link: z.string().nullable(),
  dataPublicacao: z.string(),
  dataExpiracao: z.string(),
  categoriaPrincipal: z.number().int(),
  cidades: z.array(z.number().int()),
  arquivo: z.object({ ane_caminho: z.string() }).nullable(),
});
export type NewsItem = z.infer<typeof newsSchema>;

const newsPageSchema = z.object({ count: z.number().int().min(0), rows: z.array(newsSchema) });
export type NewsList = z.infer<typeof newsPageSchema>;

const savedSchema = z.object({ id: z.number().int() });

const categoriesSchema = z.object({
  rows: z.array(z.object({ cat_id: z.number().int(), cat_nome: z.string() })),
});
const citiesSchema = z.object({
  rows: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** GET /api/noticias: a page of the client's news, by part of the title (all when empty). */
export function useNewsList(clientId: number, title: string, page: number) {
  const { api } = useApi();
  return useSWR(
    [...gerencialKeys.newsSearch(clientId, title), page],
    async () =>
      checkReply(
        newsPageSchema,
        await unwrap(
          api.GET('/api/noticias', {
            params: {
              query: {
                clientId,
                limit: NEWS_PAGE_SIZE,
                offset: (page - 1) * NEWS_PAGE_SIZE,
                // The console manages every item, expired ones included.
                isNewsCurrent: false,
                ...(title ? { title } : {}),
              },
            },
          }),
        ),
      ),
    { keepPreviousData: true },
  );
}

/** GraphQL categories of the client: the main category's options. */
export function useCategories(clientId: number) {
  const { graphql } = useApi();
  return useSWR(gerencialKeys.categories(clientId), async () =>
    checkReply(
      categoriesSchema,
      (await graphql.request(SearchCategoriesDocument, { clientId })).categories,
    ).rows.map((row) => ({ value: String(row.cat_id), label: row.cat_nome })),
  );
}

/** GraphQL cities of a state (up to 5000): the ESTADO clients' picker; nothing asked otherwise. */
export function useCities(uf: string | null) {
  const { graphql } = useApi();
  return useSWR(uf ? gerencialKeys.cities(uf) : null, async () =>
    checkReply(
      citiesSchema,
      (await graphql.request(SearchCitiesDocument, { uf, limit: CITIES_LIMIT, offset: 0 })).cities,
    ).rows.map((row) => ({ value: String(row.id), label: row.name })),
  );
}

/** GET /api/noticias/{id}: the item as stored, before editing it. */
export function useFetchNews() {
  const { api } = useApi();
  return useCallback(
    async (id: number): Promise<NewsItem> =>
      checkReply(
        newsSchema,
        await unwrap(api.GET('/api/noticias/{id}', { params: { path: { id } } })),
      ),
    [api],
  );
}

/** POST (create) or PUT (update) /api/noticias; the news reads refresh once it is saved. */
export function useSaveNews(clientId: number) {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (
      request:
        { kind: 'create'; body: NewsCreateRequest } | { kind: 'update'; body: NewsUpdateRequest },
    ) => {
      const answer =
        request.kind === 'create'
          ? await unwrap(api.POST('/api/noticias', { body: request.body }), COMMON.serverError)
          : await unwrap(api.PUT('/api/noticias', { body: request.body }), COMMON.serverError);
      const saved = checkReply(savedSchema, answer);
      void revalidate([...gerencialKeys.news(clientId)]);
      return saved;
    },
    [api, clientId, revalidate],
  );
}

/** DELETE /api/noticias?id: the news reads refresh once it is gone. */
export function useDeleteNews(clientId: number) {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (id: number) => {
      await unwrap(api.DELETE('/api/noticias', { params: { query: { id } } }), COMMON.serverError);
      void revalidate([...gerencialKeys.news(clientId)]);
    },
    [api, clientId, revalidate],
  );
}
