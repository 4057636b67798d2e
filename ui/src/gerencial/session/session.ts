/**
 * The Portal Gerencial's stored login (gerencial-movel-painel.md §3 "Admin session: token and
 * user"). The token goes only to the API clients' Authorization header; a 401 on any admin call
 * ends the session as expired (§7), which the login screen then says. Kept in localStorage, so a
 * second tab of the same admin is logged in too, and every tab follows a logout.
 */
import { z } from 'zod';
import type { ApiComponents } from '@portal/contracts';
import { createStoredSession } from '../../app/storedSession';

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

/**
 * The store over `storage` (the browser's localStorage; a memory one in stories). When the
 * browser refuses storage the login lasts as long as the page.
 */
export function createAdminSessionStore(storage: Storage | null): AdminSessionStore {
  const stored = createStoredSession({
    key: ADMIN_SESSION_KEY,
    storage,
    parse: parseStoredAdminSession,
  });
  let endedBy: SessionEnd | null = null;
  let last = stored.read();
  /** The stored session now; one that went away without an end here (another tab) is a logout. */
  const current = () => {
    const next = stored.read();
    if (!next && last) endedBy ??= 'logout';
    last = next;
    return next;
  };

  return {
    snapshot: current,
    ended: () => (current() ? null : endedBy),
    token: () => current()?.token ?? null,
    save(session) {
      endedBy = null;
      stored.write(session);
    },
    updateUser(user) {
      const session = current();
      if (session) this.save({ ...session, user });
    },
    end(reason) {
      // Without a session nothing ends: a refused login (its 401) is not an expired session, and
      // a second 401 keeps how the session did end.
      if (!current()) return;
      endedBy = reason;
      stored.write(null);
    },
    subscribe: (listener) =>
      stored.subscribe(() => {
        current();
        listener();
      }),
  };
}

/** Whether the client is a state (ESTADO): it picks cities for news. */
export const isStateClient = (user: AdminUser) => user.cliente.configuration.coc_tipo === 'ESTADO';
