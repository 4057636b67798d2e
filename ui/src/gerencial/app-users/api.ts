/**
 * Gerenciar Usuários do APP: the app users of the admin's client, ten a page from the server, each
 * one's detail (read from the server at each opening, which records it in the patient's access
 * log), and the password reset. Every reply is checked for the fields the screen reads.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { SearchAppUsersDocument } from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { COMMON } from '../../messages/common';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';
import { APP_USERS_PAGE_SIZE } from './appUserFields';
import { APP_USERS } from './messages';

const appUserSchema = z.object({
  usu_id: z.number().int(),
  usu_nome_usuario: z.string(),
  usu_email: z.string().nullish(),
  usu_nome_mae: z.string().nullish(),
  usu_nascimento: z.string().nullish(),
  usu_cpf: z.string().nullish(),
  usu_cep: z.string().nullish(),
  usu_telefone: z.string().nullish(),
  usu_cns: z.string().nullish(),
  usu_status: z.number().int(),
  usu_imagem: z.string().nullish(),
  usu_genero: z.string().nullish(),
  anexos: z.array(
    z.object({ ane_id: z.number().int(), ane_nome_completo: z.string(), ane_caminho: z.string() }),
  ),
});
export type AppUser = z.output<typeof appUserSchema>;

/** GET /api/app-users/{id}: the same fields, read from the account itself. */
const appUserDetailSchema = appUserSchema;

const searchSchema = z.object({
  users_without_auth: z.object({
    count: z.number().int().min(0),
    rows: z.array(appUserSchema),
  }),
});

/** SearchAppUsers: page `page` (from 1) of the users whose name holds `user`. */
export function useAppUsers(user: string, page: number) {
  const { graphql } = useApi();
  const { usc_id, usc_id_clientes } = useAdmin().user;
  return useSWR(
    gerencialKeys.appUsersPage(usc_id_clientes, user, page),
    async () => {
      const reply = await graphql.request(SearchAppUsersDocument, {
        clientId: usc_id_clientes,
        clientUserId: usc_id,
        limit: APP_USERS_PAGE_SIZE,
        offset: (page - 1) * APP_USERS_PAGE_SIZE,
        user: user || null,
      });
      return checkReply(searchSchema, reply).users_without_auth;
    },
    { keepPreviousData: true },
  );
}

/**
 * GET /api/app-users/{id} (getAppUser): the user's detail, read when staff open it (`opening`
 * counts the openings, so each one reads and is recorded in the patient's access log); nothing
 * while `id` is null.
 */
export function useAppUserDetail(id: number | null, opening: number) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    id === null ? null : gerencialKeys.appUserDetail(clientId, id, opening),
    async () =>
      checkReply(
        appUserDetailSchema,
        await unwrap(
          api.GET('/api/app-users/{id}', { params: { path: { id: id! } } }),
          APP_USERS.detailFailed,
        ),
      ),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/**
 * PUT /api/users/update-password (resetAppUserPassword): the new password is the user's CPF
 * digits. The reply's `mensagem` is the success text; errors carry the server's `mensagem`.
 */
export function useResetAppUserPassword() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    async (id: number, password: string): Promise<string | null> => {
      const reply: unknown = await unwrap(
        api.PUT('/api/users/update-password', { body: { id, password } }),
        COMMON.serverError,
      );
      // The user now waits for a password change: the list shows the new status.
      void revalidate([...gerencialKeys.appUsers(clientId)]);
      const parsed = z.object({ mensagem: z.string() }).safeParse(reply);
      return parsed.success ? parsed.data.mensagem : null;
    },
    [api, revalidate, clientId],
  );
}
