import { z } from 'zod';
import { isValidEmail, isValidName, isValidPhone, NAME_MAX, NAME_MIN } from '../domain/contact';
import { isValidCpf } from '../domain/cpf';
import { onlyDigits } from '../domain/digits';
import { isStrongPassword } from '../domain/password';
import { COMMON } from '../messages/common';
import { PORTAL } from '../messages/portal';
import { between, filled, rule, text, whenFields } from './rules';

/** Patient login (/usuarios): CPF and password. */
export const patientLoginSchema = z.object({
  cpf: text(filled(PORTAL.login.cpfMissing), rule(isValidCpf, PORTAL.login.invalid)),
  password: text(filled(PORTAL.login.passwordMissing)),
});
export type PatientLoginValues = z.input<typeof patientLoginSchema>;

/** The register modal (field names of the spec's form: usu_*). */
export const patientRegisterSchema = z
  .object({
    usu_id: z.number().optional(),
    usu_cpf: text(rule(isValidCpf, PORTAL.cpf.invalidInline)),
    usu_nome_usuario: text(
      between(NAME_MIN, NAME_MAX, PORTAL.name.length),
      rule(isValidName, PORTAL.name.invalidInline),
    ),
    usu_email: text(rule(isValidEmail, PORTAL.email.invalidInline)),
    usu_telefone: text(rule(isValidPhone, PORTAL.phone.invalid)),
    usu_senha: text(rule((v) => isStrongPassword(v, 'registration'), PORTAL.password.invalid)),
    usu_senha_confirmation: z.string().trim(),
  })
  .refine((v) => v.usu_senha === v.usu_senha_confirmation, {
    message: PORTAL.password.mismatch,
    path: ['usu_senha_confirmation'],
    when: whenFields('usu_senha', 'usu_senha_confirmation'),
  });
export type PatientRegisterValues = z.input<typeof patientRegisterSchema>;

/** The register modal's toast wording for its inline messages. */
export const PATIENT_REGISTER_TOASTS: Readonly<Record<string, string>> = {
  [PORTAL.cpf.invalidInline]: PORTAL.cpf.invalidToast,
  [PORTAL.name.invalidInline]: PORTAL.name.invalidToast,
  [PORTAL.email.invalidInline]: PORTAL.email.invalidToast,
  [PORTAL.password.mismatch]: PORTAL.password.mismatchToast,
};

/**
 * The registration service's own checks and the payload it posts (POST /api/users/register):
 * required fields with the service's messages, CPF and phone as digits.
 */
export const registrationPayloadSchema = z
  .object({
    id: z.number().optional(),
    cpf: text(filled(PORTAL.register.cpfRequired)),
    name: text(filled(PORTAL.register.nameRequired)),
    email: text(filled(PORTAL.register.emailRequired)),
    cellphone: text(filled(PORTAL.register.phoneRequired)),
    password: text(filled(PORTAL.register.passwordRequired)),
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

/** The complete-user modal: the missing CPF ('O CPF está inválido' inline and in a 3 s toast). */
export const completeCpfSchema = z.object({
  cpf: text(rule(isValidCpf, PORTAL.cpf.invalidInline)),
});
export type CompleteCpfValues = z.input<typeof completeCpfSchema>;

/** Queue search: service, procedure and situation are all required, with one message (5 s). */
export const queueSearchSchema = z.object({
  service: text(filled(PORTAL.queueSearch.allRequired)),
  procedure: text(filled(PORTAL.queueSearch.allRequired)),
  status: text(filled(PORTAL.queueSearch.allRequired)),
});
export type QueueSearchValues = z.input<typeof queueSearchSchema>;

/** My requests: Período and Situação are optional filters. */
export const myRequestsFilterSchema = z.object({
  period: z.string(),
  status: z.string(),
});
export type MyRequestsFilterValues = z.input<typeof myRequestsFilterSchema>;

/** The my-requests call's own checks: cpf required, limit and offset not negative. */
export const myRequestsQuerySchema = z.object({
  cpf: text(filled(PORTAL.myRequests.cpfRequired)).transform(onlyDigits),
  limit: z.number().int().min(0),
  offset: z.number().int().min(0),
  period: z.string().optional(),
  status: z.string().optional(),
});

/** The terms modals (patient and admin): the box must be ticked. */
export const termsSchema = z.object({
  accepted: z.boolean().refine((v) => v, COMMON.termsRequired),
});
export type TermsValues = z.input<typeof termsSchema>;
