/** The admin session's calls: login and the responsibility term. */
import { useCallback } from 'react';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { MALFORMED_REPLY } from '../../api/reply';
import { ApiError, unwrap } from '../../api/unwrap';
import { gerencialKeys } from '../keys';
import { GERENCIAL } from '../shared/messages';
import { asAdminSession, type AdminSession, type AdminUser } from './session';

/** POST /api/clients/login: the session, once the reply is one. */
export function useAdminLogin() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (login: string, password: string): Promise<AdminSession> => {
      const answer = await unwrap(
        api.POST('/api/clients/login', { body: { login, password } }),
        GERENCIAL.shell.loginUnavailable,
      );
      const session = asAdminSession(answer);
      if (!session) throw new ApiError(MALFORMED_REPLY, 200, answer);
      // Whatever was read under an earlier session is read again under this one.
      void revalidate([...gerencialKeys.all()]);
      return session;
    },
    [api, revalidate],
  );
}

/**
 * PUT /api/clients { id, hasAcceptedTerms: true }: the user after the change (the reply's, when it
 * carries one; else the current user with the term accepted).
 */
export function useAcceptTerm() {
  const { api } = useApi();
  return useCallback(
    async (user: AdminUser): Promise<AdminUser> => {
      const answer: unknown = await unwrap(
        api.PUT('/api/clients', { body: { id: user.usc_id, hasAcceptedTerms: true } }),
      );
      const returned =
        answer && typeof answer === 'object'
          ? asAdminSession({ token: 'x', user: (answer as { user?: unknown }).user })?.user
          : undefined;
      return { ...user, ...returned, usc_termo_responsabilidade: true };
    },
    [api],
  );
}
