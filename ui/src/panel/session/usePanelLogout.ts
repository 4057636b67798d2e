import { useCallback } from 'react';
import { useApi } from '../../api/ApiProvider';

/**
 * POST /api/panel/logout ('Sair') with the session's token (the session is already closed in the
 * browser by then, so a 401 here does not read as an expired session). Resolves true once the
 * server ended it (204, or 401 for a token it had already ended), false when it could not be
 * reached or failed. Its own module: the panel's frame loads it, and the reads' schemas (zod)
 * stay out of the panel's first chunk.
 */
export function usePanelLogout() {
  const { panel } = useApi();
  return useCallback(
    async (token: string) => {
      try {
        const { response } = await panel.POST('/api/panel/logout', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return response.status === 204 || response.status === 401;
      } catch {
        return false;
      }
    },
    [panel],
  );
}
