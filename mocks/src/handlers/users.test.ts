import { PasswordResetDocument } from '@portal/contracts/generated/graphql/graphql';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { gql, login, rest, setupMockBackend, standInGoogleToken } from '../testing/backend';

setupMockBackend();

const register = {
  id: null,
  cpf: '39053344705',
  name: 'Joana Pereira',
  email: 'joana@exemplo.com.br',
  cellphone: '21987654321',
  password: 'Segura@2026',
};

describe('patient login', () => {
  it.each([
    [{ cpf: '', password: 'x' }, 400, 'CPF não informado.'],
    [{ cpf: '12345678900', password: 'x' }, 401, 'CPF e/ou senha inválidos.'],
    [{ cpf: DEMO.patient.cpf, password: '' }, 400, 'Senha não informada.'],
    [{ cpf: '86288366757', password: 'Senha@123' }, 404, 'CPF não cadastrado.'],
    [{ cpf: DEMO.patient.cpf, password: 'Errada@123' }, 401, 'CPF e/ou senha inválidos.'],
  ])('%j → %i %s', async (body, status, message) => {
    const answer = await rest('POST', '/api/users/login', { body });
    expect(answer.status).toBe(status);
    expect(answer.body.mensagem).toBe(message);
  });

  it('accepts a masked CPF and keeps the session across calls', async () => {
    const answer = await rest('POST', '/api/users/login', {
      body: { cpf: '529.982.247-25', password: DEMO.patient.password },
    });
    expect(answer.body).toMatchObject({ id: 1, name: DEMO.patient.name, hasAcceptedTerms: true });
  });

  it('signs the demo Google patient in without a CPF, and creates new Google patients', async () => {
    const demo = await rest('POST', '/api/users/login-google', {
      body: { token: await standInGoogleToken(DEMO.google) },
    });
    expect(demo.body.user).toMatchObject({
      cpf: null,
      name: DEMO.google.name,
      image: DEMO.google.picture,
    });
    const fresh = await rest('POST', '/api/users/login-google', {
      body: {
        token: await standInGoogleToken({
          sub: 'novo-1',
          email: 'novo@exemplo.com.br',
          name: 'Novo Google',
          picture: '',
        }),
      },
    });
    expect(fresh.body.user).toMatchObject({
      cpf: null,
      hasAcceptedTerms: false,
      name: 'Novo Google',
    });
    // Completing the CPF, then the terms.
    const token = fresh.body.token as string;
    const bad = await rest('PUT', '/api/users', {
      token,
      body: { id: fresh.body.user.id, cpf: '390.533.447-00' },
    });
    expect([bad.status, bad.body.mensagem]).toEqual([400, 'Por favor informe um cpf válido!']);
    const cpf = await rest('PUT', '/api/users', {
      token,
      body: { id: fresh.body.user.id, cpf: '390.533.447-05' },
    });
    expect(cpf.body).toMatchObject({
      mensagem: 'Cadastro realizado com sucesso!',
      user: { cpf: '39053344705' },
    });
    const terms = await rest('PUT', '/api/users', {
      token,
      body: { id: fresh.body.user.id, hasAcceptedTerms: false },
    });
    expect(terms.body.mensagem).toBe(
      'A leitura e concordância dos Termos e Condições é obrigatória.',
    );
  });
});

describe('registration and profile updates', () => {
  it.each([
    [{ cpf: '' }, 'CPF é obrigatório.'],
    [{ name: '' }, 'Nome completo é obrigatório.'],
    [{ email: '' }, 'E-mail é obrigatório.'],
    [{ cellphone: '' }, 'Telefone é obrigatório.'],
    [{ password: '' }, 'Senha é obrigatória.'],
    [{ cpf: '11111111111' }, 'Por favor informe um cpf válido!'],
    [{ name: 'Jo' }, 'O nome está inválido.'],
    [{ email: 'joana@x' }, 'O email está inválido.'],
    [{ cellphone: '2198' }, 'O telefone está inválido'],
    [{ password: 'fraca' }, 'A senha está inválida.'],
  ])('%j → %s', async (change, message) => {
    const answer = await rest('POST', '/api/users/register', { body: { ...register, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.mensagem).toBe(message);
  });

  it('registers once, then the patient logs in with the new password', async () => {
    expect((await rest('POST', '/api/users/register', { body: register })).status).toBe(201);
    expect((await rest('POST', '/api/users/register', { body: register })).body.mensagem).toBe(
      'CPF já cadastrado.',
    );
    const answer = await rest('POST', '/api/users/login', {
      body: { cpf: register.cpf, password: register.password },
    });
    expect(answer.body.hasAcceptedTerms).toBe(false);
  });

  it('changes the password only for a strong one', async () => {
    const token = await login('firstVisit');
    expect(
      (await rest('PUT', '/api/users', { token, body: { id: 2, password: 'fraca' } })).body
        .mensagem,
    ).toBe('A senha está inválida.');
    await rest('PUT', '/api/users', { token, body: { id: 2, password: 'Outra@2026' } });
    expect(
      (
        await rest('POST', '/api/users/login', {
          body: { cpf: DEMO.firstVisit.cpf, password: 'Outra@2026' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await rest('PUT', '/api/users', { token, body: { id: 1, password: 'Outra@2026' } })).status,
    ).toBe(403);
  });

  it('lets an admin reset an app user password to the CPF digits, only in its own client', async () => {
    const token = await login('admin');
    const users = await rest('GET', '/api/users?clientId=1&clientUserId=1&user=maria&limit=10', {
      token,
    });
    expect(users.body.rows.length).toBeGreaterThan(0);
    const patient = users.body.rows.find(
      (u: { usu_cpf: string }) => u.usu_cpf === DEMO.patient.cpf,
    );
    await rest('PUT', '/api/users/update-password', {
      token,
      body: { id: patient.usu_id, password: DEMO.patient.cpf },
    });
    expect(
      (
        await rest('POST', '/api/users/login', {
          body: { cpf: DEMO.patient.cpf, password: DEMO.patient.cpf },
        })
      ).status,
    ).toBe(200);
    const stateAdmin = await login('stateAdmin');
    expect(
      (
        await rest('PUT', '/api/users/update-password', {
          token: stateAdmin,
          body: { id: patient.usu_id, password: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses tokens of another role, and missing ones', async () => {
    const patient = await login('patient');
    const panel = await login('panel');
    expect((await rest('GET', '/api/rss?clientId=1', { token: patient })).status).toBe(401);
    expect((await rest('GET', '/api/rss?clientId=1', { token: panel })).status).toBe(401);
    expect(
      (
        await rest('POST', '/api/teleconsult/get-log', {
          token: patient,
          body: { curPage: 1, limit: 10, whereKey: null },
        })
      ).status,
    ).toBe(401);
    expect(
      (await rest('GET', '/api/rss?clientId=1', { token: 'patient.forjado' })).body.mensagem,
    ).toBe('Sessão expirada. Faça login novamente.');
  });
});

describe('password reset by link', () => {
  it('applies the reset policy the page shows (limited special characters, accents count)', async () => {
    const reset = async (usu_senha: string) =>
      (await gql(PasswordResetDocument, { hash: DEMO.resetHash, usu_senha })).data.password_reset;
    expect(await reset('Senha#123')).toMatchObject({
      success: false,
      message: 'Os requisitos para a nova senha não foram satisfeitos.',
    });
    expect(await reset('SENHAé@1')).toMatchObject({ success: true });
  });
});
