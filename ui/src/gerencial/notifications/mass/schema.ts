import { z } from 'zod';
import { maxLength, maxMessage, required, text } from '../../../forms/rules';
import { cpfListText } from '../schema';

/** The mass variant: Título, CPFs and Descrição (form 2 field names). */
export const massNotificationSchema = z.object({
  not_titulo: text(required('Título'), maxLength(50, maxMessage(50))),
  not_cpf: cpfListText(),
  not_mensagem: text(required('Descrição'), maxLength(120, maxMessage(120))),
});
export type MassNotificationValues = z.input<typeof massNotificationSchema>;
