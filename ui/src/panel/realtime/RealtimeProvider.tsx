import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { TEXTS } from '../texts';
import type { RealtimeSource, Unsubscribe } from './source';

/** How the app opens its realtime database (the firebase SDK is imported only when called). */
export type LoadRealtimeSource = () => Promise<RealtimeSource>;

const RealtimeContext = createContext<LoadRealtimeSource | null>(null);

export function RealtimeProvider({
  load,
  children,
}: {
  load: LoadRealtimeSource;
  children: ReactNode;
}) {
  return <RealtimeContext.Provider value={load}>{children}</RealtimeContext.Provider>;
}

/** The database's rules refused the panel (no valid panel token): the panel is disconnected. */
const isRefusal = (error: Error) => /permission[_ ]denied/i.test(error.message);

/**
 * With no snapshot after this long the screen says so, with a retry (and keeps listening: a late
 * snapshot clears the error). A server refused at load never answers; this bounds the wait.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

export type RealtimeStatus = 'loading' | 'ready' | 'error';

export interface RealtimeList<T> {
  status: RealtimeStatus;
  source: RealtimeSource | null;
  data: T | null;
  /** When the data on screen arrived (the last snapshot). */
  updatedAt: Date | null;
  /** What went wrong, in the user's words. */
  error: string | null;
  /** Asks the connection to try again at once and listens anew. */
  retry: () => void;
}

type Subscribe<T> = (
  source: RealtimeSource,
  onData: (value: T) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

/**
 * Opens the realtime source and listens to one list: loading until the first snapshot, then every
 * change as it comes. A failed open or listener, or a database that does not answer in
 * {@link CONNECT_TIMEOUT_MS}, is an error state with a retry. `subscribe` must be stable.
 */
export function useRealtimeList<T>(
  subscribe: Subscribe<T>,
  timeoutMs = CONNECT_TIMEOUT_MS,
): RealtimeList<T> {
  const load = useContext(RealtimeContext);
  if (!load) throw new Error('useRealtimeList must be used inside <RealtimeProvider>');
  const [attempt, setAttempt] = useState(0);
  const [source, setSource] = useState<RealtimeSource | null>(null);
  const [data, setData] = useState<T | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe: Unsubscribe = () => undefined;
    let received = false;
    setData(null);
    setUpdatedAt(null);
    setError(null);
    const timer = setTimeout(() => {
      if (active && !received) setError(TEXTS.rooms.timeout);
    }, timeoutMs);
    load().then(
      (opened) => {
        if (!active) return;
        setSource(opened);
        unsubscribe = subscribe(
          opened,
          (value) => {
            if (!active) return;
            received = true;
            setData(value);
            setUpdatedAt(new Date());
            setError(null);
          },
          (failure) => {
            if (!active) return;
            console.error('Falha ao acompanhar o banco de dados em tempo real', failure);
            setError(isRefusal(failure) ? TEXTS.rooms.refused : TEXTS.rooms.failed);
          },
        );
      },
      (failure: unknown) => {
        if (!active) return;
        console.error('Falha ao abrir o banco de dados em tempo real', failure);
        setError(TEXTS.rooms.failed);
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [load, subscribe, timeoutMs, attempt]);

  const retry = useCallback(() => {
    source?.reconnect();
    setAttempt((n) => n + 1);
  }, [source]);
  const status: RealtimeStatus = error ? 'error' : data === null ? 'loading' : 'ready';
  return { status, source, data, updatedAt, error, retry };
}
