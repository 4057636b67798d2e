/**
 * Sessions: an opaque random token per login, kept in the `sessao` table with its role, subject and
 * expiry (so tokens survive a sandbox restart). Roles: `patient` (usu_id), `admin` (usc_id of one
 * client), `panel` (an operator).
 */
import { db, type Row } from '../db';
import { hasFault } from './faults';
import { unauthorized } from './http';

export type Role = 'patient' | 'admin' | 'panel';

export interface Session {
  token: string;
  role: Role;
  /** usu_id, usc_id or op_id. */
  subjectId: number;
  /** The admin's client (usc_id_clientes); null for the other roles. */
  clientId: number | null;
  expiresAt: number;
}

const MINUTE = 60_000;
/** Panel sessions last 10800 minutes (the panel's default); the others a working day or a week. */
export const SESSION_MINUTES: Record<Role, number> = {
  patient: 7 * 24 * 60,
  admin: 12 * 60,
  panel: 10_800,
};

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueSession(
  role: Role,
  subjectId: number,
  clientId: number | null = null,
): Session {
  const session: Session = {
    token: `${role}.${randomToken()}`,
    role,
    subjectId,
    clientId,
    expiresAt: Date.now() + SESSION_MINUTES[role] * MINUTE,
  };
  // Expired sessions go when new ones come, so the table (and the saved state) stays small.
  db.sessao.deleteMany({ where: { expiresAt: { lt: Date.now() } } });
  db.sessao.create(session);
  return session;
}

const toSession = (row: Row<'sessao'>): Session => ({ ...row, role: row.role as Role });

/** The session of a request's `Authorization: Bearer <token>`, or null. */
export function sessionOf(request: Request): Session | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return null;
  const row = db.sessao.findFirst({ where: { token: { equals: match[1] } } });
  if (!row || row.expiresAt < Date.now()) return null;
  return toSession(row);
}

/** The session, when it has one of the roles; otherwise a 401 (missing, expired or foreign token). */
export function requireSession(request: Request, roles: readonly Role[]): Session {
  const session = sessionOf(request);
  if (!session) throw unauthorized();
  if (roles.includes(session.role)) return session;
  // The `acceptPatientOnAdmin` fault (tests only): a patient passes as an admin of client 1.
  if (hasFault('acceptPatientOnAdmin') && session.role === 'patient' && roles.includes('admin'))
    return { ...session, role: 'admin', clientId: 1 };
  throw unauthorized();
}

/**
 * Ends a user's sessions (a password change or reset, a removed user); `except` keeps the session
 * that made the change.
 */
export function endSessionsOf(
  role: Role,
  subjectId: number,
  options: { except?: string } = {},
): void {
  db.sessao.deleteMany({
    where: {
      role: { equals: role },
      subjectId: { equals: subjectId },
      ...(options.except ? { token: { notEquals: options.except } } : {}),
    },
  });
}

/** Ends one session (a logout): its token is refused from now on. */
export function endSession(token: string): void {
  db.sessao.deleteMany({ where: { token: { equals: token } } });
}
