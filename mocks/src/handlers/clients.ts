/**
 * Portal Gerencial: login, the responsibility term, client users and the client's configuration.
 * An admin acts only on its own client.
 */
import type {
  CreateClientUserMutation,
  DeleteClientUserMutation,
  SearchClientUserQuery,
  SearchClientUserRemovalsQuery,
  UpdateClientUserMutation,
} from '@portal/contracts/generated/graphql/graphql';
import { endSession, endSessionsOf, issueSession, type Session } from '../core/auth';
import type { Schemas } from '../core/contract';
import { defineResolvers, gqlError } from '../core/graphql';
import { badRequest, check, forbidden, notFound, unauthorized } from '../core/http';
import { matches } from '../core/params';
import { limitLogin } from '../core/loginLimiter';
import { hashPassword, verifyPassword } from '../core/passwords';
import { ok, route } from '../core/route';
import { isStrongPassword } from '@portal/contracts/passwords';
import {
  isStaffLogin,
  sameStaffLogin,
  STAFF_LOGIN_MAX_LENGTH,
  STAFF_LOGIN_MIN_LENGTH,
  STAFF_REMOVAL_REFUSALS,
} from '@portal/contracts/staffLogin';
import { isEmail, isPersonName, isUrl } from '../core/rules';
import { onlyDigits } from '@portal/contracts/documents';
import { isEmailWithinLength } from '@portal/contracts/registry';
import {
  ENCARREGADO_MESSAGES,
  isEncarregadoName,
  PRIVACY_URL_MAX,
} from '@portal/contracts/privacy';
import { isoOf, nowMoment } from '../core/time';
import { db, nextId, type Row } from '../db';

type AdminUser = Schemas['AdminUser'];
type ClientType = Schemas['ClientType'];

export const clientByCode = (code: string) =>
  db.cliente.findFirst({ where: { cli_codigo: { equals: code } } });
export const clientById = (id: number) =>
  db.cliente.findFirst({ where: { cli_id: { equals: id } } });

export function configOf(code: string) {
  const config = db.configuracao.findFirst({ where: { coc_codigo_clientes: { equals: code } } });
  return config ? { ...config } : null;
}

/** The client of an admin session; a request naming another client is refused with 403. */
export function ownClient(session: Session, clientId?: unknown): Row<'cliente'> {
  if (clientId !== undefined && clientId !== null && Number(clientId) !== session.clientId) {
    throw forbidden('O cliente informado não corresponde ao da sessão.');
  }
  const client = clientById(session.clientId ?? 0);
  if (!client) throw forbidden();
  return client;
}

function adminUser(user: Row<'usuarioCliente'>): AdminUser {
  const client = clientById(user.usc_id_clientes);
  if (!client) throw notFound();
  const config = configOf(client.cli_codigo);
  return {
    usc_id: user.usc_id,
    usc_id_clientes: user.usc_id_clientes,
    usc_nome_usuario: user.usc_nome_usuario,
    // An older login outside the rule is left out (the contract's pattern holds for what is sent).
    ...(isStaffLogin(user.usc_login) ? { usc_login: user.usc_login } : {}),
    usc_termo_responsabilidade: user.usc_termo_responsabilidade,
    cliente: {
      cli_id: client.cli_id,
      cli_nome: client.cli_nome,
      cli_codigo: client.cli_codigo,
      cli_codigo_municipio_ibge: client.cli_codigo_municipio_ibge,
      configuration: {
        coc_id: config?.coc_id ?? 0,
        coc_codigo_clientes: client.cli_codigo,
        coc_uf: config?.coc_uf ?? '',
        coc_tipo: (config?.coc_tipo ?? 'MUNICIPIO') as ClientType,
        coc_id_cidade: config?.coc_id_cidade || null,
      },
    },
  };
}

const PRIVACY_FIELDS = [
  'coc_encarregado_nome',
  'coc_encarregado_email',
  'coc_encarregado_telefone',
  'coc_link_privacidade',
] as const;
type PrivacyInput = Partial<Record<(typeof PRIVACY_FIELDS)[number], string | null>>;

/**
 * The encarregado's fields and the privacy page's address after an update: absent, as they were;
 * null or blank, removed. Refused (BAD_USER_INPUT, nothing saved) when a value breaks its rule or
 * the name and e-mail would not be both set or both empty.
 */
function privacyFields(config: Row<'configuracao'>, input: PrivacyInput) {
  const next = Object.fromEntries(
    PRIVACY_FIELDS.map((field) => {
      const sent = input[field];
      if (sent === undefined) return [field, config[field]];
      const value = typeof sent === 'string' ? sent.trim() : '';
      return [field, value || null];
    }),
  ) as Record<(typeof PRIVACY_FIELDS)[number], string | null>;
  const phone = next.coc_encarregado_telefone && onlyDigits(next.coc_encarregado_telefone);
  const refuse = (message: string) => gqlError(message, 'BAD_USER_INPUT');
  if (
    !next.coc_encarregado_nome !== !next.coc_encarregado_email ||
    (phone && !next.coc_encarregado_nome)
  )
    throw refuse(ENCARREGADO_MESSAGES.nameAndEmail);
  if (next.coc_encarregado_nome && !isEncarregadoName(next.coc_encarregado_nome))
    throw refuse(ENCARREGADO_MESSAGES.name);
  const email = next.coc_encarregado_email;
  if (email && !(isEmail(email) && isEmailWithinLength(email)))
    throw refuse(ENCARREGADO_MESSAGES.email);
  if (phone !== null && !/^[0-9]{10,11}$/.test(phone)) throw refuse(ENCARREGADO_MESSAGES.phone);
  const url = next.coc_link_privacidade;
  if (url && !(isUrl(url) && url.length <= PRIVACY_URL_MAX)) throw refuse(ENCARREGADO_MESSAGES.url);
  return { ...next, coc_encarregado_telefone: phone || null };
}

const clientUserOf = (id: number) =>
  db.usuarioCliente.findFirst({ where: { usc_id: { equals: id } } });

export const clientHandlers = [
  route('post', '/api/clients/login', 'loginClientUser', async ({ json, request }) => {
    const body = await json();
    const login = String(body.login ?? '').trim();
    const password = String(body.password ?? '').trim();
    check(login && password, 'Informe o login e a senha.');
    return limitLogin(request, 'admin', login.toLowerCase(), () => {
      const user = db.usuarioCliente
        .getAll()
        .find((u) => u.usc_login.toLowerCase() === login.toLowerCase());
      if (!user || !verifyPassword(password, user.usc_senha)) {
        throw unauthorized('Login ou senha inválidos.');
      }
      const session = issueSession('admin', user.usc_id, user.usc_id_clientes);
      return ok({ token: session.token, user: adminUser(user) });
    });
  }),

  // 'Sair': this session's token is refused from now on (the admin's other sessions stay).
  route(
    'post',
    '/api/clients/logout',
    'logoutClientUser',
    ({ session }) => {
      endSession(session.token);
      return new Response(null, { status: 204 });
    },
    { roles: ['admin'] },
  ),

  route(
    'put',
    '/api/clients',
    'updateClient',
    async ({ json, session }) => {
      const body = await json();
      if (body.id !== undefined && Number(body.id) !== session.subjectId) throw forbidden();
      check(
        body.hasAcceptedTerms === true,
        'A leitura e concordância dos Termos e Condições é obrigatória.',
      );
      const user = db.usuarioCliente.update({
        where: { usc_id: { equals: session.subjectId } },
        data: { usc_termo_responsabilidade: true },
      });
      if (!user) throw notFound();
      return ok({
        mensagem: 'Termos de Politíca e Privacidade aceitos com sucesso!',
        user: adminUser(user),
      });
    },
    { roles: ['admin'] },
  ),
];

/** The server's words for a client user refused (GraphQL errors; removal `message`s). */
export const CLIENT_USER_MESSAGES = {
  nameInvalid: 'O nome está inválido',
  loginInvalid: `O login está inválido: use de ${STAFF_LOGIN_MIN_LENGTH} a ${STAFF_LOGIN_MAX_LENGTH} caracteres entre letras minúsculas sem acento, números, ponto (.) e hífen (-).`,
  loginTaken: 'Este login já está em uso. Escolha outro.',
  passwordRequired: 'A senha é obrigatória.',
  passwordInvalid: 'A senha está inválida.',
  notRemoved: 'Não foi possível remover.',
  ...STAFF_REMOVAL_REFUSALS,
} as const;
const UM = CLIENT_USER_MESSAGES;

/**
 * A client user's name, login and password against the contract's rules (a GraphQL
 * BAD_USER_INPUT error says which), and the login against every other user's (CONFLICT). `self` is
 * the user being updated: its own login is not 'taken'.
 */
function checkClientUser(
  { name, login, password }: { name: string; login?: string; password?: string },
  { creating, self }: { creating: boolean; self?: Row<'usuarioCliente'> },
) {
  if (!isPersonName(name)) throw gqlError(UM.nameInvalid);
  if (login !== undefined) {
    if (!isStaffLogin(login)) throw gqlError(UM.loginInvalid);
    const taken = db.usuarioCliente
      .getAll()
      .some((u) => u.usc_id !== self?.usc_id && sameStaffLogin(u.usc_login, login));
    if (taken) throw gqlError(UM.loginTaken, 'CONFLICT');
  }
  if (creating && !password) throw gqlError(UM.passwordRequired);
  if (password && !isStrongPassword(password, 'clientUser')) throw gqlError(UM.passwordInvalid);
}

const clientUserRow = (u: Row<'usuarioCliente'>) => ({
  usc_id: u.usc_id,
  usc_nome_usuario: u.usc_nome_usuario,
  usc_login: u.usc_login,
  usc_id_clientes: u.usc_id_clientes,
});

/** Why `session`'s admin may not remove `target` (a user of the same client), or null. */
export function removalRefusal(target: Row<'usuarioCliente'>, session: Session): string | null {
  const accounts = db.usuarioCliente
    .getAll()
    .filter((u) => u.usc_id_clientes === target.usc_id_clientes).length;
  if (accounts <= 1) {
    return UM.removeLast(clientById(target.usc_id_clientes)?.cli_nome ?? 'seu cliente');
  }
  if (target.usc_id === session.subjectId) return UM.removeSelf;
  return null;
}

defineResolvers({
  search_client_user: (
    { clientId, clientUserId, filter },
    { session },
  ): SearchClientUserQuery['search_client_user'] => {
    if (!session || Number(clientId) !== session.clientId) throw forbidden();
    if (!clientUserId) throw badRequest('Os parâmetros clientId e clientUserId são obrigatórios.');
    const rows = db.usuarioCliente
      .getAll()
      .filter((u) => u.usc_id_clientes === session.clientId)
      .filter((u) => matches(u.usc_nome_usuario, filter ? String(filter) : undefined))
      .sort((a, b) => a.usc_nome_usuario.localeCompare(b.usc_nome_usuario, 'pt-BR'))
      .map(clientUserRow);
    return { count: rows.length, rows };
  },

  client_user_removals: (
    { clientId },
    { session },
  ): SearchClientUserRemovalsQuery['client_user_removals'] => {
    if (!session || Number(clientId) !== session.clientId) throw forbidden();
    const rows = db.remocaoUsuarioCliente
      .getAll()
      .filter((r) => r.ruc_id_clientes === session.clientId)
      .sort((a, b) => b.ruc_id - a.ruc_id)
      .map(({ ruc_id_clientes: _client, ...row }) => row);
    return { count: rows.length, rows };
  },

  create_client_user: (
    { clientUser },
    { session },
  ): CreateClientUserMutation['create_client_user'] => {
    const input = clientUser as {
      usc_nome_usuario: string;
      usc_login: string;
      usc_senha: string;
      usc_id_clientes: number;
    };
    if (!session || input.usc_id_clientes !== session.clientId) throw forbidden();
    const name = input.usc_nome_usuario.trim();
    const login = input.usc_login.trim();
    const password = input.usc_senha.trim();
    checkClientUser({ name, login, password }, { creating: true });
    const user = db.usuarioCliente.create({
      usc_id: nextId('usuarioCliente'),
      usc_id_clientes: session.clientId,
      usc_nome_usuario: name,
      usc_login: login,
      usc_senha: hashPassword(password),
      usc_termo_responsabilidade: false,
      usc_criado_em: nowMoment(),
    });
    return clientUserRow(user);
  },

  update_client_user: (
    { clientUser },
    { session },
  ): UpdateClientUserMutation['update_client_user'] => {
    const input = clientUser as {
      usc_id: number;
      usc_nome_usuario: string;
      usc_login?: string | null;
      usc_senha?: string | null;
      usc_id_clientes: number;
    };
    const current = clientUserOf(input.usc_id);
    if (!session || !current || current.usc_id_clientes !== session.clientId) {
      throw gqlError('Usuario não foi atualizado.');
    }
    const name = input.usc_nome_usuario.trim();
    const typed = input.usc_login?.trim();
    // The login as it is (an older one outside the rule) is kept without being checked again.
    const login = typed === undefined || typed === current.usc_login ? undefined : typed;
    const password = input.usc_senha?.trim() || undefined;
    checkClientUser({ name, login, password }, { creating: false, self: current });
    const user = db.usuarioCliente.update({
      where: { usc_id: { equals: current.usc_id } },
      data: {
        usc_nome_usuario: name,
        ...(login !== undefined ? { usc_login: login } : {}),
        ...(password ? { usc_senha: hashPassword(password) } : {}),
      },
    });
    // A new password ends the user's other sessions (an admin changing their own keeps this one).
    if (password) endSessionsOf('admin', current.usc_id, { except: session.token });
    return clientUserRow(user ?? current);
  },

  delete_client_user: ({ id }, { session }): DeleteClientUserMutation['delete_client_user'] => {
    const current = clientUserOf(Number(id));
    if (!session || !current || current.usc_id_clientes !== session.clientId) {
      return { success: false, message: UM.notRemoved };
    }
    const refusal = removalRefusal(current, session);
    if (refusal) return { success: false, message: refusal };
    const by = clientUserOf(session.subjectId);
    db.usuarioCliente.delete({ where: { usc_id: { equals: current.usc_id } } });
    db.sessao.deleteMany({
      where: { role: { equals: 'admin' }, subjectId: { equals: current.usc_id } },
    });
    db.remocaoUsuarioCliente.create({
      ruc_id: nextId('remocaoUsuarioCliente'),
      ruc_id_clientes: current.usc_id_clientes,
      ruc_usc_id: current.usc_id,
      ruc_nome_usuario: current.usc_nome_usuario,
      ruc_login: current.usc_login,
      ruc_removido_por_id: session.subjectId,
      ruc_removido_por_nome: by?.usc_nome_usuario ?? '',
      ruc_removido_por_login: by?.usc_login ?? '',
      ruc_removido_em: isoOf(nowMoment()),
    });
    return { success: true, message: 'Usuario Removido com Sucesso!' };
  },

  client_configurations_by_code: ({ codeClient }, { session }) => {
    const client = clientByCode(String(codeClient));
    if (!client) return null;
    if (client.cli_id !== session?.clientId) throw forbidden();
    return configOf(client.cli_codigo);
  },

  update_client_configuration: ({ id, clientConfiguration }, { session }) => {
    const config = db.configuracao.findFirst({ where: { coc_id: { equals: Number(id) } } });
    const client = config && clientByCode(config.coc_codigo_clientes);
    if (!config || !client)
      throw gqlError('Problemas ao obter dados de configuração.', 'NOT_FOUND');
    if (client.cli_id !== session?.clientId) throw forbidden();
    const input = clientConfiguration as {
      coc_ativo_portal: boolean;
      coc_avisos_automaticos?: boolean | null;
    } & PrivacyInput;
    const privacy = privacyFields(config, input);
    return db.configuracao.update({
      where: { coc_id: { equals: config.coc_id } },
      data: {
        coc_ativo_portal: input.coc_ativo_portal,
        // Absent (or null): as it was.
        ...(typeof input.coc_avisos_automaticos === 'boolean'
          ? { coc_avisos_automaticos: input.coc_avisos_automaticos }
          : {}),
        ...privacy,
      },
    });
  },
});
