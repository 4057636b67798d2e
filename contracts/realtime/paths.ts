/** Paths and keys of the Realtime Database, written once so the panel and the sandbox agree. */
import {
  appRoomSchema,
  logEntrySchema,
  realtimeUserSchema,
  type AppRoom,
  type LogEntry,
  type WebRoom,
} from './schema';

export const REALTIME_PATHS = {
  /** Web rooms, one per patient: `users/{cpf}/telessaude/sala`. */
  users: 'users',
  /** App rooms: `sala_telessaude/{key}`. */
  appRooms: 'sala_telessaude',
  /** Movement log: `telessaude-log/{cpf}/{YYYYMMDDHHmmssSSS}`. */
  log: 'telessaude-log',
} as const;

/** The reasons the panel writes in a removal's `subtype`. */
export const ROOM_REMOVAL_REASONS = {
  manual: 'via Controle Teleconsulta',
  stale: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
} as const;

/** CPF without dots, dashes or spaces, as the database keys it. */
export const cpfKey = (cpf: string) => cpf.replace(/\D/g, '');

export const webRoomPath = (cpf: string) =>
  `${REALTIME_PATHS.users}/${cpfKey(cpf)}/telessaude/sala`;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** `YYYYMMDDHHmmssSSS` in local time: the log key, which sorts chronologically. */
export function logKey(at: Date): string {
  return (
    `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}` +
    `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}${pad(at.getMilliseconds(), 3)}`
  );
}

/** The instant of a log key, or null when the key is not one. */
export function parseLogKey(key: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(key);
  if (!m) return null;
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s, ms);
  return logKey(date) === key ? date : null;
}

/** `DD/MM/YYYY - HH:mm:ss:SSS` in local time, the log entry's `created_at`. */
export function formatLogCreatedAt(at: Date): string {
  return (
    `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} - ` +
    `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}:${pad(at.getMilliseconds(), 3)}`
  );
}

export const logEntryPath = (cpf: string, at: Date) =>
  `${REALTIME_PATHS.log}/${cpfKey(cpf)}/${logKey(at)}`;

/**
 * The log entry (and where to write it) for removing a patient's web room; `removedBy` is the
 * operator's login, when the panel knows it.
 */
export function roomRemovalLog(
  cpf: string,
  reason: string,
  at: Date,
  removedBy?: string | null,
): { path: string; entry: LogEntry } {
  return {
    path: logEntryPath(cpf, at),
    entry: {
      path: webRoomPath(cpf),
      created_at: formatLogCreatedAt(at),
      type: 'delete',
      subtype: reason,
      ...(removedBy && { removed_by: removedBy }),
    },
  };
}

/**
 * `users/{cpf}/telessaude/ultima_remocao`: the log key of the room's last removal. The panel writes
 * it with the removal and the entry, so the rules can tie the three together (Firebase's rules
 * cannot look for a new child under `telessaude-log/{cpf}`, but they can follow this key to it).
 */
export const removalMarkPath = (cpf: string) =>
  `${REALTIME_PATHS.users}/${cpfKey(cpf)}/telessaude/ultima_remocao`;

/**
 * The one multi-path update that removes a web room: the room, its log entry and the mark naming
 * that entry. The rules refuse a removal without its entry and an entry without its removal.
 */
export function roomRemovalUpdate(
  cpf: string,
  log: { path: string; entry: LogEntry },
): Record<string, unknown> {
  return {
    [webRoomPath(cpf)]: null,
    [log.path]: log.entry,
    [removalMarkPath(cpf)]: log.path.split('/').at(-1)!,
  };
}

export type LogRow = LogEntry & { id: string; cpf: string };

/** Parses each child of a snapshot on its own, so one malformed node does not hide the others. */
function children<T>(value: unknown, parse: (child: unknown) => T | null): Array<[string, T]> {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const parsed = parse(child);
    return parsed === null ? [] : [[key, parsed] as [string, T]];
  });
}

/** The `telessaude-log/` snapshot as rows with their key (`id`) and CPF, newest first. */
export function flattenLog(value: unknown): LogRow[] {
  return children(value, (entries) => entries)
    .flatMap(([cpf, entries]) =>
      children(entries, (e) => logEntrySchema.safeParse(e).data ?? null).map(([id, entry]) => ({
        ...entry,
        id,
        cpf,
      })),
    )
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export type ListedWebRoom = { cpf: string; room: WebRoom };

/**
 * The `users/` snapshot as the panel lists it: rooms whose SDK block has a channel, and old rooms
 * with no block at all (shown as 'Sala antiga'). Malformed rooms are skipped.
 */
export function webRooms(value: unknown): ListedWebRoom[] {
  return children(
    value,
    (user) => realtimeUserSchema.safeParse(user).data?.telessaude?.sala ?? null,
  )
    .filter(([, room]) => !room.agoraSdk || Boolean(room.agoraSdk.canal))
    .map(([cpf, room]) => ({ cpf, room }));
}

/** The `sala_telessaude/` snapshot as `[key, room]` pairs; malformed rooms are skipped. */
export function appRooms(value: unknown): Array<[string, AppRoom]> {
  return children(value, (room) => appRoomSchema.safeParse(room).data ?? null);
}
