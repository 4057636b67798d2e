import { z } from 'zod';
import { isStaffLogin } from '@portal/contracts/staffLogin';
import { isValidName, NAME_MAX, NAME_MIN } from '../../domain/contact';
import { isStrongPassword } from '../../domain/password';
import { between, required, rule, text, whenFields } from '../../forms/rules';
import { CLIENT_USER } from './messages';

/**
 * 'Cadastrar Usuário' (usc_id 0) and the update form (usc_id above 0): the password is required
 * on create, optional on update (omitted when blank) but checked when given.
 */
export const clientUserSchema = z
  .object({
    usc_id: z.number(),
    usc_nome_usuario: text(
      between(NAME_MIN, NAME_MAX, CLIENT_USER.nameInvalid),
      rule(isValidName, CLIENT_USER.nameInvalid),
    ),
    usc_login: text(required('Login')),
    /** The login as stored (update mode): an older one outside the rule may be kept as it is. */
    usc_login_atual: z.string(),
    usc_senha: z.string().trim(),
    usc_senha_confirmation: z.string().trim(),
  })
  .superRefine(
    (v, ctx) => {
      const creating = v.usc_id <= 0;
      if (v.usc_login && v.usc_login !== v.usc_login_atual && !isStaffLogin(v.usc_login))
        ctx.addIssue({ code: 'custom', message: CLIENT_USER.loginInvalid, path: ['usc_login'] });
      if (!v.usc_senha) {
        if (creating)
          ctx.addIssue({
            code: 'custom',
            message: CLIENT_USER.passwordRequired,
            path: ['usc_senha'],
          });
      } else if (!isStrongPassword(v.usc_senha, 'clientUser')) {
        ctx.addIssue({
          code: 'custom',
          message: CLIENT_USER.passwordInvalid,
          path: ['usc_senha'],
        });
      }
      if (v.usc_senha !== v.usc_senha_confirmation)
        ctx.addIssue({
          code: 'custom',
          message: CLIENT_USER.passwordsDiffer,
          path: ['usc_senha_confirmation'],
        });
    },
    {
      when: whenFields(
        'usc_id',
        'usc_login',
        'usc_login_atual',
        'usc_senha',
        'usc_senha_confirmation',
      ),
    },
  );
export type ClientUserValues = z.input<typeof clientUserSchema>;

/** The client user mutation input: the password is left out when blank (update). */
export function toClientUserInput(values: z.output<typeof clientUserSchema>, clientId: number) {
  const {
    usc_senha_confirmation: _confirmation,
    usc_login_atual: _stored,
    usc_senha,
    ...rest
  } = values;
  return { ...rest, usc_id_clientes: clientId, ...(usc_senha ? { usc_senha } : {}) };
}
