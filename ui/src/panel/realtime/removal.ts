/**
 * Removing web rooms (gerencial-movel-painel.md §4, §9): by the operator ('via Controle
 * Teleconsulta') or automatically, at load and every 5 minutes, for rooms with a patient stream
 * and no update for an hour or more ('Controle Teleconsulta - Mais de 1 hora sem atualização').
 * Every removal writes a movement-log entry, in the same atomic update as the removal: the room is
 * gone only with its entry written, and a refused entry keeps the room.
 */
import { roomRemovalLog, type ListedWebRoom, type WebRoom } from '@portal/contracts/realtime';
import type { RealtimeSource, RemovalLog } from './source';

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

/**
 * A removal the database has not confirmed after this long is shown as waiting for the database
 * (it is not failed: the SDK still holds it and sends it when it can).
 */
export const REMOVAL_SLOW_MS = 15_000;

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

/**
 * Removes a patient's web room and writes its log entry at telessaude-log/{cpf digits}/{key}, in
 * one atomic update; `removedBy`, the operator's login, is recorded in the entry. Resolves with the entry once the database has confirmed both; rejects with
 * the database's refusal (then neither happened).
 */
export async function removeRoom(
  source: RealtimeSource,
  cpf: string,
  reason: string,
  at: Date = new Date(),
  removedBy?: string | null,
): Promise<RemovalLog> {
  const log = roomRemovalLog(cpf, reason, at, removedBy);
  await source.removeWebRoom(cpf, log);
  return log;
}

/** Why the database refused, in the operator's words. */
export function removalFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/permission[_ ]denied/i.test(message))
    return 'o banco de dados em tempo real recusou a remoção (sem permissão).';
  return 'o banco de dados em tempo real não concluiu a remoção.';
}
