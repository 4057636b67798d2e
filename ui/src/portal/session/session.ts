/**
 * The patient's stored login (spec: "Patient session (browser storage): token and user"). One small
 * store used by the screens and the app: the token goes only to the API clients' Authorization
 * header (`sessionToken`), a 401 clears it (`clearSession`), and every tab follows changes.
 */
import { useSyncExternalStore } from 'react';
import type { ApiComponents } from '@portal/contracts';
import { browserStorage } from '../../app/storage';
import { createStoredSession } from '../../app/storedSession';

export type PatientUser = ApiComponents['schemas']['PatientUser'];

export interface PatientSession {
  token: string;
  user: PatientUser;
}

/** localStorage key of the stored login (same origin as the other apps, so it is namespaced). */
export const SESSION_STORAGE_KEY = 'portal.paciente.sessao';

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/** A patient user as the API answers it, or null when the value is not one (tampered storage). */
export function asPatientUser(value: unknown): PatientUser | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'number' || typeof user.name !== 'string') return null;
  return {
    id: user.id,
    name: user.name,
    birthDate: isNullableString(user.birthDate) ? (user.birthDate as string | null) : null,
    cns: isNullableString(user.cns) ? (user.cns as string | null) : null,
    cpf: isNullableString(user.cpf) ? (user.cpf as string | null) : null,
    hasAcceptedTerms: user.hasAcceptedTerms === true,
    ...(typeof user.image === 'string' && user.image ? { image: user.image } : {}),
    ...(typeof user.statusNotices === 'boolean' ? { statusNotices: user.statusNotices } : {}),
  };
}

function parse(text: string): PatientSession | null {
  const value = JSON.parse(text) as { token?: unknown; user?: unknown };
  const user = asPatientUser(value.user);
  if (typeof value.token !== 'string' || !value.token || !user) return null;
  return { token: value.token, user };
}

const stored = createStoredSession({
  key: SESSION_STORAGE_KEY,
  storage: browserStorage('local'),
  parse,
});

/** The stored login, or null (the patient is logged in when one with a token exists). */
export const readSession = (): PatientSession | null => stored.read();

/** For the API clients' `getToken`. */
export const sessionToken = (): string | null => readSession()?.token ?? null;

export function saveSession(session: PatientSession) {
  stored.write(session);
}

/** Logout, or a 401 from the server. */
export function clearSession() {
  if (stored.read() !== null) stored.write(null);
}

/**
 * The user after a saved change: the server's answer when it carries a user (the contract's
 * `x-inferred` shape), else the current user; the change itself always applies. A backend that
 * answers only `{mensagem}`, or nothing, then neither logs the patient out nor loses the change.
 */
export function userAfterChange(
  current: PatientUser,
  answer: unknown,
  change: Partial<PatientUser>,
): PatientUser {
  const returned =
    answer && typeof answer === 'object'
      ? asPatientUser((answer as { user?: unknown }).user)
      : null;
  return { ...current, ...returned, ...change };
}

/** Keeps the stored user in step after the patient saves a CPF or accepts the terms. */
export function updateSessionUser(user: PatientUser) {
  const current = readSession();
  if (current) saveSession({ ...current, user });
}

export const subscribeSession = (listener: () => void): (() => void) => stored.subscribe(listener);

/** The stored login, re-rendering on login, logout, a 401 or a change in another tab. */
export function useSession(): PatientSession | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

/** The session from POST /api/users/login (flat: the token beside the user's fields). */
export function sessionFromLogin(
  answer: ApiComponents['schemas']['PatientLoginResponse'],
): PatientSession | null {
  const user = asPatientUser(answer);
  return user && answer.token ? { token: answer.token, user } : null;
}

/** The session from POST /api/users/login-google ({ token, user }). */
export function sessionFromGoogle(
  answer: ApiComponents['schemas']['GoogleLoginResponse'],
): PatientSession | null {
  const user = asPatientUser(answer.user);
  return user && answer.token ? { token: answer.token, user } : null;
}

/**
 * The query-string login hand-off of /minhas-solicitacoes: `?user=<JSON>&token=<token>`. Returns
 * the session it carries, or null when the query has none (or a malformed one).
 */
export function sessionFromHandoff(search: string): PatientSession | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim();
  const rawUser = params.get('user');
  if (!token || !rawUser) return null;
  try {
    const user = asPatientUser(JSON.parse(rawUser));
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

/** The query without the hand-off's user and token (they must not stay in the address bar). */
export function withoutHandoff(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('user');
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
