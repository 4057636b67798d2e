/**
 * The contract's shape of the staff's list of requests about patients' data (GET
 * /api/data-requests and the answer's reply), and the answer form's rules.
 */
import { z } from 'zod';
import { DATA_REQUEST_LIMITS, dataRequestReplySchema } from '@portal/contracts/dataSubject';
import { DATA_REQUESTS } from './messages';

const count = z.number().int().min(0);

export const staffDataRequestSchema = dataRequestReplySchema.extend({
  answeredBy: z.string().nullable(),
  patient: z.looseObject({ id: z.number().int(), name: z.string(), cpf: z.string().nullable() }),
});

export const staffDataRequestPageSchema = z.looseObject({
  count,
  open: count,
  rows: z.array(staffDataRequestSchema),
});

export type StaffDataRequest = z.infer<typeof staffDataRequestSchema>;

const M = DATA_REQUESTS;

/** The answer: done or refused, and a text for the patient. */
export const answerFormSchema = z
  .object({
    status: z.enum(['atendida', 'recusada', '']),
    answer: z
      .string()
      .trim()
      .min(1, M.answerRequired)
      .max(DATA_REQUEST_LIMITS.answer, M.answerTooLong(DATA_REQUEST_LIMITS.answer)),
  })
  .superRefine((value, ctx) => {
    if (!value.status)
      ctx.addIssue({ code: 'custom', path: ['status'], message: M.statusRequired });
  });

export type AnswerForm = z.infer<typeof answerFormSchema>;
