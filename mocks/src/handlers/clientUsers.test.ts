/**
 * Gerenciar Usuários on the server (over HTTP, msw/node): the login is its own field with its own
 * rule and unique; a name is kept as typed or refused; nobody removes their own account nor a
 * client's last one, each refusal saying why; every removal is recorded.
 */
import {
  CreateClientUserDocument,
  DeleteClientUserDocument,
  SearchClientUserDocument,
  SearchClientUserRemovalsDocument,
  UpdateClientUserDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { describe, expect, it } from 'vitest';
import { issueSession } from '../core/auth';
import { db } from '../db';
import { DEMO } from '../seed/people';
import { gql, login, rest, setupMockBackend } from '../testing/backend';
import { CLIENT_USER_MESSAGES as M } from './clients';

setupMockBackend();

const PASSWORD = 'Segura@2026';

const create = (token: string, clientUser: { name: string; login: string }) =>
  gql(
    CreateClientUserDocument,
    {
      clientUser: {
        usc_nome_usuario: clientUser.name,
        usc_login: clientUser.login,
        usc_senha: PASSWORD,
        usc_id_clientes: DEMO.admin.clientId,
      },
    },
    { token },
  );

const remove = (token: string, id: number) =>
  gql(DeleteClientUserDocument, { id }, { token }).then((a) => a.data.delete_client_user);

const listed = async (token: string, clientId: number = DEMO.admin.clientId) =>
  (await gql(SearchClientUserDocument, { clientId, clientUserId: 1, filter: null }, { token })).data
    .search_client_user.rows;

const sessionUser = (token: string) =>
  db.sessao.findFirst({ where: { token: { equals: token } } })!.subjectId;

describe('the login of a client user', () => {
  it('is the login given, not the name, and logs in', async () => {
    const admin = await login('admin');
    const { data, errors } = await create(admin, { name: 'Carla Dias', login: 'carla.dias-2' });
    expect(errors).toBeUndefined();
    expect(data.create_client_user).toMatchObject({
      usc_nome_usuario: 'Carla Dias',
      usc_login: 'carla.dias-2',
    });
    const byLogin = await rest('POST', '/api/clients/login', {
      body: { login: 'carla.dias-2', password: PASSWORD },
    });
    expect(byLogin.status).toBe(200);
    expect(byLogin.body.user.usc_login).toBe('carla.dias-2');
    const byName = await rest('POST', '/api/clients/login', {
      body: { login: 'Carla Dias', password: PASSWORD },
    });
    expect(byName.status).toBe(401);
  });

  it.each(['Carla Dias', 'Carla', 'carla_dias', 'ca', 'joão', 'a'.repeat(31)])(
    "'%s' is refused with the rule (BAD_USER_INPUT), nothing created",
    async (wanted) => {
      const admin = await login('admin');
      const before = (await listed(admin)).length;
      const { errors } = await create(admin, { name: 'Carla Dias', login: wanted });
      expect(errors?.[0]).toMatchObject({
        message: M.loginInvalid,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await listed(admin)).toHaveLength(before);
    },
  );

  it('already taken, by this or another client, in any case: CONFLICT with a message', async () => {
    const admin = await login('admin');
    for (const taken of [DEMO.admin.login, DEMO.otherAdmin.login]) {
      const { errors } = await create(admin, { name: 'Carla Dias', login: taken });
      expect(errors?.[0]).toMatchObject({
        message: 'Este login já está em uso. Escolha outro.',
        extensions: { code: 'CONFLICT' },
      });
    }
    const old = db.usuarioCliente.create({
      usc_id: 900,
      usc_id_clientes: 1,
      usc_nome_usuario: 'Conta Antiga',
      usc_login: 'Conta.Antiga',
    });
    const { errors } = await create(admin, { name: 'Carla Dias', login: 'conta.antiga' });
    expect(errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // An update that keeps an older login outside the rule is not refused for it.
    const kept = await gql(
      UpdateClientUserDocument,
      {
        clientUser: {
          usc_id: old.usc_id,
          usc_nome_usuario: 'Conta Antiga Renomeada',
          usc_login: 'Conta.Antiga',
          usc_id_clientes: 1,
        },
      },
      { token: admin },
    );
    expect(kept.data.update_client_user.usc_login).toBe('Conta.Antiga');
  });

  it('can be changed on update, to a free one only', async () => {
    const admin = await login('admin');
    const { data } = await create(admin, { name: 'Carla Dias', login: 'carla.dias' });
    const id = data.create_client_user.usc_id;
    const update = (usc_login: string) =>
      gql(
        UpdateClientUserDocument,
        {
          clientUser: { usc_id: id, usc_nome_usuario: 'Carla Dias', usc_login, usc_id_clientes: 1 },
        },
        { token: admin },
      );
    expect((await update(DEMO.stateAdmin.login)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await update('carla.dias')).errors).toBeUndefined();
    expect((await update('carla')).data.update_client_user.usc_login).toBe('carla');
  });
});

describe('the name of a client user', () => {
  it.each(['Carla 3 Dias', 'Carla_Dias', 'Cá'])(
    "'%s' is refused: 'O nome está inválido'",
    async (name) => {
      const admin = await login('admin');
      const { errors } = await create(admin, { name, login: 'carla.dias' });
      expect(errors?.[0]?.message).toBe('O nome está inválido');
    },
  );

  it('is kept as typed (accents, inner spaces)', async () => {
    const admin = await login('admin');
    const { data } = await create(admin, { name: 'Conceição  da Silva', login: 'conceicao' });
    expect(data.create_client_user.usc_nome_usuario).toBe('Conceição  da Silva');
  });
});

describe('removing a client user', () => {
  it('one’s own account: refused, saying why, and the account stays', async () => {
    const admin = await login('admin');
    const self = sessionUser(admin);
    const result = await remove(admin, self);
    expect(result).toEqual({ success: false, message: M.removeSelf });
    expect(result.message).toMatch(/própria conta/);
    expect((await listed(admin)).map((u) => u.usc_id)).toContain(self);
  });

  it('a client’s last account: refused, saying why, even by a session of that client', async () => {
    const nilopolis = (await rest('POST', '/api/clients/login', { body: DEMO.otherAdmin })).body
      .token as string;
    const clientId = DEMO.otherAdmin.clientId;
    const self = sessionUser(nilopolis);
    for (const user of await listed(nilopolis, clientId)) {
      if (user.usc_id !== self) expect((await remove(nilopolis, user.usc_id)).success).toBe(true);
    }
    // The only account left is the admin's own: the last-account reason is the one given.
    const own = await remove(nilopolis, self);
    expect(own.success).toBe(false);
    expect(own.message).toBe(
      'Não é possível remover a última conta de Prefeitura Municipal de Nilópolis: sem ela, ninguém do cliente conseguiria entrar no Portal Gerencial. Cadastre outra conta antes.',
    );
    // A session of that client that is not the account (a support session) is refused too.
    const support = issueSession('admin', 9_999, clientId).token;
    expect(await remove(support, self)).toMatchObject({ success: false, message: own.message });
    expect(await listed(nilopolis, clientId)).toHaveLength(1);
  });

  it('another user: removed, their sessions end, and the removal is recorded', async () => {
    const admin = await login('admin');
    const { data } = await create(admin, { name: 'Carla Dias', login: 'carla.dias' });
    const carla = data.create_client_user;
    const carlaToken = (
      await rest('POST', '/api/clients/login', {
        body: { login: 'carla.dias', password: PASSWORD },
      })
    ).body.token as string;
    expect(await remove(admin, carla.usc_id)).toEqual({
      success: true,
      message: 'Usuario Removido com Sucesso!',
    });
    expect(
      (await rest('GET', '/api/users?clientId=1&clientUserId=1', { token: carlaToken })).status,
    ).toBe(401);
    const { data: record } = await gql(
      SearchClientUserRemovalsDocument,
      { clientId: DEMO.admin.clientId },
      { token: admin },
    );
    expect(record.client_user_removals.count).toBe(1);
    expect(record.client_user_removals.rows[0]).toMatchObject({
      ruc_usc_id: carla.usc_id,
      ruc_nome_usuario: 'Carla Dias',
      ruc_login: 'carla.dias',
      ruc_removido_por_id: sessionUser(admin),
      ruc_removido_por_nome: 'Administrador Mesquita',
      ruc_removido_por_login: DEMO.admin.login,
    });
    expect(record.client_user_removals.rows[0]!.ruc_removido_em).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/,
    );
    // Another client's admin does not read it.
    const state = await login('stateAdmin');
    const foreign = await gql(
      SearchClientUserRemovalsDocument,
      { clientId: DEMO.admin.clientId },
      { token: state, expectErrors: true },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
