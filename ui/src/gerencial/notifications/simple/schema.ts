import { z } from 'zod';
import { maxLength, maxMessage, required, text } from '../../../forms/rules';
import { cpfListText } from '../schema';

/** The simple page 'Notificações': Título (50), CPFs, Descrição (120), all required. */
export const simpleNotificationSchema = z.object({
  onlyPush: z.boolean(),
  titulo: text(required('Título'), maxLength(50, maxMessage(50))),
  cpfs: cpfListText(),
  descricao: text(required('Descrição'), maxLength(120, maxMessage(120))),
});
export type SimpleNotificationValues = z.input<typeof simpleNotificationSchema>;
