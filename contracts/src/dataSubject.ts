/**
 * The patient's rights as a data subject (LGPD art. 18) in the portal, as the contract states
 * them: the kinds and statuses of a request ('Meus dados'), its deadline, the purposes an access
 * to a patient's data is recorded with, and the name of the data download. The mocks answer with
 * these, the screens read them, and the conformance tour checks a backend against them.
 */
import { z } from 'zod';
import type { components } from './generated/api';

export type DataRequestKind = components['schemas']['DataRequestKind'];
export type DataRequestStatus = components['schemas']['DataRequestStatus'];

/** 'Pedir correção' and 'Pedir exclusão da conta'. */
export const DATA_REQUEST_KINDS = ['correcao', 'exclusao'] as const satisfies DataRequestKind[];
/** A request is open until staff answer it once: done (`atendida`) or refused (`recusada`). */
export const DATA_REQUEST_STATUSES = [
  'aberta',
  'atendida',
  'recusada',
] as const satisfies DataRequestStatus[];

/**
 * Days the municipality has to answer a request, counted in calendar days from the day it was
 * made (LGPD art. 19 II: 'em até 15 (quinze) dias, contado da data do requerimento').
 */
export const DATA_REQUEST_DEADLINE_DAYS = 15;

/** How long each field of a request may be (the contract's maxLength). */
export const DATA_REQUEST_LIMITS = { fields: 200, correction: 1000, answer: 1000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The last day to answer a request made on `requestedDay` (`YYYY-MM-DD`, local). */
export const dataRequestDeadline = (requestedDay: string): string =>
  dayOf(dayNumber(requestedDay) + DATA_REQUEST_DEADLINE_DAYS);

/**
 * Days from `today` to `deadline` (both `YYYY-MM-DD`, local): 0 on the last day, negative once it
 * has passed (-3: three days late).
 */
export const dataRequestDaysLeft = (deadline: string, today: string): number =>
  Math.round(dayNumber(deadline) - dayNumber(today));

/**
 * Why staff saw a patient's data, as the patient reads it in 'Quem acessou meus dados'. Each is
 * recorded by the call that answers the data (the contract names which).
 */
export const ACCESS_PURPOSES = {
  /** GET /api/app-users/{id}: 'Detalhes' in Gerenciar Usuários do App. */
  appUserDetail: 'Consulta aos dados do usuário no Portal Gerencial',
  /** GET /api/interest-campaigns/{id}/requests, read for the answers table. */
  campaignAnswers: 'Consulta às respostas da campanha "Você ainda precisa?" no Portal Gerencial',
  /** The same list read to be saved as CSV (`purpose=exportacao`). */
  listExport: 'Exportação de lista com dados pessoais',
} as const;

/** The role a staff member acted in, by their client's type (`coc_tipo`). */
export const staffRoleName = (clientType: string | null | undefined): string =>
  clientType === 'ESTADO' ? 'Administrador estadual' : 'Administrador municipal';

/** The data download's file name: `meus-dados-<YYYY-MM-DD>.json`. */
export const myDataFileName = (day: string): string => `meus-dados-${day}.json`;

/**
 * A request about the patient's data as the backend answers it (the contract's `DataRequest`),
 * for the screens' `checkReply`: the fields they read; unknown ones are kept.
 */
export const dataRequestReplySchema = z.looseObject({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  fields: z.string().nullable(),
  correction: z.string().nullable(),
  requestedAt: z.string().min(1),
  deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  daysLeft: z.number().int(),
  status: z.enum(DATA_REQUEST_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().min(1).nullable(),
});
