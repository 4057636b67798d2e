/**
 * The Portal Gerencial's stored login (gerencial-movel-painel.md §3 "Admin session: token and
 * user"). The token goes only to the API clients' Authorization header; a 401 on any admin call
 * ends the session as expired (§7), which the login screen then says. Kept in localStorage, so a
 * second tab of the same admin is logged in too, and every tab follows a logout.
 */
import { z } from 'zod';
import type { ApiComponents } from '@portal/contracts';

export type AdminUser = ApiComponents['schemas']['AdminUser'];

export interface AdminSession {
  token: string;
  user: AdminUser;
}

/** How the last session ended: the admin's own 'Sair', or the server refusing its token. */
export type SessionEnd = 'logout' | 'expired' | 'terms-refused';

export const ADMIN_SESSION_KEY = 'portal.gerencial.sessao';

/** The stored user is read through this (a tampered or old record is no session at all). */
const adminUserSchema = z.object({
  usc_id: z.number().int(),
  usc_id_clientes: z.number().int(),
  usc_nome_usuario: z.string(),
  usc_login: z.string().optional(),
  usc_termo_responsabilidade: z.boolean(),
  cliente: z.object({
    cli_id: z.number().int(),
    cli_nome: z.string(),
    cli_codigo: z.string(),
    cli_codigo_municipio_ibge: z.string().nullable().optional(),
    configuration: z.object({
      coc_id: z.number().int(),
      coc_codigo_clientes: z.string().optional(),
      coc_uf: z.string(),
      coc_tipo: z.enum(['MUNICIPIO', 'ESTADO']),
      coc_id_cidade: z.number().int().nullable(),
    }),
  }),
});

const sessionSchema = z.object({ token: z.string().min(1), user: adminUserSchema });

/** An admin session as the API answers it, or null when the value is not one. */
export function asAdminSession(value: unknown): AdminSession | null {
  const parsed = sessionSchema.safeParse(value);
  return parsed.success ? (parsed.data as AdminSession) : null;
}

export function parseStoredAdminSession(text: string | null): AdminSession | null {
  if (!text) return null;
  try {
    return asAdminSession(JSON.parse(text));
  } catch {
    return null;
  }
}

export interface AdminSessionStore {
  snapshot(): AdminSession | null;
  /** How the last session ended (null while one is open, or before any). */
  ended(): SessionEnd | null;
  token(): string | null;
  save(session: AdminSession): void;
  /** Replaces the stored user (after the term is accepted), keeping the token. */
  updateUser(user: AdminUser): void;
  end(reason: SessionEnd): void;
  subscribe(listener: () => void): () => void;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * The store over `storage` (the browser's localStorage; a Map-backed one in stories). When the
 * browser refuses storage the login lasts as long as the page.
 */
export function createAdminSessionStore(storage: Storage | null): AdminSessionStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let endedBy: SessionEnd | null = null;
  const read = () => (storage ? safe(() => storage.getItem(ADMIN_SESSION_KEY), memory) : memory);
  const write = (text: string | null) => {
    memory = text;
    if (!storage) return;
    safe(() => {
      if (text === null) storage.removeItem(ADMIN_SESSION_KEY);
      else storage.setItem(ADMIN_SESSION_KEY, text);
    }, undefined);
  };
  let raw = read();
  let state = parseStoredAdminSession(raw);
  if (!state && raw !== null) write(null);
  const notify = () => listeners.forEach((listener) => listener());
  /** Another tab logged in or out: follow it. */
  const sync = () => {
    const next = read();
    if (next === raw) return;
    raw = next;
    state = parseStoredAdminSession(next);
    if (!state) endedBy ??= 'logout';
    notify();
  };

  return {
    snapshot: () => state,
    ended: () => endedBy,
    token: () => state?.token ?? null,
    save(session) {
      raw = JSON.stringify(session);
      write(raw);
      state = session;
      endedBy = null;
      notify();
    },
    updateUser(user) {
      if (!state) return;
      this.save({ ...state, user });
    },
    end(reason) {
      // Without a session nothing ends: a refused login (its 401) is not an expired session, and
      // a second 401 keeps how the session did end.
      if (!state) return;
      raw = null;
      write(null);
      state = null;
      endedBy = reason;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === ADMIN_SESSION_KEY) sync();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** Whether the client is a state (ESTADO): it picks cities for news. */
export const isStateClient = (user: AdminUser) => user.cliente.configuration.coc_tipo === 'ESTADO';
