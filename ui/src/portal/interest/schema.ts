/**
 * The contract's shape of a 'Você ainda precisa?' question (GET /api/users/interest-questions, the
 * answer's reply, and the inbox's `pergunta` notices), and the answer form's rules. A reply becomes
 * data only once it passes `checkReply` with these; unknown fields are kept.
 */
import { z } from 'zod';
import { isValidEmail, isValidPhone } from '../../domain/contact';
import { onlyDigits } from '../../domain/digits';
import { INTEREST_REASONS } from '../../domain/interest';
import { INTEREST } from './messages';

const answer = z.enum(['SIM', 'NAO']);
const reason = z.enum(INTEREST_REASONS);

export const interestQuestionSchema = z.looseObject({
  id: z.string().regex(/^q-[1-9]\d{0,9}$/),
  requestId: z.number().int(),
  procedure: z.string(),
  enteredAt: z.string().min(1).nullable(),
  askedAt: z.string().min(1),
  answer: answer.nullable(),
  reason: reason.nullable(),
  reasonText: z.string().nullable(),
  answeredAt: z.string().min(1).nullable(),
  contact: z.looseObject({ phone: z.string().nullable(), email: z.string().nullable() }),
});

export const interestQuestionListSchema = z.looseObject({
  rows: z.array(interestQuestionSchema),
});

export type InterestQuestion = z.infer<typeof interestQuestionSchema>;

/** The answer form: 'Não' needs a reason, 'Outro motivo' a text; phone and e-mail are confirmed. */
export const interestAnswerFormSchema = z
  .object({
    answer: z.enum(['SIM', 'NAO', '']),
    reason: z.enum([...INTEREST_REASONS, '']),
    reasonText: z.string().max(200, INTEREST.reasonTextTooLong),
    phone: z.string().refine((v) => isValidPhone(onlyDigits(v)), INTEREST.phoneInvalid),
    email: z
      .string()
      .trim()
      .refine((v) => isValidEmail(v), INTEREST.emailInvalid),
  })
  .superRefine((value, ctx) => {
    if (!value.answer)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: INTEREST.answerRequired });
    if (value.answer === 'NAO' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: INTEREST.reasonRequired });
    if (value.answer === 'NAO' && value.reason === 'OUTRO' && !value.reasonText.trim())
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: INTEREST.reasonTextRequired });
  });

export type InterestAnswerForm = z.infer<typeof interestAnswerFormSchema>;
