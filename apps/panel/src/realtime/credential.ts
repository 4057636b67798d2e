/**
 * The panel's realtime token: the one of the login while it has time left, else a new one from
 * the provider API (POST /api/panel/realtime-token with the session's Bearer), kept in the session.
 * No session, or a backend with no realtime database (503), means no token: the database then
 * refuses the panel and the screens say it is disconnected. A 401 ends the session through the
 * clients' hook, which shows the login modal.
 */
import type { ApiClients } from '@portal/contracts';
import {
  realtimeCredential,
  type PanelSessionStore,
  type RealtimeCredential,
} from '@portal/ui/panel/session/session';
import { RENEW_BEFORE_MS } from './renewing';

export async function panelRealtimeCredential(
  session: PanelSessionStore,
  clients: Pick<ApiClients, 'panel'>,
  now: () => number = () => Date.now(),
): Promise<RealtimeCredential | null> {
  const current = session.snapshot();
  if (!current) return null;
  if (current.realtime && current.realtime.expiresAt - now() > RENEW_BEFORE_MS) {
    return current.realtime;
  }
  const { data, response } = await clients.panel.POST('/api/panel/realtime-token');
  if (response.status === 503) return null;
  // The reply is data only once the contract's schema accepts it (fetched with the first renewal:
  // zod stays out of the panel's first chunk).
  const { panelReplies } = await import('@portal/contracts/panelReplies');
  const reply = panelReplies.panelRealtimeToken.safeParse(data);
  const renewed =
    response.status === 200 && reply.success
      ? realtimeCredential(reply.data.realtimeToken, reply.data.realtimeExpiresAt)
      : undefined;
  if (!renewed) throw new Error(`Renovação do acesso em tempo real falhou (${response.status})`);
  const latest = session.snapshot();
  if (latest?.token === current.token) session.save({ ...latest, realtime: renewed });
  return renewed;
}
