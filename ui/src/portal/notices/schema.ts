/**
 * The contract's shape of the patient's inbox (GET /api/users/notices and the read calls): a reply
 * becomes data only once it passes `checkReply` with these. Unknown fields are kept: the contract
 * may grow, and the screen reads only these.
 */
import { z } from 'zod';
import { interestQuestionSchema } from '../interest/schema';

export const noticeSchema = z.looseObject({
  id: z.string().min(1),
  kind: z.enum(['imediata', 'agendada', 'automatica', 'pergunta']),
  title: z.string(),
  message: z.string(),
  sentAt: z.string().min(1),
  readAt: z.string().min(1).nullable(),
  /** With `kind: pergunta`: the 'Você ainda precisa?' question the notice asks. */
  question: interestQuestionSchema.optional(),
});

export const noticesPageSchema = z.looseObject({
  count: z.number().int().min(0),
  unread: z.number().int().min(0),
  rows: z.array(noticeSchema),
});

export const noticesReadSchema = z.looseObject({ read: z.number().int().min(0) });

export type Notice = z.infer<typeof noticeSchema>;
export type NoticesPage = z.infer<typeof noticesPageSchema>;
