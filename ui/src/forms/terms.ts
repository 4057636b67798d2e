import { z } from 'zod';
import { COMMON } from '../messages/common';

/** The terms modals (patient and admin): the box must be ticked. */
export const termsSchema = z.object({
  accepted: z.boolean().refine((v) => v, COMMON.termsRequired),
});
export type TermsValues = z.input<typeof termsSchema>;
