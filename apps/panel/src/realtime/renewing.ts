/**
 * A realtime source whose connection is replaced before its token expires. The sandbox's
 * realtime server takes the token once, at connection (the SDK's emulator token is fixed per
 * database instance), so a renewed token means a new connection: every open subscription is
 * moved onto it before the old one closes, and the screens never notice.
 */
import type { RealtimeCredential } from '@portal/ui/panel/session/session';
import type { RealtimeSource, Unsubscribe } from '@portal/ui/panel/realtime/source';

export interface Connection {
  source: RealtimeSource;
  close(): Promise<void>;
}

export interface ClosableSource extends RealtimeSource {
  close(): Promise<void>;
}

/** Renew this long before expiry; a failed renewal is tried again after RETRY_MS. */
export const RENEW_BEFORE_MS = 2 * 60_000;
export const RETRY_MS = 30_000;
/** How long a renewal's new connection may take to connect before the panel says it is down. */
export const SETTLE_MS = 10_000;

interface Subscription {
  attach(source: RealtimeSource): Unsubscribe;
  detach: Unsubscribe;
}

export async function renewingSource(
  credential: () => Promise<RealtimeCredential | null>,
  connect: (token: string | null) => Connection,
  timers: { now(): number; set(run: () => void, ms: number): () => void } = {
    now: () => Date.now(),
    set: (run, ms) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
  },
): Promise<ClosableSource> {
  const first = await credential();
  let current = connect(first?.token ?? null);
  const subscriptions = new Set<Subscription>();
  let cancelTimer: () => void = () => undefined;
  let closed = false;

  const schedule = (expiresAt: number | undefined) => {
    if (expiresAt === undefined || closed) return;
    const wait = Math.max(expiresAt - RENEW_BEFORE_MS - timers.now(), 1000);
    cancelTimer = timers.set(() => void renew(), wait);
  };

  async function renew() {
    let next: RealtimeCredential | null;
    try {
      next = await credential();
    } catch (error) {
      // No new token now (a network failure; a 401 has ended the session already): try again,
      // the current connection keeps serving until its token expires.
      console.warn('Não foi possível renovar o acesso ao banco em tempo real', error);
      cancelTimer = timers.set(() => void renew(), RETRY_MS);
      return;
    }
    if (closed) return;
    const previous = current;
    current = connect(next?.token ?? null);
    for (const subscription of subscriptions) {
      const detachOld = subscription.detach;
      subscription.detach = subscription.attach(current.source);
      detachOld();
    }
    void previous.close();
    schedule(next?.expiresAt);
  }
  schedule(first?.expiresAt);

  const subscribe = (attach: Subscription['attach']): Unsubscribe => {
    const subscription: Subscription = { attach, detach: attach(current.source) };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
      subscription.detach();
    };
  };

  return {
    subscribeWebRooms: (onRooms, onError) =>
      subscribe((source) => source.subscribeWebRooms(onRooms, onError)),
    subscribeAppRooms: (onRooms, onError) =>
      subscribe((source) => source.subscribeAppRooms(onRooms, onError)),
    subscribeLog: (onRows, onError) => subscribe((source) => source.subscribeLog(onRows, onError)),
    subscribeConnection(listener) {
      let attached = 0;
      let last: boolean | undefined;
      const onChange = (connected: boolean) => {
        if (connected === last) return;
        last = connected;
        listener(connected);
      };
      return subscribe((source) => {
        // A renewal's new connection starts unconnected for a moment: the operator should not
        // see 'Reconectando' for it, so its first 'false' is not passed on (a real drop is: the
        // SDK reports it after having been connected).
        // One that never connects is reported after SETTLE_MS.
        const replacement = attached++ > 0;
        let settled = !replacement;
        let cancel = replacement
          ? timers.set(() => {
              cancel = () => undefined;
              if (settled) return;
              settled = true;
              onChange(false);
            }, SETTLE_MS)
          : () => undefined;
        const settle = () => {
          settled = true;
          cancel();
          cancel = () => undefined;
        };
        const stop = source.subscribeConnection((connected) => {
          if (!settled && !connected) return;
          settle();
          onChange(connected);
        });
        return () => {
          cancel();
          stop();
        };
      });
    },
    removeWebRoom: (cpf, log) => current.source.removeWebRoom(cpf, log),
    readWebRoom: (cpf) => current.source.readWebRoom(cpf),
    reconnect: () => current.source.reconnect(),
    async close() {
      closed = true;
      cancelTimer();
      subscriptions.clear();
      await current.close();
    },
  };
}
