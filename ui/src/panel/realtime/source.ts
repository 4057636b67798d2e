import type { AppRoom, ListedWebRoom, LogEntry } from '@portal/contracts/realtime';

export type Unsubscribe = () => void;

/**
 * What the panel's realtime screens need from the teleconsultation products' realtime database.
 * Two implementations: the firebase SDK (apps/panel/src/realtime/firebase.ts, loaded lazily) and
 * an in-memory one for stories and tests (./memory.ts). Snapshots arrive already parsed with the
 * contract's readers (`webRooms`, `appRooms`): malformed nodes are skipped, never thrown.
 */
export interface RealtimeSource {
  /** `users/`: every listed web room, on subscribe and on each change. */
  subscribeWebRooms(
    onRooms: (rooms: ListedWebRoom[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** `sala_telessaude/`: every app room as [key, room], on subscribe and on each change. */
  subscribeAppRooms(
    onRooms: (rooms: Array<[string, AppRoom]>) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** Removes `users/{cpf}/telessaude/sala`; rejects when the database refuses or fails. */
  removeWebRoom(cpf: string): Promise<void>;
  /** Writes one movement-log entry at its path (`telessaude-log/{cpf}/{key}`). */
  writeLog(path: string, entry: LogEntry): Promise<void>;
}
