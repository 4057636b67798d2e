/**
 * The panel session (gerencial-movel-painel.md §4, §9): the token the provider API gave at login
 * and when it ends, kept in the tab's sessionStorage under one panel key. It is checked when the
 * panel loads, every 2 minutes, and whenever the token is about to be sent.
 */
import { browserStorage } from '../../app/storage';
import { createStoredSession } from '../../app/storedSession';

export const PANEL_SESSION_KEY = 'painel.sessao';
/** Session length when the server does not say (spec: 10800 minutes). */
export const DEFAULT_SESSION_MINUTES = 10_800;
/** How often an open panel checks its session (spec: 120000 ms). */
export const SESSION_CHECK_MS = 120_000;

/** The short-lived token that opens the realtime database to the panel (renewed before expiry). */
export interface RealtimeCredential {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

export interface PanelSession {
  token: string;
  /** Epoch ms after which the login modal shows again. */
  expiresAt: number;
  /** From the login or its renewal; absent where the backend gives none. */
  realtime?: RealtimeCredential;
  /** The login the operator entered: who the movement log says removed a room. */
  operator?: string;
}

/** The login's (or renewal's) realtime fields as a credential, when both are there and valid. */
export function realtimeCredential(
  token: string | null | undefined,
  expiresAt: string | null | undefined,
): RealtimeCredential | undefined {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return token && Number.isFinite(at) ? { token, expiresAt: at } : undefined;
}

/** When a new session ends: the server's `expiresAt`, or the default length from now. */
export function sessionExpiry(serverExpiresAt: string | null | undefined, now: number): number {
  const parsed = serverExpiresAt ? Date.parse(serverExpiresAt) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : now + DEFAULT_SESSION_MINUTES * 60_000;
}

/** A stored record, if it is one and has not expired. */
export function parseStoredSession(text: string | null, now: number): PanelSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PanelSession> | null;
    if (!value || typeof value.token !== 'string' || value.token === '') return null;
    if (typeof value.expiresAt !== 'number' || !Number.isFinite(value.expiresAt)) return null;
    if (value.expiresAt <= now) return null;
    const realtime = value.realtime;
    const operator =
      typeof value.operator === 'string' && value.operator ? { operator: value.operator } : {};
    return typeof realtime?.token === 'string' && typeof realtime.expiresAt === 'number'
      ? { token: value.token, expiresAt: value.expiresAt, realtime, ...operator }
      : { token: value.token, expiresAt: value.expiresAt, ...operator };
  } catch {
    return null;
  }
}

/** Why the last session ended: the operator left ('Sair'), or it expired (time, or a 401). */
export type SessionEnd = 'logout' | 'expired';

export interface PanelSessionStore {
  /** The session as last checked (stable between changes, for useSyncExternalStore). */
  snapshot(): PanelSession | null;
  /** The token to send, after checking expiry (an expired session is cleared first). */
  token(): string | null;
  save(session: PanelSession): void;
  /** The operator logs out. */
  clear(): void;
  /**
   * The backend refused the session (a 401) or its time ran out: the login modal says the session
   * expired. Nothing happens without a session (a refused login is not an expiry).
   */
  expire(): void;
  /** Why the last session ended, while logged out; null when logged in or never logged in. */
  ended(): SessionEnd | null;
  /** Re-reads and re-checks the stored record; listeners hear of any change. */
  check(): void;
  subscribe(listener: () => void): () => void;
}

export function createPanelSessionStore(
  storage: Storage | null,
  now: () => number = () => Date.now(),
): PanelSessionStore {
  // An expired record is read as none (and removed at load, as a broken one is).
  const stored = createStoredSession({
    key: PANEL_SESSION_KEY,
    storage,
    parse: (text) => parseStoredSession(text, now()),
  });
  const listeners = new Set<() => void>();
  let state = stored.read();
  let end: SessionEnd | null = null;

  const set = (next: PanelSession | null) => {
    if (next) end = null;
    const changed =
      next?.token !== state?.token ||
      next?.expiresAt !== state?.expiresAt ||
      next?.realtime?.token !== state?.realtime?.token;
    state = next;
    if (changed) listeners.forEach((listener) => listener());
  };

  const check = () => {
    let next = stored.read();
    // Read when it was still valid, and expired since.
    if (next && next.expiresAt <= now()) {
      stored.write(null);
      next = null;
    }
    if (!next && state) end = 'expired';
    set(next);
  };

  return {
    snapshot: () => state,
    token() {
      check();
      return state?.token ?? null;
    },
    save(session) {
      stored.write(session);
      set(session.expiresAt > now() ? session : null);
    },
    clear() {
      if (state) end = 'logout';
      stored.write(null);
      set(null);
    },
    expire() {
      if (!state) return;
      end = 'expired';
      stored.write(null);
      set(null);
    },
    ended: () => (state ? null : end),
    check,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tab's sessionStorage, or null where it cannot be used. */
export const browserSessionStorage = (): Storage | null => browserStorage('session');
