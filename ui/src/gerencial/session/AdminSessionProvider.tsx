import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { dropDrafts } from './drafts';
import type { AdminSession, AdminSessionStore } from './session';

interface AdminSessionContextValue {
  store: AdminSessionStore;
  /** Where drafts of forms are kept (the tab's sessionStorage; memory in stories). */
  drafts: Storage | null;
}

const AdminSessionContext = createContext<AdminSessionContextValue | null>(null);

/** Gives the Portal Gerencial its session store and the drafts' storage. */
export function AdminSessionProvider({
  store,
  drafts,
  children,
}: AdminSessionContextValue & { children: ReactNode }) {
  return (
    <AdminSessionContext.Provider value={{ store, drafts }}>
      {children}
    </AdminSessionContext.Provider>
  );
}

function useContextValue() {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return value;
}

/** The session (null when logged out), how the last one ended, and the actions on it. */
export function useAdminSession() {
  const { store, drafts } = useContextValue();
  const session = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return {
    session,
    ended: store.ended(),
    store,
    drafts,
    login(next: AdminSession) {
      // Drafts of another admin on this tab are not this one's to see.
      dropDrafts(drafts, next.user.usc_id);
      store.save(next);
    },
    logout() {
      dropDrafts(drafts);
      store.end('logout');
    },
  };
}

/**
 * The logged-in admin's session, for screens behind the route guard. In the moment between a 401
 * ending the session and the guard leaving the screen, the screen still sees the last session.
 */
export function useAdmin(): AdminSession {
  const { session } = useAdminSession();
  const last = useRef(session);
  if (session) last.current = session;
  if (!last.current) throw new Error('useAdmin needs a logged-in admin (the route guard)');
  return last.current;
}
