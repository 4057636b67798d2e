import { z } from 'zod';
import { isStrongPassword } from '../../domain/password';
import { rule, text, whenFields } from '../../forms/rules';
import { MOVEL } from '../shared/messages';
import { PASSWORD_RESET } from './messages';

/** The password reset page: the five requirements (limited special characters) and a match. */
export const passwordResetSchema = z
  .object({
    usu_senha: text(rule((v) => isStrongPassword(v, 'reset'), MOVEL.passwordRequirements)),
    usu_senha_confirmation: z.string().trim(),
  })
  .refine((v) => v.usu_senha === v.usu_senha_confirmation, {
    message: PASSWORD_RESET.passwordsDiffer,
    path: ['usu_senha_confirmation'],
    when: whenFields('usu_senha', 'usu_senha_confirmation'),
  });
export type PasswordResetValues = z.input<typeof passwordResetSchema>;
