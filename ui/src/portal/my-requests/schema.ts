import { z } from 'zod';
import { isValidCpf } from '../../domain/cpf';
import { onlyDigits } from '../../domain/digits';
import { filled, rule, text } from '../../forms/rules';
import { PORTAL } from '../shared/messages';
import { MY_REQUESTS } from './messages';

/** The complete-user modal: the missing CPF ('O CPF está inválido' inline and in a 3 s toast). */
export const completeCpfSchema = z.object({
  cpf: text(rule(isValidCpf, PORTAL.cpf.invalidInline)),
});
export type CompleteCpfValues = z.input<typeof completeCpfSchema>;

/** The my-requests call's own checks: cpf required, limit and offset not negative. */
export const myRequestsQuerySchema = z.object({
  cpf: text(filled(MY_REQUESTS.cpfRequired)).transform(onlyDigits),
  limit: z.number().int().min(0),
  offset: z.number().int().min(0),
  period: z.string().optional(),
  status: z.string().optional(),
});
