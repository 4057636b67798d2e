/**
 * Patients and app users: CPF and Google login, registration, CPF/password/terms updates, the
 * Portal Gerencial's app-user list and password reset, and the public mobile pages (register with
 * images, contact, reset by link).
 */
import type {
  AuthorizeUserMutation,
  CheckAuthenticityMutation,
  CreateTalkToUsMutation,
  CreateUserMutation,
  PasswordResetLinkQuery,
  PasswordResetMutation,
  SearchAppUsersQuery,
  SearchCivilStatesQuery,
  SearchDependentsQuery,
} from '@portal/contracts/generated/graphql/graphql';
import { endSession, endSessionsOf, issueSession, sessionOf } from '../core/auth';
import { verifyStandInToken, type StandInVerdict } from '../core/googleStandIn';
import type { Schemas } from '../core/contract';
import { isValidCpf, onlyDigits } from '../core/documents';
import { defineResolvers, gqlError } from '../core/graphql';
import {
  badRequest,
  check,
  conflict,
  errorBody,
  forbidden,
  notFound,
  unauthorized,
} from '../core/http';
import { HttpResponse } from 'msw';
import { bytesToBase64, extensionOf, readPicture } from '../core/images';
import { intParam, matches, page, paging, textParam } from '../core/params';
import { limitLogin } from '../core/loginLimiter';
import { hashPassword, verifyPassword } from '../core/passwords';
import { created, ok, route } from '../core/route';
import { isStrongPassword } from '@portal/contracts/passwords';
import {
  FILE_NAME_MAX_LENGTH,
  IMAGE_LIMIT_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  PASSWORD_MAX_LENGTH,
} from '@portal/contracts/limits';
import { limitRegistration, TooManyRegistrations } from '../core/registrationLimiter';
import {
  isEmailWithinLength,
  isPlausibleBirthDate,
  isValidCep,
  isValidCns,
  isValidPersonName,
  REGISTRY_MESSAGES,
} from '@portal/contracts/registry';
import { isEmail, isPersonName } from '../core/rules';
import { nowMoment } from '../core/time';
import { db, nextId, type Patient } from '../db';
import { SYSTEM_FOLDER } from '../seed/feeds';
import { ownClient } from './clients';

type PatientUser = Schemas['PatientUser'];
type AppUser = Required<Schemas['AppUser']>;

const ACTIVE = 2;
/** A registration's status until the Portal Gerencial authorises it (spec: usu_status 1). */
const AWAITING_AUTHORIZATION = 1;

export const patientById = (id: number) =>
  db.usuario.findFirst({ where: { usu_id: { equals: id } } });
export const patientByCpf = (cpf: string) =>
  db.usuario.findFirst({ where: { usu_cpf: { equals: cpf } } });
const patientByEmail = (email: string) =>
  db.usuario.getAll().find((u) => u.usu_email.trim().toLowerCase() === email);

const GOOGLE_TOKEN_REFUSED: Record<Exclude<StandInVerdict, { ok: true }>['reason'], string> = {
  signature: 'Token do Google inválido.',
  issuer: 'Token do Google inválido.',
  claims: 'Token do Google inválido.',
  audience: 'Token do Google emitido para outro aplicativo.',
  expired: 'Token do Google expirado. Entre novamente.',
};
const GOOGLE_EMAIL_UNVERIFIED = 'O e-mail da conta Google não foi verificado.';
export const GOOGLE_EMAIL_TAKEN = 'Já existe um cadastro com este e-mail. Entre com CPF e senha.';

export function patientUser(user: Patient): PatientUser {
  return {
    id: user.usu_id,
    name: user.usu_nome_usuario,
    birthDate: user.usu_nascimento || null,
    cns: user.usu_cns,
    cpf: user.usu_cpf,
    hasAcceptedTerms: user.usu_aceite_termos,
    ...(user.usu_google_sub ? { image: user.usu_imagem } : {}),
  };
}

function appUser(user: Patient): AppUser {
  return {
    usu_id: user.usu_id,
    usu_nome_usuario: user.usu_nome_usuario,
    usu_email: user.usu_email || null,
    usu_nome_mae: user.usu_nome_mae || null,
    usu_nascimento: user.usu_nascimento || null,
    usu_cpf: user.usu_cpf,
    usu_cep: user.usu_cep || null,
    usu_telefone: user.usu_telefone || null,
    usu_cns: user.usu_cns,
    usu_status: user.usu_status as AppUser['usu_status'],
    usu_imagem: user.usu_imagem,
    usu_genero: (user.usu_genero || null) as AppUser['usu_genero'],
    usu_cod_ibge_municipio: user.usu_cod_ibge_municipio || null,
    usu_id_estados_civis: user.usu_id_estados_civis,
    usu_id_dependentes: user.usu_id_dependentes,
  };
}

function newPatient(fields: Partial<Patient> & { usu_nome_usuario: string }): Patient {
  return db.usuario.create({
    usu_id: nextId('usuario'),
    usu_email: '',
    usu_nome_mae: '',
    usu_nascimento: '',
    usu_cpf: null,
    usu_cep: '',
    usu_telefone: '',
    usu_cns: null,
    usu_senha: null,
    usu_status: ACTIVE,
    usu_imagem: null,
    usu_genero: 'm',
    usu_cod_ibge_municipio: '',
    usu_id_estados_civis: null,
    usu_id_dependentes: null,
    usu_id_clientes: 1,
    usu_anexos: [],
    usu_aceite_termos: false,
    usu_google_sub: null,
    usu_hash_redefinicao: null,
    usu_criado_em: nowMoment(),
    ...fields,
  });
}

const ownAppUser = (clientId: number | null, id: unknown) => {
  const user = patientById(Number(id));
  // Another client's user is, for this admin, no user at all.
  if (!user || user.usu_id_clientes !== clientId) throw notFound('Usuário não encontrado.');
  return user;
};

export const userHandlers = [
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

const RESET_LINK_EXPIRED = 'Link de redefinição inválido ou expirado.';
/** The app user a reset link's hash belongs to, while it is still usable. */
const resetLinkUser = (hash: unknown) =>
  db.usuario.findFirst({ where: { usu_hash_redefinicao: { equals: String(hash) } } });

async function storeImages(files: unknown): Promise<number[]> {
  const list = (Array.isArray(files) ? files : []) as Blob[];
  if (!list.length) throw gqlError('A imagem é requerida');
  if (list.length > 4) throw gqlError('Máximo de 4 arquivos permitido.');
  const pictures = [];
  for (const file of list) {
    if (file.size > IMAGE_LIMIT_BYTES) throw gqlError(IMAGE_TOO_LARGE_MESSAGE);
    // As the picker decides: a JPEG or PNG by its bytes, whatever its name or declared type.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const picture = readPicture(bytes);
    if (!picture.ok)
      throw gqlError(
        picture.problem === 'size'
          ? IMAGE_TOO_LARGE_MESSAGE
          : 'Formato Inválido! Formato(s) Válido(s): jpeg,png.',
      );
    const given = ((file as File).name ?? '').trim();
    if (given.length > FILE_NAME_MAX_LENGTH)
      throw gqlError(`O nome do arquivo deve ter no máximo ${FILE_NAME_MAX_LENGTH} caracteres.`);
    pictures.push({ bytes, type: picture.type, given });
  }
  const ids: number[] = [];
  for (const [i, { bytes, type, given }] of pictures.entries()) {
    const ane_id = nextId('anexo');
    const name = given || `anexo-${i + 1}.${extensionOf(type)}`;
    db.anexo.create({
      ane_id,
      ane_pasta: SYSTEM_FOLDER,
      ane_nome_completo: name,
      ane_caminho: `/api/public/attachment/folder-${SYSTEM_FOLDER}/attachment-${ane_id}/${encodeURIComponent(name)}`,
      ane_tipo: type,
      ane_conteudo: bytesToBase64(bytes),
    });
    ids.push(ane_id);
  }
  return ids;
}

const attachmentsOf = (ids: number[]) =>
  ids.flatMap((id) => {
    const a = db.anexo.findFirst({ where: { ane_id: { equals: id } } });
    return a
      ? [{ ane_id: a.ane_id, ane_nome_completo: a.ane_nome_completo, ane_caminho: a.ane_caminho }]
      : [];
  });

defineResolvers({
  search_civil_state: (): SearchCivilStatesQuery['search_civil_state'] => {
    const rows = db.estadoCivil
      .getAll()
      .map(({ ecv_id, ecv_nome, ecv_codigo }) => ({ ecv_id, ecv_nome, ecv_codigo }));
    return { count: rows.length, rows };
  },

  search_dependents: (): SearchDependentsQuery['search_dependents'] => {
    const rows = db.dependente.getAll().map(({ dep_id, dep_nome }) => ({ dep_id, dep_nome }));
    return { count: rows.length, rows };
  },

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

  create_user: async ({ user, files }, { request }): Promise<CreateUserMutation['create_user']> => {
    const input = user as Record<string, string | number | null | undefined>;
    const text = (key: string) => String(input[key] ?? '').trim();
    for (const key of [
      'usu_nome_usuario',
      'usu_email',
      'usu_nome_mae',
      'usu_nascimento',
      'usu_cpf',
      'usu_cep',
      'usu_telefone',
      'usu_senha',
      'usu_cod_ibge_municipio',
    ]) {
      if (!text(key)) throw gqlError(`Campo ${key} é requerido`);
    }
    // The registry's rules, with the screen's messages (contracts/src/registry.ts).
    if (!isValidPersonName(text('usu_nome_usuario')))
      throw gqlError(REGISTRY_MESSAGES.nameInvalid('Nome'));
    if (!isValidPersonName(text('usu_nome_mae')))
      throw gqlError(REGISTRY_MESSAGES.nameInvalid('Nome da mãe'));
    if (!isEmailWithinLength(text('usu_email')) || !isEmail(text('usu_email')))
      throw gqlError(REGISTRY_MESSAGES.emailInvalid);
    const cpf = onlyDigits(text('usu_cpf'));
    if (!isValidCpf(cpf)) throw gqlError('CPF Inválido');
    const birth = text('usu_nascimento');
    if (!isPlausibleBirthDate(birth, new Date(`${nowMoment().slice(0, 10)}T12:00:00`)))
      throw gqlError(REGISTRY_MESSAGES.birthDateInvalid);
    if (!isValidCep(text('usu_cep'))) throw gqlError(REGISTRY_MESSAGES.cepInvalid);
    if (text('usu_cns') && !isValidCns(text('usu_cns')))
      throw gqlError(REGISTRY_MESSAGES.cnsInvalid);
    const phone = onlyDigits(text('usu_telefone'));
    if (phone.length < 10 || phone.length > 11) throw gqlError('Telefone inválido');
    if (!isStrongPassword(text('usu_senha')))
      throw gqlError('Os requisitos para a nova senha não foram satisfeitos.');
    if (patientByCpf(cpf)) throw gqlError('CPF já cadastrado.');
    // One address opens a limited number of accounts (core/registrationLimiter.ts).
    return limitRegistration(request, async () => {
      const anexos = await storeImages(files);
      const county = text('usu_cod_ibge_municipio');
      const client = db.cliente.getAll().find((c) => c.cli_codigo_municipio_ibge === county);
      const created = newPatient({
        usu_nome_usuario: text('usu_nome_usuario'),
        usu_email: text('usu_email'),
        usu_nome_mae: text('usu_nome_mae'),
        usu_nascimento: birth,
        usu_cpf: cpf,
        usu_cep: onlyDigits(text('usu_cep')),
        usu_telefone: phone,
        usu_cns: onlyDigits(text('usu_cns')) || null,
        usu_senha: hashPassword(text('usu_senha')),
        // Server-decided: a new app user awaits the municipality's authorisation, whatever was sent.
        usu_status: AWAITING_AUTHORIZATION,
        usu_genero: text('usu_genero') || 'm',
        usu_cod_ibge_municipio: county,
        usu_id_estados_civis: Number(input.usu_id_estados_civis) || null,
        usu_id_dependentes: Number(input.usu_id_dependentes) || null,
        usu_id_clientes: client?.cli_id ?? 1,
        usu_anexos: anexos,
      });
      return { usu_id: created.usu_id };
    });
  },

  create_talk_to_us: ({ talkToUs }): CreateTalkToUsMutation['create_talk_to_us'] => {
    const input = talkToUs as Record<string, string>;
    const value = (key: string) => String(input[key] ?? '').trim();
    for (const key of ['fac_nome', 'fac_email', 'fac_telefone', 'fac_descricao']) {
      if (!value(key)) throw gqlError(`Campo ${key} é requerido`);
    }
    if (!isEmail(value('fac_email'))) throw gqlError('Email Inválido');
    const phone = onlyDigits(value('fac_telefone'));
    if (phone.length < 10 || phone.length > 11) throw gqlError('Telefone inválido');
    const description = value('fac_descricao');
    if (description.length < 3 || description.length > 140) {
      throw gqlError('A descrição deve ter entre 3 e 140 caracteres.');
    }
    const fac_id = nextId('faleConosco');
    db.faleConosco.create({
      fac_id,
      fac_nome: value('fac_nome'),
      fac_email: value('fac_email'),
      fac_telefone: phone,
      fac_descricao: description,
      fac_criado_em: nowMoment(),
    });
    return { fac_id };
  },

  password_reset_link: ({ hash }): PasswordResetLinkQuery['password_reset_link'] =>
    resetLinkUser(hash)
      ? { success: true, message: '' }
      : { success: false, message: RESET_LINK_EXPIRED },

  password_reset: ({ hash, usu_senha }): PasswordResetMutation['password_reset'] => {
    const user = resetLinkUser(hash);
    if (!user) return { success: false, message: RESET_LINK_EXPIRED };
    const password = String(usu_senha ?? '').trim();
    if (!isStrongPassword(password, 'reset')) {
      return { success: false, message: 'Os requisitos para a nova senha não foram satisfeitos.' };
    }
    db.usuario.update({
      where: { usu_id: { equals: user.usu_id } },
      data: {
        usu_senha: hashPassword(password),
        usu_hash_redefinicao: null,
        usu_status: user.usu_status === 3 ? ACTIVE : user.usu_status,
      },
    });
    endSessionsOf('patient', user.usu_id);
    return { success: true, message: 'Senha atualizada com sucesso!' };
  },

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
