import { z } from 'zod';
import { isValidCpf } from '../../../domain/cpf';
import { isTodayOrPastDisplayDate, parseDisplayDate } from '../../../domain/dates';
import { between, ifFilled, rule, text, whenFields } from '../../../forms/rules';
import { lengthMessage } from '../../../messages/common';
import { IMMEDIATE_FILTER, SEND_FORM } from '../messages';

/** The immediate tab's filter; errors go together in one toast. Dates DD/MM/YYYY. */
export const immediateFilterSchema = (now: Date = new Date()) =>
  z
    .object({
      title: text(ifFilled(between(3, 45, lengthMessage(3, 45)))),
      cpf: text(ifFilled(rule(isValidCpf, SEND_FORM.cpfInvalid))),
      name: text(ifFilled(between(3, 50, lengthMessage(3, 50)))),
      startDate: text(
        rule((v) => parseDisplayDate(v) !== null, IMMEDIATE_FILTER.invalidDate),
        rule((v) => isTodayOrPastDisplayDate(v, now), IMMEDIATE_FILTER.notFuture),
      ),
      endDate: text(
        rule((v) => parseDisplayDate(v) !== null, IMMEDIATE_FILTER.invalidDate),
        rule((v) => isTodayOrPastDisplayDate(v, now), IMMEDIATE_FILTER.notFuture),
      ),
      interactions: z.array(z.number()),
    })
    .superRefine(
      ({ startDate, endDate }, ctx) => {
        const start = parseDisplayDate(startDate);
        const end = parseDisplayDate(endDate);
        if (start && end && start > end) {
          ctx.addIssue({
            code: 'custom',
            message: IMMEDIATE_FILTER.startAfterEnd,
            path: ['startDate'],
          });
          ctx.addIssue({
            code: 'custom',
            message: IMMEDIATE_FILTER.endBeforeStart,
            path: ['endDate'],
          });
        }
      },
      { when: whenFields('startDate', 'endDate') },
    );
export type ImmediateFilterValues = z.input<ReturnType<typeof immediateFilterSchema>>;
