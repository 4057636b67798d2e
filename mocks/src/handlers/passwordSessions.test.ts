/**
 * A password change or reset ends the user's other sessions (over HTTP, msw/node): their old
 * tokens get 401 at once. The session that changed its own password stays valid.
 */
import {
  CreateClientUserDocument,
  PasswordResetDocument,
  UpdateClientUserDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { describe, expect, it } from 'vitest';
import { issueSession } from '../core/auth';
import { db } from '../db';
import { DEMO } from '../seed/people';
import { gql, login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const myRequests = (token: string, cpf: string = DEMO.patient.cpf) =>
  rest('GET', `/api/queue/my-solicitations?cpf=${cpf}`, { token });
const appUsers = (token: string) => rest('GET', '/api/users?clientId=1&clientUserId=1', { token });

describe('a password change ends the other sessions', () => {
  it('patient: the phone’s old token gets 401, the page that changed it goes on', async () => {
    const phone = await login('patient');
    const page = await login('patient');
    expect((await myRequests(phone)).status).toBe(200);
    const changed = await rest('PUT', '/api/users', {
      token: page,
      body: { id: 1, password: 'Nova@Senha2026' },
    });
    expect(changed.status).toBe(200);
    expect((await myRequests(phone)).status).toBe(401);
    expect((await myRequests(page)).status).toBe(200);
  });

  it('app user reset by an admin: every session of that user ends', async () => {
    const patient = await login('patient');
    const admin = await login('admin');
    const reset = await rest('PUT', '/api/users/update-password', {
      token: admin,
      body: { id: 1, password: DEMO.patient.cpf },
    });
    expect(reset.status).toBe(200);
    expect((await myRequests(patient)).status).toBe(401);
    expect((await appUsers(admin)).status).toBe(200);
  });

  it('app user reset by link (password_reset): every session of that user ends', async () => {
    const user = db.usuario.findFirst({
      where: { usu_hash_redefinicao: { equals: DEMO.resetHash } },
    })!;
    const old = issueSession('patient', user.usu_id).token;
    const cpf = user.usu_cpf!;
    expect((await myRequests(old, cpf)).status).toBe(200);
    const { data } = await gql(PasswordResetDocument, {
      hash: DEMO.resetHash,
      usu_senha: 'Nova@2026x',
    });
    expect(data.password_reset.success).toBe(true);
    expect((await myRequests(old, cpf)).status).toBe(401);
  });

  it('client user: another admin’s change ends theirs; one’s own change keeps the current session', async () => {
    const admin = await login('admin');
    const otherTab = await login('admin');
    const created = await gql(
      CreateClientUserDocument,
      {
        clientUser: {
          usc_nome_usuario: 'Carla Dias',
          usc_login: 'carla.dias',
          usc_senha: 'Segura@2026',
          usc_id_clientes: 1,
        },
      },
      { token: admin },
    );
    const carlaId = created.data.create_client_user.usc_id;
    const carla = await rest('POST', '/api/clients/login', {
      body: { login: 'carla.dias', password: 'Segura@2026' },
    });
    expect((await appUsers(carla.body.token)).status).toBe(200);
    const update = (usc_id: number, usc_nome_usuario: string) =>
      gql(
        UpdateClientUserDocument,
        { clientUser: { usc_id, usc_nome_usuario, usc_senha: 'Outra@2026x', usc_id_clientes: 1 } },
        { token: admin },
      );
    await update(carlaId, 'Carla Dias');
    expect((await appUsers(carla.body.token)).status).toBe(401);
    await update(1, DEMO.admin.login);
    expect((await appUsers(otherTab)).status).toBe(401);
    expect((await appUsers(admin)).status).toBe(200);
  });

  it('a change of name only (no password) ends no session', async () => {
    const admin = await login('admin');
    const otherTab = await login('admin');
    await gql(
      UpdateClientUserDocument,
      { clientUser: { usc_id: 1, usc_nome_usuario: DEMO.admin.login, usc_id_clientes: 1 } },
      { token: admin },
    );
    expect((await appUsers(otherTab)).status).toBe(200);
  });
});
