/**
 * Portal Gerencial: login, the responsibility term, client users and the client's configuration.
 * An admin acts only on its own client.
 */
import type {
  CreateClientUserMutation,
  DeleteClientUserMutation,
  SearchClientUserQuery,
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
import { isPersonName } from '../core/rules';
import { nowMoment } from '../core/time';
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

function checkClientUser(name: string, password: string | undefined, creating: boolean) {
  if (!isPersonName(name)) throw gqlError('O nome está inválido');
  if (creating && !password) throw gqlError('A senha é obrigatória.');
  if (password && !isStrongPassword(password, 'clientUser'))
    throw gqlError('A senha está inválida.');
  const taken = db.usuarioCliente
    .getAll()
    .some((u) => u.usc_login.toLowerCase() === name.trim().toLowerCase());
  return taken;
}

const clientUserRow = (u: Row<'usuarioCliente'>) => ({
  usc_id: u.usc_id,
  usc_nome_usuario: u.usc_nome_usuario,
  usc_id_clientes: u.usc_id_clientes,
});

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

  create_client_user: (
    { clientUser },
    { session },
  ): CreateClientUserMutation['create_client_user'] => {
    const input = clientUser as {
      usc_nome_usuario: string;
      usc_senha: string;
      usc_id_clientes: number;
    };
    if (!session || input.usc_id_clientes !== session.clientId) throw forbidden();
    const name = input.usc_nome_usuario.trim();
    const password = input.usc_senha.trim();
    if (checkClientUser(name, password, true)) throw gqlError('Usuario não foi cadastrado.');
    const user = db.usuarioCliente.create({
      usc_id: nextId('usuarioCliente'),
      usc_id_clientes: session.clientId,
      usc_nome_usuario: name,
      usc_login: name,
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
      usc_senha?: string | null;
      usc_id_clientes: number;
    };
    const current = clientUserOf(input.usc_id);
    if (!session || !current || current.usc_id_clientes !== session.clientId) {
      throw gqlError('Usuario não foi atualizado.');
    }
    const name = input.usc_nome_usuario.trim();
    const password = input.usc_senha?.trim() || undefined;
    const taken = checkClientUser(name, password, false);
    if (taken && name.toLowerCase() !== current.usc_login.toLowerCase()) {
      throw gqlError('Usuario não foi atualizado.');
    }
    const user = db.usuarioCliente.update({
      where: { usc_id: { equals: current.usc_id } },
      data: {
        usc_nome_usuario: name,
        usc_login: name,
        ...(password ? { usc_senha: hashPassword(password) } : {}),
      },
    });
    // A new password ends the user's other sessions (an admin changing their own keeps this one).
    if (password) endSessionsOf('admin', current.usc_id, { except: session.token });
    return clientUserRow(user ?? current);
  },

  delete_client_user: ({ id }, { session }): DeleteClientUserMutation['delete_client_user'] => {
    const current = clientUserOf(Number(id));
    if (
      !session ||
      !current ||
      current.usc_id_clientes !== session.clientId ||
      current.usc_id === session.subjectId
    ) {
      return { success: false, message: 'Não foi possível remover.' };
    }
    db.usuarioCliente.delete({ where: { usc_id: { equals: current.usc_id } } });
    db.sessao.deleteMany({
      where: { role: { equals: 'admin' }, subjectId: { equals: current.usc_id } },
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
    const input = clientConfiguration as { coc_ativo_portal: boolean };
    return db.configuracao.update({
      where: { coc_id: { equals: config.coc_id } },
      data: { coc_ativo_portal: input.coc_ativo_portal },
    });
  },
});
