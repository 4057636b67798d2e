import { z } from 'zod';
import { maxLength, maxMessage, minLength, text, whenFields } from '../../../forms/rules';
import { SEND_FORM } from '../messages';

/** The message types' value that asks for a chatbot. */
export const CHATBOT_TYPE_VALUE = 3;
export const DESCRIPTION_MAX_SCHEDULED = 160;

/** The send form on submit (Enviar, Agendar or Alterar). */
export const sendNotificationSchema = z
  .object({
    id: z.number().optional(),
    /** '1' now, '0' scheduled. */
    sendMode: z.enum(['1', '0']),
    schedule: z.array(z.object({ date: z.string(), date_db: z.string(), hour: z.string() })),
    /** '1' all active CPFs, '0' the listed CPFs. */
    receiverMode: z.enum(['1', '0']),
    cpfs: z.array(z.object({ cpf: z.string(), isRed: z.boolean() })),
    title: text(minLength(3, SEND_FORM.titleMin)),
    description: text(
      minLength(3, SEND_FORM.descriptionMin),
      maxLength(DESCRIPTION_MAX_SCHEDULED, maxMessage(DESCRIPTION_MAX_SCHEDULED)),
    ),
    type: z.object({ value: z.number(), label: z.string() }).nullable(),
    blipBotId: z.number().nullable(),
  })
  .superRefine(
    (v, ctx) => {
      if (v.sendMode === '0' && v.schedule.length === 0)
        ctx.addIssue({ code: 'custom', message: SEND_FORM.atLeastOneDate, path: ['schedule'] });
      if (v.receiverMode === '0' && v.cpfs.length === 0)
        ctx.addIssue({ code: 'custom', message: SEND_FORM.atLeastOneCpf, path: ['cpfs'] });
      if (!v.type)
        ctx.addIssue({ code: 'custom', message: SEND_FORM.typeRequired, path: ['type'] });
    },
    { when: whenFields('sendMode', 'schedule', 'receiverMode', 'cpfs', 'type') },
  );
export type SendNotificationValues = z.input<typeof sendNotificationSchema>;

/** 'Atualizar Notificação' (scheduled): the message part of the send form. Recipients are
 * updated with addCpfSchema (../schema.ts). */
export const updateNotificationSchema = z
  .object({
    id: z.number(),
    title: text(minLength(3, SEND_FORM.titleMin)),
    description: text(
      minLength(3, SEND_FORM.descriptionMin),
      maxLength(DESCRIPTION_MAX_SCHEDULED, maxMessage(DESCRIPTION_MAX_SCHEDULED)),
    ),
    type: z.object({ value: z.number(), label: z.string() }).nullable(),
    blipBotId: z.number().nullable(),
  })
  .superRefine(
    (v, ctx) => {
      if (!v.type)
        ctx.addIssue({ code: 'custom', message: SEND_FORM.typeRequired, path: ['type'] });
    },
    { when: whenFields('type') },
  );
export type UpdateNotificationValues = z.input<typeof updateNotificationSchema>;
