import { z } from 'zod';
import { cleanCpfList, isCompleteMaskedCpf } from '../../domain/cpf';
import { isCompleteDisplayDate } from '../../domain/dates';
import { hasOneHourNotice } from '../../domain/schedule';
import { filled, raw, required, rule, text } from '../../forms/rules';
import { requiredMessage } from '../../messages/common';
import { CPF_LIST, SEND_FORM, SEND_SERVICE } from './messages';

/** Frequência: adding a time needs both fields, a real date and one hour of notice. */
export const addTimeSchema = (now: Date = new Date()) =>
  z.object({ date: z.string(), hour: z.string() }).superRefine(({ date, hour }, ctx) => {
    const fail = (message: string, path: 'date' | 'hour') =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    // A date typed wrong is said so even before an hour is chosen (the hour list waits for a
    // valid date, so the hour is empty then).
    if (!date.trim()) fail(SEND_FORM.dateAndHourRequired, 'date');
    else if (!isCompleteDisplayDate(date)) fail(SEND_FORM.wrongDate, 'date');
    else if (!hour.trim()) fail(SEND_FORM.dateAndHourRequired, 'hour');
    else if (!hasOneHourNotice(date, hour, now)) fail(SEND_FORM.oneHourNotice, 'hour');
  });

/** Recipients: adding a CPF needs a complete masked CPF (longer than 13 characters). */
export const addCpfSchema = z.object({
  cpf: raw(filled(SEND_FORM.cpfEmpty), rule(isCompleteMaskedCpf, SEND_FORM.cpfInvalid)),
});

/** The sending service's own checks before it posts. */
export const sendServiceSchema = z.object({
  title: text(filled(SEND_SERVICE.titleRequired)),
  body: text(filled(SEND_SERVICE.descriptionRequired)),
  cpfs: z.array(z.string()).min(1, SEND_SERVICE.cpfsRequired),
  clientId: z
    .number({ error: SEND_SERVICE.clientIdRequired })
    .int()
    .positive(SEND_SERVICE.clientIdRequired),
});

/**
 * The CPFs of the simple and mass pages: required, and every entry of the cleaned list a valid
 * CPF (the server refuses the whole send for one bad CPF), naming the bad ones.
 */
export function cpfListText() {
  return text(required('CPFs')).superRefine((value, ctx) => {
    const { cpfs, invalid } = cleanCpfList(value);
    if (invalid.length) ctx.addIssue({ code: 'custom', message: CPF_LIST.invalid(invalid) });
    else if (value && !cpfs.length)
      ctx.addIssue({ code: 'custom', message: requiredMessage('CPFs') });
  });
}
