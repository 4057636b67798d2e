/**
 * Removing web rooms (gerencial-movel-painel.md §4, §9): by the operator ('via Controle
 * Teleconsulta') or automatically, at load and every 5 minutes, for rooms with a patient stream
 * and no update for an hour or more ('Controle Teleconsulta - Mais de 1 hora sem atualização').
 * Every removal writes a movement-log entry.
 */
import {
  roomRemovalLog,
  type ListedWebRoom,
  type LogEntry,
  type WebRoom,
} from '@portal/contracts/realtime';
import type { RealtimeSource } from './source';

/** A room is stale after an hour without an update. */
export const STALE_AFTER_MS = 60 * 60_000;
/** The automatic removal runs at load and then every 5 minutes. */
export const AUTO_REMOVAL_INTERVAL_MS = 5 * 60_000;
/**
 * Test setting: a shorter interval in ms, read from localStorage when the rooms screen opens
 * (e.g. `localStorage.setItem('painel.remocaoAutomaticaMs', '1500')`). Never below 1 s.
 */
export const AUTO_REMOVAL_INTERVAL_KEY = 'painel.remocaoAutomaticaMs';
/** The Web Lock (or fallback lease) that lets one tab alone run the automatic removal. */
export const AUTO_REMOVAL_LOCK = 'painel.remocao-automatica';

/** A database that accepted the call but never answered must not leave the panel waiting forever. */
export const WRITE_TIMEOUT_MS = 15_000;

const hasStream = (id: string | number | null | undefined) =>
  id !== null && id !== undefined && id !== '';

/** Has a patient stream id and was last updated an hour or more before `now`. */
export function isStaleRoom(room: WebRoom, now: number): boolean {
  const sdk = room.agoraSdk;
  if (!sdk || !hasStream(sdk.pacStreamId)) return false;
  const updated = Date.parse(sdk.updated_at ?? '');
  return Number.isFinite(updated) && now - updated >= STALE_AFTER_MS;
}

export const staleRooms = (rooms: readonly ListedWebRoom[], now: number) =>
  rooms.filter(({ room }) => isStaleRoom(room, now));

/** The interval of the automatic removal: the test setting when there is a valid one. */
export function autoRemovalInterval(
  storage: Pick<Storage, 'getItem'> | null = browserLocalStorage(),
): number {
  let raw: string | null;
  try {
    raw = storage?.getItem(AUTO_REMOVAL_INTERVAL_KEY) ?? null;
  } catch {
    raw = null;
  }
  const value = Number(raw);
  return raw !== null && Number.isFinite(value) && value > 0
    ? Math.max(1000, value)
    : AUTO_REMOVAL_INTERVAL_MS;
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The room was removed but its log entry could not be written. */
export class RemovalLogError extends Error {
  constructor(override readonly cause: unknown) {
    super('log entry not written');
    this.name = 'RemovalLogError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Removes a patient's web room, then writes its log entry at telessaude-log/{cpf digits}/{key}.
 * Rejects with the database's error, or a {@link RemovalLogError} when only the log failed.
 */
export async function removeRoom(
  source: RealtimeSource,
  cpf: string,
  reason: string,
  at: Date = new Date(),
  timeoutMs = WRITE_TIMEOUT_MS,
): Promise<{ path: string; entry: LogEntry }> {
  await withTimeout(source.removeWebRoom(cpf), timeoutMs);
  const log = roomRemovalLog(cpf, reason, at);
  try {
    await withTimeout(source.writeLog(log.path, log.entry), timeoutMs);
  } catch (error) {
    throw new RemovalLogError(error);
  }
  return log;
}
