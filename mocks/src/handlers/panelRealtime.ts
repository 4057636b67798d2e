/**
 * The panel's realtime token (contracts/openapi/panel.yaml, `RealtimeTokenValue`). Tokens are
 * signed by the sandbox's realtime server with its secret, which exists only in that Node process:
 * the sandbox hands this module an issuer at start. In the browser worker and msw/node there is no
 * realtime server and no issuer, so the login carries no realtime token and renewal answers 503.
 */
import { HttpError } from '../core/http';
import { isoOf, toMoment } from '../core/time';
import { ok, route } from '../core/route';

export type RealtimeTokenIssuer = (uid: string) => { token: string; expiresAt: number };

let issuer: RealtimeTokenIssuer | null = null;

/** Set by the sandbox once its realtime server is up; null turns realtime tokens off. */
export function setRealtimeTokenIssuer(next: RealtimeTokenIssuer | null): void {
  issuer = next;
}

/** A realtime token for this operator, when a realtime server is here. */
export function realtimeTokenFields(
  operatorId: number,
): { realtimeToken: string; realtimeExpiresAt: string } | null {
  if (!issuer) return null;
  const { token, expiresAt } = issuer(`painel-${operatorId}`);
  return { realtimeToken: token, realtimeExpiresAt: isoOf(toMoment(expiresAt)) };
}

export const panelRealtimeHandlers = [
  route(
    'post',
    '/api/panel/realtime-token',
    'panelRealtimeToken',
    ({ session }) => {
      const fields = realtimeTokenFields(session.subjectId);
      if (!fields) {
        throw new HttpError(503, 'Banco de dados em tempo real indisponível.');
      }
      return ok(fields);
    },
    { roles: ['panel'] },
  ),
];
