/**
 * Gerenciar Usuários (client users): one hook per GraphQL operation the screen uses. The list is
 * read whole and filtered on the screen (the spec's client-side filter); every reply is checked for
 * the fields the screen reads.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import {
  CreateClientUserDocument,
  DeleteClientUserDocument,
  SearchClientUserDocument,
  SearchClientUserRemovalsDocument,
  UpdateClientUserDocument,
  type ClientUserInput,
  type ClientUserUpdateInput,
} from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { ApiError } from '../../api/unwrap';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';
import { CLIENT_USER } from './messages';

const clientUserSchema = z.object({
  usc_id: z.number().int(),
  usc_nome_usuario: z.string(),
  usc_login: z.string(),
  usc_id_clientes: z.number().int(),
});
export type ClientUser = z.output<typeof clientUserSchema>;

const searchSchema = z.object({
  search_client_user: z.object({ count: z.number().int(), rows: z.array(clientUserSchema) }),
});

/** SearchClientUser: every user of the admin's client. */
export function useClientUsers() {
  const { graphql } = useApi();
  const { usc_id, usc_id_clientes } = useAdmin().user;
  return useSWR(gerencialKeys.clientUsers(usc_id_clientes), async () => {
    const reply = await graphql.request(SearchClientUserDocument, {
      clientId: usc_id_clientes,
      clientUserId: usc_id,
      filter: null,
    });
    return checkReply(searchSchema, reply).search_client_user.rows;
  });
}

const removalSchema = z.object({
  ruc_id: z.number().int(),
  ruc_usc_id: z.number().int(),
  ruc_nome_usuario: z.string(),
  ruc_login: z.string(),
  ruc_removido_por_id: z.number().int(),
  ruc_removido_por_nome: z.string(),
  ruc_removido_por_login: z.string(),
  ruc_removido_em: z.string(),
});
export type ClientUserRemoval = z.output<typeof removalSchema>;

/** client_user_removals: who removed which of the client's users, and when (newest first). */
export function useClientUserRemovals() {
  const { graphql } = useApi();
  const { usc_id_clientes } = useAdmin().user;
  return useSWR(gerencialKeys.clientUserRemovals(usc_id_clientes), async () => {
    const reply = await graphql.request(SearchClientUserRemovalsDocument, {
      clientId: usc_id_clientes,
    });
    return checkReply(
      z.object({
        client_user_removals: z.object({ count: z.number().int(), rows: z.array(removalSchema) }),
      }),
      reply,
    ).client_user_removals.rows;
  });
}

/** The list, and the removals' record under it (its key starts with the list's). */
function useRevalidateClientUsers() {
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    () => revalidate([...gerencialKeys.clientUsers(clientId)]),
    [revalidate, clientId],
  );
}

/** CreateClientUser: a GraphQL error means 'Usuario não foi cadastrado.'. */
export function useCreateClientUser() {
  const { graphql } = useApi();
  const revalidate = useRevalidateClientUsers();
  return useCallback(
    async (clientUser: ClientUserInput): Promise<ClientUser> => {
      const reply = await graphql.request(CreateClientUserDocument, { clientUser });
      const created = checkReply(
        z.object({ create_client_user: clientUserSchema }),
        reply,
      ).create_client_user;
      void revalidate();
      return created;
    },
    [graphql, revalidate],
  );
}

/** UpdateClientUser: the password is left out when blank (kept as it is). */
export function useUpdateClientUser() {
  const { graphql } = useApi();
  const revalidate = useRevalidateClientUsers();
  return useCallback(
    async (clientUser: ClientUserUpdateInput): Promise<ClientUser> => {
      const reply = await graphql.request(UpdateClientUserDocument, { clientUser });
      const updated = checkReply(
        z.object({ update_client_user: clientUserSchema }),
        reply,
      ).update_client_user;
      void revalidate();
      return updated;
    },
    [graphql, revalidate],
  );
}

/** DeleteClientUser: `success: false` is a failure with the server's message. */
export function useDeleteClientUser() {
  const { graphql } = useApi();
  const revalidate = useRevalidateClientUsers();
  return useCallback(
    async (id: number) => {
      const reply = await graphql.request(DeleteClientUserDocument, { id });
      const result = checkReply(
        z.object({
          delete_client_user: z.object({ success: z.boolean(), message: z.string().nullish() }),
        }),
        reply,
      ).delete_client_user;
      if (!result.success) {
        throw new ApiError(result.message || CLIENT_USER.notRemoved, 200, reply);
      }
      void revalidate();
    },
    [graphql, revalidate],
  );
}
