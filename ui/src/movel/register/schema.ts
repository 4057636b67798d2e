import { z } from 'zod';
import type { UserInput } from '@portal/contracts/graphql';
import {
  isEmailWithinLength,
  isPlausibleBirthDate,
  isValidCep,
  isValidCns,
  isValidPersonName,
  REGISTRY_MESSAGES,
} from '@portal/contracts/registry';
import { isValidEmail, isValidPhone } from '../../domain/contact';
import { isValidCpf } from '../../domain/cpf';
import { displayDateToApi, isPastDisplayDate } from '../../domain/dates';
import { onlyDigits } from '../../domain/digits';
import { checkFiles, REGISTER_IMAGE_RULES } from '../../domain/files';
import { isStrongPassword } from '../../domain/password';
import { between, required, rule, text, whenFields } from '../../forms/rules';
import { lengthMessage } from '../../messages/common';
import { MOVEL } from '../shared/messages';
import { REGISTER } from './messages';

/**
 * Field labels of the app-user register form (they name the 'Campo {label} é requerido' messages).
 */
export const APP_USER_LABELS = {
  usu_nome_usuario: 'Nome',
  usu_email: 'E-mail',
  usu_nome_mae: 'Nome da mãe',
  usu_nascimento: 'Data de Nascimento',
  usu_cpf: 'CPF',
  usu_cep: 'CEP',
  usu_telefone: 'Telefone',
  usu_cns: 'CNS',
  usu_genero: 'Gênero',
  usu_id_estados_civis: 'Estado civil',
  usu_id_dependentes: 'Dependentes',
  usu_cod_ibge_municipio: 'Município',
  usu_senha: 'Senha',
  usu_senha_confirmation: 'Confirmação de senha',
} as const;

const L = APP_USER_LABELS;

/** The county choice: one fixed entry (spec). */
export const COUNTY_IBGE_CODE = '3302858';

/**
 * The public register page (/movel/register): every field required; CPF, email (at most 254
 * characters), birth date (DD/MM/YYYY, in the past, at most 130 years ago), phone, CEP (8 digits),
 * CNS (check digits), names (letters, spaces, apostrophes, hyphens) and password checked, by the
 * same registry rules the backend applies (contracts/src/registry.ts); 1 to 4 jpeg/png images of at most 200 kB.
 */
export const appUserRegisterSchema = (now: Date = new Date()) =>
  z
    .object({
      usu_nome_usuario: text(
        required(L.usu_nome_usuario),
        rule(isValidPersonName, REGISTRY_MESSAGES.nameInvalid(L.usu_nome_usuario)),
      ),
      usu_email: text(
        required(L.usu_email),
        rule((v) => isEmailWithinLength(v) && isValidEmail(v), REGISTER.emailInvalid),
      ),
      usu_nome_mae: text(
        required(L.usu_nome_mae),
        rule(isValidPersonName, REGISTRY_MESSAGES.nameInvalid(L.usu_nome_mae)),
      ),
      usu_nascimento: text(
        required(L.usu_nascimento),
        rule(
          (v) => isPastDisplayDate(v, now) && isPlausibleBirthDate(displayDateToApi(v), now),
          REGISTER.birthDateInvalid,
        ),
      ),
      usu_cpf: text(required(L.usu_cpf), rule(isValidCpf, REGISTER.cpfInvalid)),
      usu_cep: text(required(L.usu_cep), rule(isValidCep, REGISTRY_MESSAGES.cepInvalid)),
      usu_telefone: text(required(L.usu_telefone), rule(isValidPhone, REGISTER.phoneInvalid)),
      usu_cns: text(required(L.usu_cns), rule(isValidCns, REGISTRY_MESSAGES.cnsInvalid)),
      usu_genero: text(required(L.usu_genero)),
      usu_id_estados_civis: text(required(L.usu_id_estados_civis)),
      usu_id_dependentes: text(required(L.usu_id_dependentes)),
      usu_cod_ibge_municipio: text(required(L.usu_cod_ibge_municipio)),
      usu_senha: text(
        required(L.usu_senha),
        rule((v) => isStrongPassword(v, 'registration'), MOVEL.passwordRequirements),
      ),
      usu_senha_confirmation: text(required(L.usu_senha_confirmation)),
      usu_anexos: z.array(z.instanceof(File)).superRefine((files, ctx) => {
        if (files.length === 0) {
          ctx.addIssue({ code: 'custom', message: REGISTER.imageRequired });
          return;
        }
        const problems = checkFiles(files, REGISTER_IMAGE_RULES);
        for (const message of new Set(problems.map((p) => p.message)))
          ctx.addIssue({ code: 'custom', message });
      }),
    })
    // An empty confirmation already says 'Campo Confirmação de senha é requerido'.
    .refine((v) => !v.usu_senha_confirmation || v.usu_senha === v.usu_senha_confirmation, {
      message: REGISTER.passwordsDiffer,
      path: ['usu_senha_confirmation'],
      when: whenFields('usu_senha', 'usu_senha_confirmation'),
    });

export type AppUserRegisterValues = z.input<ReturnType<typeof appUserRegisterSchema>>;

/**
 * The register payload (CreateUser): birth date as YYYY-MM-DD, CPF and phone as digits, status 1,
 * the county code (the contract's UserInput takes it as text) and the chosen civil-state and
 * dependent ids.
 */
export function toAppUserPayload(values: z.output<ReturnType<typeof appUserRegisterSchema>>): {
  user: UserInput;
  files: File[];
} {
  const { usu_senha_confirmation: _confirmation, usu_anexos, ...fields } = values;
  return {
    user: {
      ...fields,
      // The schema only lets real past dates through, so the conversion always succeeds here.
      usu_nascimento: displayDateToApi(fields.usu_nascimento) ?? '',
      usu_cpf: onlyDigits(fields.usu_cpf),
      usu_telefone: onlyDigits(fields.usu_telefone),
      usu_cep: onlyDigits(fields.usu_cep),
      usu_cns: onlyDigits(fields.usu_cns),
      usu_status: 1,
      usu_cod_ibge_municipio: onlyDigits(fields.usu_cod_ibge_municipio),
      usu_id_estados_civis: Number(fields.usu_id_estados_civis),
      usu_id_dependentes: Number(fields.usu_id_dependentes),
    },
    files: usu_anexos,
  };
}

/** The contact form 'Fale Conosco': all required; email and phone checked; description 3 to 140. */
export const CONTACT_LABELS = {
  fac_nome: 'Nome',
  fac_email: 'E-mail',
  fac_telefone: 'Telefone',
  fac_descricao: 'Descrição',
} as const;

/** The description input's maxlength (the validator allows 140; the spec keeps both). */
export const CONTACT_DESCRIPTION_MAXLENGTH = 90;

export const contactSchema = z.object({
  fac_nome: text(required(CONTACT_LABELS.fac_nome)),
  fac_email: text(
    required(CONTACT_LABELS.fac_email),
    rule((v) => isEmailWithinLength(v) && isValidEmail(v), REGISTER.emailInvalid),
  ),
  fac_telefone: text(
    required(CONTACT_LABELS.fac_telefone),
    rule(isValidPhone, REGISTER.phoneInvalid),
  ),
  fac_descricao: text(
    required(CONTACT_LABELS.fac_descricao),
    between(3, 140, lengthMessage(3, 140)),
  ),
});
export type ContactValues = z.input<typeof contactSchema>;
