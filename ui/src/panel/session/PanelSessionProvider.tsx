import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { SESSION_CHECK_MS, type PanelSessionStore } from './session';

const SessionContext = createContext<PanelSessionStore | null>(null);

/** Gives the panel its session store and re-checks the session every 2 minutes. */
export function PanelSessionProvider({
  store,
  children,
}: {
  store: PanelSessionStore;
  children: ReactNode;
}) {
  useEffect(() => {
    store.check();
    const timer = setInterval(() => store.check(), SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function usePanelSession() {
  const store = useContext(SessionContext);
  if (!store) throw new Error('usePanelSession must be used inside <PanelSessionProvider>');
  const session = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return { session, loggedIn: session !== null, ended: store.ended(), store };
}

/**
 * The logged-in operator's login, for the movement log's 'removed by'; null when unknown (a session
 * stored before it was kept, or no session provider, as in a screen's own tests).
 */
export function usePanelOperator(): string | null {
  const store = useContext(SessionContext);
  const session = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.snapshot ?? noSession,
    store?.snapshot ?? noSession,
  );
  return session?.operator ?? null;
}

const noSubscription = () => () => undefined;
const noSession = () => null;
