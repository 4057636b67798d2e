/**
 * The mobile app's public pages: registration with document images, its lists (civil states,
 * dependents), 'Fale Conosco', and the password reset by link.
 */
import type {
  CreateTalkToUsMutation,
  CreateUserMutation,
  PasswordResetLinkQuery,
  PasswordResetMutation,
  SearchCivilStatesQuery,
  SearchDependentsQuery,
} from '@portal/contracts/generated/graphql/graphql';
import { endSessionsOf } from '../core/auth';
import { isValidCpf, onlyDigits } from '../core/documents';
import { defineResolvers, gqlError } from '../core/graphql';
import { bytesToBase64, extensionOf, readPicture } from '../core/images';
import { hashPassword } from '../core/passwords';
import { isStrongPassword } from '@portal/contracts/passwords';
import {
  FILE_NAME_MAX_LENGTH,
  IMAGE_LIMIT_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
} from '@portal/contracts/limits';
import { limitRegistration } from '../core/registrationLimiter';
import {
  isEmailWithinLength,
  isPlausibleBirthDate,
  isValidCep,
  isValidCns,
  isValidPersonName,
  REGISTRY_MESSAGES,
} from '@portal/contracts/registry';
import { isEmail } from '../core/rules';
import { nowMoment } from '../core/time';
import { db, nextId } from '../db';
import { SYSTEM_FOLDER } from '../seed/feeds';
import { ACTIVE, AWAITING_AUTHORIZATION, newPatient, patientByCpf } from './patients';

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
});
