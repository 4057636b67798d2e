import { useEffect, useReducer } from 'react';
import type { RealtimeSource } from './source';

/**
 * Where the realtime connection stands, for the operator:
 * - `connecting`: not connected yet since the screen opened;
 * - `connected`: the database's changes arrive as they happen;
 * - `reconnecting`: the connection dropped (at `since`) and the SDK is trying again;
 * - `offline`: the browser has no network (the connection was lost at `since`); the SDK
 *   reconnects by itself when the network is back.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** When the current status began: connected at, or the connection lost at. */
  since: Date;
}

interface Tracked {
  connected: boolean;
  online: boolean;
  everConnected: boolean;
  openedAt: Date;
  connectedAt: Date | null;
  lostAt: Date | null;
}

type Event = { type: 'database'; connected: boolean } | { type: 'network'; online: boolean };

function track(state: Tracked, event: Event): Tracked {
  const now = new Date();
  if (event.type === 'database') {
    if (event.connected === state.connected) return state;
    return event.connected
      ? { ...state, connected: true, everConnected: true, connectedAt: now, lostAt: null }
      : { ...state, connected: false, lostAt: state.lostAt ?? now };
  }
  if (event.online === state.online) return state;
  return event.online
    ? { ...state, online: true }
    : { ...state, online: false, lostAt: state.lostAt ?? (state.everConnected ? now : null) };
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The realtime connection's state, from the database's own `.info/connected` and the browser's
 * network events (the SDK listens to the same events to reconnect at once when the network is back).
 */
export function useRealtimeConnection(source: RealtimeSource | null): ConnectionState {
  const [state, dispatch] = useReducer(track, undefined, () => ({
    connected: false,
    online: browserOnline(),
    everConnected: false,
    openedAt: new Date(),
    connectedAt: null,
    lostAt: null,
  }));

  useEffect(() => {
    if (!source) return;
    return source.subscribeConnection((connected) => dispatch({ type: 'database', connected }));
  }, [source]);

  useEffect(() => {
    const update = () => dispatch({ type: 'network', online: browserOnline() });
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  if (!state.online) return { status: 'offline', since: state.lostAt ?? state.openedAt };
  if (state.connected) return { status: 'connected', since: state.connectedAt ?? state.openedAt };
  if (state.everConnected) return { status: 'reconnecting', since: state.lostAt ?? state.openedAt };
  return { status: 'connecting', since: state.openedAt };
}
