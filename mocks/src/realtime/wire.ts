/**
 * What firebase-server 1.1.0 lacks, added beside its own handler without touching node_modules:
 * the SDK's one-shot `get()` (wire action `g`), which v9+ SDKs send and firebase-server leaves
 * unanswered, so `get()` would wait forever. A `g` request is answered with the value at its path,
 * after the same rules check a listen gets, as the connection's own token allows it.
 */
import type { RulesAuth, RulesView } from './rules';

/** The part of a `ws` socket used here. */
export interface WireSocket {
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  send(data: string): void;
}

/** The firebase-server internals the patch reads (all public fields of its instance). */
export interface WireServer {
  targaryen: RulesView;
  tokenValidator: { decode(token: string): Record<string, unknown> };
  maxFrameLength: number;
  baseRef: WireRef;
}

interface WireRef {
  child(path: string): WireRef;
  once(event: 'value'): Promise<{ exportVal(): unknown }>;
}

interface Frame {
  t?: unknown;
  d?: { r?: unknown; a?: unknown; b?: { p?: unknown; cred?: unknown } };
}

/** The rules' `auth` for a token, as firebase-server's own `authData()` builds it. */
export function authOfToken(server: WireServer, token: string | null): RulesAuth | null {
  if (!token) return null;
  try {
    const claims = server.tokenValidator.decode(token);
    if ('d' in claims) return claims.d as RulesAuth;
    return {
      provider: claims.provider_id as string | undefined,
      token: claims,
      uid: (claims.user_id ?? claims.sub ?? claims.uid) as string | undefined,
    };
  } catch {
    return null; // bad signature or expired: the connection is unauthenticated
  }
}

export function answerGets(server: WireServer, ws: WireSocket): void {
  // The connection's token, tracked as firebase-server does: a token it accepted replaces the
  // previous one, a refused one leaves it. Expiry is checked again at each request.
  let token: string | null = null;

  const send = (message: unknown) => {
    const payload = JSON.stringify(message);
    const size = server.maxFrameLength;
    try {
      ws.send(String(Math.ceil(payload.length / size)));
      for (let at = 0; at < payload.length; at += size) ws.send(payload.slice(at, at + size));
    } catch {
      // the socket closed meanwhile: nobody is waiting for the answer
    }
  };
  const reply = (requestId: unknown, status: string, data: unknown) =>
    send({ t: 'd', d: { r: requestId, b: { s: status, d: data } } });

  ws.on('message', (data) => {
    let frame: Frame;
    try {
      frame = JSON.parse(data.toString()) as Frame;
    } catch {
      return; // a fragment of a long message: `auth` and `g` requests always fit in one frame
    }
    if (frame?.t !== 'd' || !frame.d) return;
    const { a: action, r: requestId, b: body } = frame.d;
    if ((action === 'auth' || action === 'gauth') && typeof body?.cred === 'string') {
      if (authOfToken(server, body.cred)) token = body.cred;
      return;
    }
    if (action !== 'g') return;
    const path = String(body?.p ?? '').replace(/^\/+/, '');
    const check = server.targaryen.as(authOfToken(server, token)).read(path);
    if (!check.allowed) {
      reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    const ref = path ? server.baseRef.child(path) : server.baseRef;
    ref.once('value').then(
      (snapshot) => reply(requestId, 'ok', snapshot.exportVal()),
      (error: unknown) => reply(requestId, 'error', String(error)),
    );
  });
}
