import { z } from 'zod';
import { required, text } from '../../forms/rules';

/** Admin login: Login and Senha required. */
export const adminLoginSchema = z.object({
  login: text(required('Login')),
  senha: text(required('Senha')),
});
export type AdminLoginValues = z.input<typeof adminLoginSchema>;
