/**
 * The Firebase Realtime Database the control panel reads and writes (a third party's database, so
 * every snapshot is parsed with these schemas before a screen uses it). Unknown extra fields are
 * allowed and dropped: the teleconsultation apps that write here may add fields at any time.
 */
import { z } from 'zod';

/** An instant as the teleconsultation apps write it: ISO 8601 with an offset or `Z`. */
export const realtimeInstantSchema = z.iso.datetime({ offset: true });

/** Agora's network quality: 0 unknown, 1 excellent ... 5 very bad, 6 down. */
export const transmissionLevelSchema = z.number().int().min(0).max(6);

/*
 * A room is listed even when some of its fields are missing or malformed: Firebase stores no
 * nulls, so an absent name or time is simply missing, and the screens show 'Não informado' for it
 * (spec: "'Não informado' is shown for any missing value"). Dropping such a room would hide it from
 * the table, the count and the automatic removal. A malformed value reads as missing.
 *
 * A value that is valid but unusual is kept as it is, so the operator sees what the database
 * holds: a number where text is expected (a numeric protocol, which Firebase stores as a number
 * when the writing app sent one) reads as its digits, and a transmission level outside Agora's
 * 0–6 (a newer SDK's value, a fraction) is kept as the number it is.
 */
const text = z
  .union([z.string(), z.number().finite().transform(String)])
  .nullish()
  .catch(null);
const instant = realtimeInstantSchema.nullish().catch(null);
const level = z.number().finite().nullish().catch(null);

/** The app-SDK block of a web room; rooms without it are old rooms ('Sala antiga'). */
export const agoraSdkSchema = z.object({
  /** The channel; a room whose block has none is not listed. */
  canal: text,
  cpf: text,
  /** The patient's stream id; a stale room with one is removed automatically. */
  pacStreamId: z.union([z.string(), z.number()]).nullish().catch(null),
  pacienteNivelTransmissao: level,
  profissionalNivelTransmissao: level,
  /** The professional's name. */
  funNome: text,
  /** Missing: the room's age is unknown, so the automatic removal leaves it alone. */
  updated_at: instant,
});

/** `users/{cpf}/telessaude/sala`: a room of the web product. */
export const webRoomSchema = z.object({
  protocol: text,
  pacNome: text,
  created_at: instant,
  agoraSdk: agoraSdkSchema.nullish().catch(null),
});

/** `users/{cpf}`: the panel reads only the room under it. */
export const realtimeUserSchema = z.object({
  telessaude: z.object({ sala: webRoomSchema.nullish() }).nullish(),
});

/** `users/`: every user node, keyed by CPF digits. */
export const realtimeUsersSchema = z.record(z.string(), realtimeUserSchema);

/** `sala_telessaude/{key}`: a room of the app (read-only in the panel). */
export const appRoomSchema = z.object({
  sala: text,
  pacCpf: text,
  pacNome: text,
  pacienteNivelTransmissao: level,
  funNome: text,
  profissionalNivelTransmissao: level,
  updated_at: instant,
  created_at: instant,
});

/** `sala_telessaude/`: every app room, by key. */
export const appRoomsSchema = z.record(z.string(), appRoomSchema);

/** `telessaude-log/{cpf}/{YYYYMMDDHHmmssSSS}`: one movement, written when a room is removed. */
export const logEntrySchema = z.object({
  /** The removed node's path, e.g. `users/52998224725/telessaude/sala`. */
  path: z.string().min(1),
  /** `DD/MM/YYYY - HH:mm:ss:SSS`, local time. */
  created_at: z.string().regex(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}:\d{3}$/),
  type: z.literal('delete'),
  /** Why: 'via Controle Teleconsulta' or 'Controle Teleconsulta - Mais de 1 hora sem atualização'. */
  subtype: z.string().min(1),
  /**
   * Who removed the room: the login of the operator whose panel did it (by hand, or its automatic
   * removal). Not in the spec's record; absent in entries written before it was added.
   */
  removed_by: z.string().min(1).max(100).optional(),
});

/** `telessaude-log/`: CPF → log key → entry. */
export const logTreeSchema = z.record(z.string(), z.record(z.string(), logEntrySchema));

export type AgoraSdk = z.infer<typeof agoraSdkSchema>;
export type WebRoom = z.infer<typeof webRoomSchema>;
export type RealtimeUsers = z.infer<typeof realtimeUsersSchema>;
export type AppRoom = z.infer<typeof appRoomSchema>;
export type AppRooms = z.infer<typeof appRoomsSchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;
export type LogTree = z.infer<typeof logTreeSchema>;
