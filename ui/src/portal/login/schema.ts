import { z } from 'zod';
import { isValidEmail, isValidName, isValidPhone, NAME_MAX, NAME_MIN } from '../../domain/contact';
import { isValidCpf } from '../../domain/cpf';
import { onlyDigits } from '../../domain/digits';
import { isStrongPassword } from '../../domain/password';
import { between, filled, rule, text, whenFields } from '../../forms/rules';
import { PORTAL } from '../shared/messages';
import { LOGIN } from './messages';

/** Patient login (/usuarios): CPF and password. */
export const patientLoginSchema = z.object({
  cpf: text(filled(LOGIN.login.cpfMissing), rule(isValidCpf, LOGIN.login.invalid)),
  password: text(filled(LOGIN.login.passwordMissing)),
});
export type PatientLoginValues = z.input<typeof patientLoginSchema>;

/** The register modal (field names of the spec's form: usu_*). */
export const patientRegisterSchema = z
  .object({
    usu_id: z.number().optional(),
    usu_cpf: text(rule(isValidCpf, PORTAL.cpf.invalidInline)),
    usu_nome_usuario: text(
      between(NAME_MIN, NAME_MAX, LOGIN.name.length),
      rule(isValidName, LOGIN.name.invalidInline),
    ),
    usu_email: text(rule(isValidEmail, LOGIN.email.invalidInline)),
    usu_telefone: text(rule(isValidPhone, LOGIN.phone.invalid)),
    usu_senha: text(rule((v) => isStrongPassword(v, 'registration'), LOGIN.password.invalid)),
    usu_senha_confirmation: z.string().trim(),
  })
  .refine((v) => v.usu_senha === v.usu_senha_confirmation, {
    message: LOGIN.password.mismatch,
    path: ['usu_senha_confirmation'],
    when: whenFields('usu_senha', 'usu_senha_confirmation'),
  });
export type PatientRegisterValues = z.input<typeof patientRegisterSchema>;

/** The register modal's toast wording for its inline messages. */
export const PATIENT_REGISTER_TOASTS: Readonly<Record<string, string>> = {
  [PORTAL.cpf.invalidInline]: LOGIN.cpf.invalidToast,
  [LOGIN.name.invalidInline]: LOGIN.name.invalidToast,
  [LOGIN.email.invalidInline]: LOGIN.email.invalidToast,
  [LOGIN.password.mismatch]: LOGIN.password.mismatchToast,
};

/**
 * The registration service's own checks and the payload it posts (POST /api/users/register):
 * required fields with the service's messages, CPF and phone as digits.
 */
export const registrationPayloadSchema = z
  .object({
    id: z.number().optional(),
    cpf: text(filled(LOGIN.register.cpfRequired)),
    name: text(filled(LOGIN.register.nameRequired)),
    email: text(filled(LOGIN.register.emailRequired)),
    cellphone: text(filled(LOGIN.register.phoneRequired)),
    password: text(filled(LOGIN.register.passwordRequired)),
  })
  .transform((v) => ({ ...v, cpf: onlyDigits(v.cpf), cellphone: onlyDigits(v.cellphone) }));

/** The register form's values as the service's payload. */
export function toRegistrationPayload(values: PatientRegisterValues) {
  return registrationPayloadSchema.parse({
    id: values.usu_id,
    cpf: values.usu_cpf,
    name: values.usu_nome_usuario,
    email: values.usu_email,
    cellphone: values.usu_telefone,
    password: values.usu_senha,
  });
}
