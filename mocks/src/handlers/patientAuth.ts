/**
 * The patient's account: CPF and Google login, logout, registration, the CPF, password and terms
 * updates, and the check of a patient's token (checkAuthenticity).
 */
import type { CheckAuthenticityMutation } from '@portal/contracts/generated/graphql/graphql';
import { endSession, endSessionsOf, issueSession, sessionOf } from '../core/auth';
import { verifyStandInToken, type StandInVerdict } from '../core/googleStandIn';
import { isValidCpf, onlyDigits } from '../core/documents';
import { defineResolvers } from '../core/graphql';
import { check, conflict, errorBody, forbidden, notFound, unauthorized } from '../core/http';
import { HttpResponse } from 'msw';
import { limitLogin } from '../core/loginLimiter';
import { hashPassword, verifyPassword } from '../core/passwords';
import { created, ok, route } from '../core/route';
import { isStrongPassword } from '@portal/contracts/passwords';
import { PASSWORD_MAX_LENGTH } from '@portal/contracts/limits';
import { limitRegistration, TooManyRegistrations } from '../core/registrationLimiter';
import { isEmailWithinLength } from '@portal/contracts/registry';
import { isEmail, isPersonName } from '../core/rules';
import { db } from '../db';
import { newPatient, patientByCpf, patientByEmail, patientById, patientUser } from './patients';

const GOOGLE_TOKEN_REFUSED: Record<Exclude<StandInVerdict, { ok: true }>['reason'], string> = {
  signature: 'Token do Google inválido.',
  issuer: 'Token do Google inválido.',
  claims: 'Token do Google inválido.',
  audience: 'Token do Google emitido para outro aplicativo.',
  expired: 'Token do Google expirado. Entre novamente.',
};
const GOOGLE_EMAIL_UNVERIFIED = 'O e-mail da conta Google não foi verificado.';
export const GOOGLE_EMAIL_TAKEN = 'Já existe um cadastro com este e-mail. Entre com CPF e senha.';

/** The patient's own account: CPF and Google login, logout, registration and its updates. */
export const patientAuthHandlers = [
  route('post', '/api/users/login', 'loginUser', async ({ json, request }) => {
    const body = await json();
    const cpf = onlyDigits(body.cpf);
    const password = String(body.password ?? '').trim();
    check(cpf, 'CPF não informado.');
    return limitLogin(request, 'patient', cpf, () => {
      if (!isValidCpf(cpf)) throw unauthorized('CPF e/ou senha inválidos.');
      check(password, 'Senha não informada.');
      const user = patientByCpf(cpf);
      if (!user) throw notFound('CPF não cadastrado.');
      if (!verifyPassword(password, user.usu_senha))
        throw unauthorized('CPF e/ou senha inválidos.');
      if (user.usu_status === 0)
        throw unauthorized('Usuário desativado. Procure a Secretaria de Saúde.');
      const session = issueSession('patient', user.usu_id);
      return ok({ token: session.token, ...patientUser(user) });
    });
  }),

  route('post', '/api/users/login-google', 'loginUserGoogle', async ({ json, request }) => {
    const body = await json();
    check(typeof body.token === 'string' && body.token.trim(), 'Campo token é requerido');
    const token = String(body.token);
    return limitLogin(request, 'patient', null, async () => {
      const verdict = await verifyStandInToken(token);
      if (!verdict.ok) throw unauthorized(GOOGLE_TOKEN_REFUSED[verdict.reason]);
      const google = verdict.identity;
      if (!google.email_verified) throw unauthorized(GOOGLE_EMAIL_UNVERIFIED);
      const linked = db.usuario.findFirst({ where: { usu_google_sub: { equals: google.sub } } });
      // Never linked by e-mail: whoever holds a Google account with a patient's e-mail would get
      // that patient's data. The patient signs in with CPF and password instead.
      if (!linked && patientByEmail(google.email)) throw conflict(GOOGLE_EMAIL_TAKEN);
      const user =
        linked ??
        newPatient({
          usu_nome_usuario: google.name,
          usu_email: google.email,
          usu_imagem: google.picture || null,
          usu_google_sub: google.sub,
        });
      const session = issueSession('patient', user.usu_id);
      return ok({ token: session.token, user: patientUser(user) });
    });
  }),

  // 'Sair': this session's token is refused from now on (the patient's other sessions stay).
  route(
    'post',
    '/api/users/logout',
    'logoutUser',
    ({ session }) => {
      endSession(session.token);
      return new Response(null, { status: 204 });
    },
    { roles: ['patient'] },
  ),

  route('post', '/api/users/register', 'registerUser', async ({ json, request }) => {
    const body = await json();
    const cpf = onlyDigits(body.cpf);
    const name = String(body.name ?? '').trim();
    const email = String(body.email ?? '').trim();
    const phone = onlyDigits(body.cellphone);
    const password = String(body.password ?? '').trim();
    check(cpf, 'CPF é obrigatório.');
    check(name, 'Nome completo é obrigatório.');
    check(email, 'E-mail é obrigatório.');
    check(phone, 'Telefone é obrigatório.');
    check(password, 'Senha é obrigatória.');
    check(isValidCpf(cpf), 'Por favor informe um cpf válido!');
    check(isPersonName(name), 'O nome está inválido.');
    check(isEmailWithinLength(email) && isEmail(email), 'O email está inválido.');
    check(phone.length >= 10 && phone.length <= 11, 'O telefone está inválido');
    check(
      password.length <= PASSWORD_MAX_LENGTH && isStrongPassword(password),
      'A senha está inválida.',
    );
    if (patientByCpf(cpf)) throw conflict('CPF já cadastrado.');
    try {
      const user = await limitRegistration(request, () =>
        newPatient({
          usu_nome_usuario: name,
          usu_email: email,
          usu_telefone: phone,
          usu_cpf: cpf,
          usu_senha: hashPassword(password),
        }),
      );
      return created({ mensagem: 'Cadastro realizado com sucesso!', id: user.usu_id });
    } catch (error) {
      if (!(error instanceof TooManyRegistrations)) throw error;
      return HttpResponse.json(errorBody(error.message), {
        status: 429,
        headers: { 'Retry-After': String(error.retryAfterS) },
      });
    }
  }),

  route(
    'put',
    '/api/users',
    'updateUser',
    async ({ json, session }) => {
      const body = (await json()) as {
        id?: unknown;
        cpf?: unknown;
        password?: unknown;
        hasAcceptedTerms?: unknown;
        statusNotices?: unknown;
      };
      if (body.id !== undefined && Number(body.id) !== session.subjectId) throw forbidden();
      const user = patientById(session.subjectId);
      if (!user) throw notFound();
      const where = { usu_id: { equals: user.usu_id } };
      let mensagem: string;
      if ('hasAcceptedTerms' in body) {
        check(
          body.hasAcceptedTerms === true,
          'A leitura e concordância dos Termos e Condições é obrigatória.',
        );
        db.usuario.update({ where, data: { usu_aceite_termos: true } });
        mensagem = 'Termos de Politíca e Privacidade aceitos com sucesso!';
      } else if ('statusNotices' in body) {
        check(typeof body.statusNotices === 'boolean', 'Informe se deseja receber os avisos.');
        db.usuario.update({ where, data: { usu_avisos_situacao: body.statusNotices } });
        mensagem = body.statusNotices
          ? 'Você vai receber avisos quando suas solicitações mudarem.'
          : 'Você não vai mais receber avisos automáticos das suas solicitações.';
      } else if ('password' in body) {
        const password = String(body.password ?? '').trim();
        check(password, 'A senha é obrigatória');
        check(isStrongPassword(password), 'A senha está inválida.');
        db.usuario.update({ where, data: { usu_senha: hashPassword(password) } });
        // Every other session of the patient ends; the one that changed it stays valid.
        endSessionsOf('patient', user.usu_id, { except: session.token });
        mensagem = 'Senha atualizada com sucesso!';
      } else {
        const cpf = onlyDigits(body.cpf as string);
        check(cpf, 'O CPF é obrigatório');
        check(isValidCpf(cpf), 'Por favor informe um cpf válido!');
        const owner = patientByCpf(cpf);
        if (owner && owner.usu_id !== user.usu_id) throw conflict('CPF já cadastrado.');
        db.usuario.update({ where, data: { usu_cpf: cpf } });
        mensagem = 'Cadastro realizado com sucesso!';
      }
      return ok({ mensagem, user: patientUser(patientById(user.usu_id) ?? user) });
    },
    { roles: ['patient'] },
  ),
];

defineResolvers({
  checkAuthenticity: (
    { userId, token },
    { request },
  ): CheckAuthenticityMutation['checkAuthenticity'] => {
    const probe = new Request(request.url, {
      headers: { authorization: `Bearer ${String(token)}` },
    });
    const session = sessionOf(probe);
    return {
      valid: Boolean(session && session.role === 'patient' && session.subjectId === userId),
    };
  },
});
