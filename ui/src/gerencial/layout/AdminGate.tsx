import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminSession } from '../session/AdminSessionProvider';

/** Where the login sends the admin back to (the screen a 401 interrupted). */
export interface LoginState {
  from?: string;
}

/**
 * The spec's guard: a clientes.* route without a client login token goes to the clientes route
 * (the login), remembering where the admin was.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { session } = useAdminSession();
  const { pathname, search } = useLocation();
  if (!session) {
    return (
      <Navigate to="/" replace state={{ from: `${pathname}${search}` } satisfies LoginState} />
    );
  }
  return children;
}
