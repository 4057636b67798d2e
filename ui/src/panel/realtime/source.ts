import type { AppRoom, ListedWebRoom, LogEntry, LogRow, WebRoom } from '@portal/contracts/realtime';

export type Unsubscribe = () => void;

/** A removal's movement-log entry and where it goes (`telessaude-log/{cpf}/{key}`). */
export interface RemovalLog {
  path: string;
  entry: LogEntry;
}

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
  /**
   * `telessaude-log/`: the removals panels wrote (flattened with their key and CPF, newest first:
   * `flattenLog`), on subscribe and on each change. The movement log shows them beside the
   * provider's log.
   */
  subscribeLog(onRows: (rows: LogRow[]) => void, onError: (error: Error) => void): Unsubscribe;
  /**
   * `.info/connected`: whether the connection to the database is up, on subscribe and on each
   * change. While it is down, snapshots are the last ones the database sent (they may be stale).
   */
  subscribeConnection(onChange: (connected: boolean) => void): Unsubscribe;
  /**
   * Removes `users/{cpf}/telessaude/sala` and writes its movement-log entry in one atomic update:
   * both or neither. Resolves once the database has confirmed it and rejects when it refused it.
   * While disconnected the SDK keeps the update and sends it when the connection is back (it may
   * already hide the room from its own snapshots meanwhile), so the promise stays pending.
   */
  removeWebRoom(cpf: string, log: RemovalLog): Promise<void>;
  /**
   * The room at `users/{cpf}/telessaude/sala` as the database holds it now (a round trip, never the
   * SDK's cache), or null when there is none; rejects when it cannot be read.
   */
  readWebRoom(cpf: string): Promise<WebRoom | null>;
  /** Asks the connection to try again at once (the retry after a failure at load). */
  reconnect(): void;
}
