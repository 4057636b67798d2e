/**
 * The send form's values and what is sent from them: the immediate-send payload, the schedule
 * payload (form + notification data block) and the update of a scheduled notification. Pure, so
 * the payloads are tested without a screen.
 */
import { z } from 'zod';
import { formatCpf } from '../../../domain/cpf';
import { whenFields } from '../../../forms/rules';
import type { ScheduledNotification } from '../api';
import type {
  ImmediateNotificationRequest,
  ScheduleNotificationRequest,
  UpdateScheduledNotificationRequest,
} from './api';
import { CHATBOT_TYPE_VALUE, sendNotificationSchema } from './schema';
import { SEND_TEXTS } from './sendTexts';

export interface ScheduleEntry {
  /** DD/MM/YYYY as typed. */
  date: string;
  /** yyyy-mm-dd for the API. */
  date_db: string;
  hour: string;
}

export interface CpfEntry {
  /** Digits only. */
  cpf: string;
  /** Marked after the server's check: unknown or inactive. */
  isRed: boolean;
}

/** The spec's rules on submit, plus a chatbot for a type-3 message (the server refuses none). */
export const sendFormSchema = sendNotificationSchema
  // The inputs being typed (date, hour, cpf) are checked by Adicionar, not on submit.
  .safeExtend({ date: z.string(), hour: z.string(), cpf: z.string() })
  .superRefine(
    (v, ctx) => {
      if (v.type?.value === CHATBOT_TYPE_VALUE && v.blipBotId == null)
        ctx.addIssue({ code: 'custom', message: SEND_TEXTS.chatbotRequired, path: ['blipBotId'] });
    },
    { when: whenFields('type', 'blipBotId') },
  );
/**
 * The form: sendMode '1' now / '0' scheduled; receiverMode '1' all active CPFs / '0' the list;
 * id is the scheduled notification being edited (0 for a new one).
 */
export type SendValues = z.input<typeof sendFormSchema>;
export type SendOutput = z.output<typeof sendFormSchema>;

/** An empty form, or the message of a scheduled notification being edited. */
export function sendValuesOf(editing?: ScheduledNotification): SendValues {
  return {
    id: editing?.noa_id ?? 0,
    // An edit changes only the message: as a send now, the date and CPF rules do not apply.
    sendMode: '1',
    date: '',
    hour: '',
    schedule: [],
    receiverMode: '1',
    cpf: '',
    cpfs: [],
    title: editing?.noa_titulo ?? '',
    description: editing?.noa_mensagem ?? '',
    type: editing ? { value: editing.noa_id_tipos_notificacoes, label: '' } : null,
    blipBotId: editing?.noa_id_blip_bots ?? null,
  };
}

/** The chatbot only travels with a type-3 message. */
const botOf = (v: SendOutput) => (v.type?.value === CHATBOT_TYPE_VALUE ? v.blipBotId : null);

/** The notification data block (spec §3). */
function notificationData(v: SendOutput, now: boolean) {
  return {
    title: v.title,
    body: v.description,
    typeId: v.type?.value ?? 0,
    typeLabel: v.type?.label ?? '',
    extraDatas: null,
    scheduleList: now ? [] : v.schedule.map(({ date, date_db, hour }) => ({ date, date_db, hour })),
    isSendNow: now ? ('1' as const) : ('0' as const),
    blipBotId: botOf(v),
    isCall: '0' as const,
  };
}

const toAll = (v: SendOutput) => v.receiverMode === '1';

/** POST /api/immediate-notifications: 'Todos' sends to every active CPF (the list is empty). */
export function immediatePayload(v: SendOutput, clientId: number): ImmediateNotificationRequest {
  return {
    sendAllCpf: toAll(v),
    cpfs: toAll(v) ? [] : v.cpfs.map((c) => c.cpf),
    title: v.title,
    body: v.description,
    data: notificationData(v, true),
    clientId,
    onlyPush: false,
  };
}

/** POST /api/agendar-notificacoes: the form as the screen holds it and the data block. */
export function schedulePayload(v: SendOutput): ScheduleNotificationRequest {
  const last = v.schedule.at(-1);
  return {
    form: {
      send: { radio: 0 },
      frequency: { date: last?.date ?? '', hour: last?.hour ?? '', listSchedule: v.schedule },
      receiver: {
        radio: toAll(v) ? 1 : 0,
        cpf: '',
        listCpf: toAll(v) ? [] : v.cpfs.map(({ cpf, isRed }) => ({ cpf, isRed })),
      },
      msg: {
        title: v.title,
        description: v.description,
        type: v.type ?? { value: 0, label: '' },
        extraDatas: null,
        blipBotId: botOf(v),
      },
    },
    notification: notificationData(v, false),
  };
}

/** PUT /api/agendar-notificacoes: only the message changes (recipients and times stay). */
export function updatePayload(
  v: SendOutput,
  editing: ScheduledNotification,
): UpdateScheduledNotificationRequest {
  return {
    id: editing.noa_id,
    noa_id_tipos_notificacoes: v.type?.value ?? editing.noa_id_tipos_notificacoes,
    noa_mensagem: v.description,
    noa_titulo: v.title,
    noa_extra_datas: editing.noa_extra_datas,
    noa_id_blip_bots: botOf(v),
  };
}

/** '26/11/2026 às 12:00' */
export const scheduleLabel = (entry: { date: string; hour: string }) =>
  `${entry.date} às ${entry.hour}`;

/** Who receives it, in words: every active CPF or how many listed. */
export function recipientsSummary(receiverMode: '1' | '0', cpfCount: number): string {
  if (receiverMode === '1') return SEND_TEXTS.allActive;
  return cpfCount === 1 ? '1 CPF' : `${cpfCount} CPFs`;
}

/** The schedule kept in date and hour order. */
export function withEntry(list: readonly ScheduleEntry[], entry: ScheduleEntry): ScheduleEntry[] {
  return [...list, entry].sort((a, b) =>
    `${a.date_db} ${a.hour}`.localeCompare(`${b.date_db} ${b.hour}`),
  );
}

/** CPFs shown masked in lists and modals. */
export const cpfLabel = (digits: string) => formatCpf(digits);

/** How much of the title and text a phone's lock screen shows before its ellipsis. */
export const PREVIEW_LIMITS = { title: 40, body: 140 } as const;

/** Text cut as a phone does: at most `max` characters, the last one an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
