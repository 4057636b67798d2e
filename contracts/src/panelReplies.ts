/**
 * The control panel's provider API replies (contracts/openapi/panel.yaml) as zod schemas, so the
 * panel takes a reply for data only once the contract's shape accepts it: `{"data":null}`, a report
 * without `report`, a row without its id are refused, never shown as an empty list or a spinner.
 * `panelReplies.test.ts` checks that each schema gives the same verdict as the OpenAPI document
 * (ajv) on the contract's examples, on the mock backend's replies and on hundreds of broken
 * variants of them, so the two cannot drift apart.
 */
import { z } from 'zod';

const nullableText = z.string().nullable();
/** `DD/MM/YYYY HH:mm:ss`, local time, or null (FormattedInstant). */
const formattedInstant = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)
  .nullable();
/** Seconds, or null. */
const seconds = z.number().int().min(0).nullable();
/** JSON text of a number array, or null (SeriesText). */
const seriesText = z.string().nullable();
/** ISO 8601 date-time with an offset or Z (format: date-time). */
const dateTime = z.iso.datetime({ offset: true });

export const logRowSchema = z.object({
  tml_id: z.number().int(),
  tml_cpf: nullableText,
  tml_protocolo: nullableText,
  tml_created_at_formatado: formattedInstant,
  tml_origem: nullableText,
  tml_paciente_nome: nullableText,
  tml_profissional_nome: nullableText,
  tml_subtype: nullableText,
});

const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.object({ list: z.array(row), totalPages: z.number().int().min(0) }),
  });

export const roomHistoryRowSchema = z.object({
  tsa_id: z.number().int(),
  tsa_cpf: nullableText,
  tsa_protocolo: nullableText,
  tsa_created_at_formatado: formattedInstant,
  tsa_paciente_nome: nullableText,
  tsa_profissional_nome: nullableText,
  tsa_tempo_espera: seconds,
  tsa_duracao_consulta: seconds,
  tsa_updated_at_formatado: formattedInstant,
  tnp_id: z.number().int().nullable(),
  tnp_protocolo: nullableText,
  tnp_paciente_nome: nullableText,
  tnp_cpf: nullableText,
  tnp_nota: z.number().int().min(0).max(10).nullable(),
  tnp_observacao: nullableText,
  tnp_tempo_espera: seconds,
  tnp_duracao_consulta: seconds,
});

export const createdRoomRowSchema = z.object({
  vcl_id: z.number().int().optional(),
  vcl_nome_sala: z.string(),
  vcl_paciente_nome: nullableText,
  vcl_paciente_updated_at_formatado: formattedInstant,
  vcl_funcionario_nome: nullableText,
  vcl_profissional_updated_at_formatado: formattedInstant,
  vcl_created_at_formatado: formattedInstant,
  vcl_paciente_rtt_array: seriesText,
  vcl_paciente_level_array: seriesText,
  vcl_profissional_rtt_array: seriesText,
  vcl_profissional_level_array: seriesText,
});

/** One schema per operation's 200 reply, by operationId. */
export const panelReplies = {
  panelLogin: z.object({
    token: z.string().min(1),
    expiresAt: dateTime,
    realtimeToken: z.string().min(1).optional(),
    realtimeExpiresAt: dateTime.optional(),
  }),
  panelRealtimeToken: z.object({ realtimeToken: z.string().min(1), realtimeExpiresAt: dateTime }),
  getTeleconsultLog: pageOf(logRowSchema),
  getRooms: pageOf(roomHistoryRowSchema),
  getRoomsReport: z.object({
    report: z.object({
      qtyRooms: z.number().int().min(0),
      qtyNps: z.number().int().min(0),
      roomsNps: z.number().min(0),
      avgRoomNps: z.number().min(0),
    }),
  }),
  getVideoCallLogs: z.object({ data: z.array(createdRoomRowSchema) }),
} as const;

export type PanelReplyOperation = keyof typeof panelReplies;
export type LogRow = z.output<typeof logRowSchema>;
export type RoomHistoryRow = z.output<typeof roomHistoryRowSchema>;
export type CreatedRoomRow = z.output<typeof createdRoomRowSchema>;
