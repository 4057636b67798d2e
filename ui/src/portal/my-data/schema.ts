/**
 * The contract's shapes of 'Meus dados' (the patient's requests about their data, their access
 * log, the data download) and the correction form's rules. A reply becomes data only once it
 * passes `checkReply` with these; unknown fields are kept.
 */
import { z } from 'zod';
import { DATA_REQUEST_LIMITS, dataRequestReplySchema } from '@portal/contracts/dataSubject';
import { MY_DATA } from './messages';

const count = z.number().int().min(0);

export const dataRequestSchema = dataRequestReplySchema;

export const dataRequestListSchema = z.looseObject({ count, rows: z.array(dataRequestSchema) });

export const accessLogEntrySchema = z.looseObject({
  id: z.number().int(),
  at: z.string().min(1),
  role: z.string(),
  municipality: z.string(),
  purpose: z.string(),
});

export const accessLogPageSchema = z.looseObject({ count, rows: z.array(accessLogEntrySchema) });

/** The download is checked for what makes it the patient's data before it is saved. */
export const myDataSchema = z.looseObject({
  generatedAt: z.string().min(1),
  account: z.looseObject({ id: z.number().int(), name: z.string() }),
  requests: z.array(z.unknown()),
  notices: z.array(z.unknown()),
  dataRequests: z.array(z.unknown()),
  accessLog: z.array(z.unknown()),
});

export type DataRequest = z.infer<typeof dataRequestSchema>;
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

const C = MY_DATA.correction;

/** 'Pedir correção': which data, and the correct value, both required. */
export const correctionFormSchema = z.object({
  fields: z
    .string()
    .trim()
    .min(1, C.fieldsRequired)
    .max(DATA_REQUEST_LIMITS.fields, C.tooLong(DATA_REQUEST_LIMITS.fields)),
  correction: z
    .string()
    .trim()
    .min(1, C.valueRequired)
    .max(DATA_REQUEST_LIMITS.correction, C.tooLong(DATA_REQUEST_LIMITS.correction)),
});

export type CorrectionForm = z.infer<typeof correctionFormSchema>;
