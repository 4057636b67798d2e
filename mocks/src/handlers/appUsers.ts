/**
 * The Portal Gerencial's app users (of its own client only): the list, the detail's password reset
 * to the CPF digits, the search without login and the authorisation of a registration.
 */
import type {
  AuthorizeUserMutation,
  SearchAppUsersQuery,
} from '@portal/contracts/generated/graphql/graphql';
import { endSessionsOf } from '../core/auth';
import { defineResolvers } from '../core/graphql';
import { badRequest, check, notFound } from '../core/http';
import { intParam, matches, page, paging, textParam } from '../core/params';
import { hashPassword } from '../core/passwords';
import { ok, route } from '../core/route';
import { isStrongPassword } from '@portal/contracts/passwords';
import { PASSWORD_MAX_LENGTH } from '@portal/contracts/limits';
import { ACCESS_PURPOSES } from '@portal/contracts/dataSubject';
import { db } from '../db';
import { recordAccess } from './accessLog';
import { ownClient } from './clients';
import { ACTIVE, appUser, patientById } from './patients';

const ownAppUser = (clientId: number | null, id: unknown) => {
  const user = patientById(Number(id));
  // Another client's user is, for this admin, no user at all.
  if (!user || user.usu_id_clientes !== clientId) throw notFound('Usuário não encontrado.');
  return user;
};

/** The Portal Gerencial's app users: the list and the password reset. */
export const appUserHandlers = [
  route(
    'get',
    '/api/users',
    'listUsers',
    ({ query, session }) => {
      const clientId = intParam(query, 'clientId', { min: 1 });
      const clientUserId = intParam(query, 'clientUserId', { min: 1 });
      check(clientId && clientUserId, 'Os parâmetros clientId e clientUserId são obrigatórios.');
      const client = ownClient(session, clientId);
      const { limit, offset } = paging(query);
      const name = textParam(query, 'user');
      const rows = db.usuario
        .getAll()
        .filter((u) => u.usu_id_clientes === client.cli_id && matches(u.usu_nome_usuario, name))
        .sort((a, b) => a.usu_nome_usuario.localeCompare(b.usu_nome_usuario, 'pt-BR'));
      const result = page(rows, limit, offset);
      return ok({ count: result.count, rows: result.rows.map(appUser) });
    },
    { roles: ['admin'], empty: () => ({ count: 0, rows: [] }) },
  ),

  // 'Detalhes': the whole account, and an entry in the patient's access log before it leaves.
  route<'getAppUser', { id: string }>(
    'get',
    '/api/app-users/:id',
    'getAppUser',
    ({ params, session }) => {
      const client = ownClient(session);
      const id = Number(params.id);
      const user = Number.isInteger(id) && id > 0 ? ownAppUser(client.cli_id, id) : null;
      if (!user) throw notFound('Usuário não encontrado.');
      recordAccess(session, [user.usu_id], ACCESS_PURPOSES.appUserDetail);
      return ok({ ...appUser(user), anexos: attachmentsOf(user.usu_anexos) });
    },
    { roles: ['admin'] },
  ),

  route(
    'put',
    '/api/users/update-password',
    'resetAppUserPassword',
    async ({ json, session }) => {
      const body = await json();
      check(body.id, 'Campo id é requerido');
      const password = String(body.password ?? '').trim();
      check(password, 'A senha é obrigatória');
      const user = ownAppUser(session.clientId, body.id);
      // The reset password is the user's CPF digits; the app then asks for a new one (status 3).
      // Anything else must meet the contract's rules: an admin sets no password 'a'.
      check(
        password === user.usu_cpf ||
          (password.length <= PASSWORD_MAX_LENGTH && isStrongPassword(password, 'clientUser')),
        'A senha está inválida.',
      );
      db.usuario.update({
        where: { usu_id: { equals: user.usu_id } },
        data: { usu_senha: hashPassword(password), usu_status: user.usu_status === 0 ? 0 : 3 },
      });
      endSessionsOf('patient', user.usu_id);
      return ok({ mensagem: 'Senha atualizada com sucesso!' });
    },
    { roles: ['admin'] },
  ),
];

const attachmentsOf = (ids: number[]) =>
  ids.flatMap((id) => {
    const a = db.anexo.findFirst({ where: { ane_id: { equals: id } } });
    return a
      ? [{ ane_id: a.ane_id, ane_nome_completo: a.ane_nome_completo, ane_caminho: a.ane_caminho }]
      : [];
  });

defineResolvers({
  users_without_auth: (args, { session }): SearchAppUsersQuery['users_without_auth'] => {
    if (!args.clientId || !args.clientUserId) {
      throw badRequest('Os parâmetros clientId e clientUserId são obrigatórios.');
    }
    const client = ownClient(session!, args.clientId);
    const limit = Number(args.limit ?? 10);
    const offset = Number(args.offset ?? 0);
    if (limit < 0 || offset < 0) throw badRequest('limit e offset não podem ser negativos.');
    const rows = db.usuario
      .getAll()
      .filter((u) => u.usu_id_clientes === client.cli_id)
      .filter((u) => matches(u.usu_nome_usuario, args.user ? String(args.user) : undefined))
      .filter(
        (u) => args.status === null || args.status === undefined || u.usu_status === args.status,
      )
      .filter((u) => !args.county || u.usu_cod_ibge_municipio === args.county)
      .sort((a, b) => a.usu_nome_usuario.localeCompare(b.usu_nome_usuario, 'pt-BR'));
    const result = page(rows, limit, offset);
    return {
      count: result.count,
      rows: result.rows.map((u) => ({
        ...appUser(u),
        usu_status: u.usu_status,
        anexos: attachmentsOf(u.usu_anexos),
      })),
    };
  },

  authorizeUser: ({ id }, { session }): AuthorizeUserMutation['authorizeUser'] => {
    const user = ownAppUser(session?.clientId ?? null, id);
    db.usuario.update({ where: { usu_id: { equals: user.usu_id } }, data: { usu_status: ACTIVE } });
    return { usu_id: user.usu_id, usu_status: ACTIVE };
  },
});
