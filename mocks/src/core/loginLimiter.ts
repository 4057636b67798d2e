/**
 * Brute force: every login operation counts its failed attempts (wrong or unknown account, refused
 * token) per account from one client address, and per address alone with a much higher ceiling.
 *
 * - After LOGIN_LIMIT.maxFailures failures of one account from one address within
 *   LOGIN_LIMIT.windowMs, that account is refused from that address (429 and Retry-After) for
 *   LOGIN_LIMIT.lockMs, whatever the password. From any other address it still signs in: someone
 *   else's failures never lock the real person out.
 * - After LOGIN_LIMIT.maxAddressFailures failures from one address (any accounts), that address is
 *   refused for that kind of login: many health units share one public address, so the ceiling is
 *   far above what a person mistypes, and it only stops one address guessing across accounts.
 * - Patient (CPF and Google), admin and panel logins keep separate counts: failures at one never
 *   lock another.
 *
 * Successful logins never count, and one clears its account's failures from that address (not the
 * address's, or a known account would unlock guessing at others). In memory: a restart or a db
 * reset (between tests and stories) forgets it.
 */
import { HttpResponse } from 'msw';
import { onRestore } from '../db';
import { hasFault } from './faults';
import { errorBody, HttpError } from './http';

export const LOGIN_LIMIT = {
  maxFailures: 20,
  maxAddressFailures: 100,
  windowMs: 60_000,
  lockMs: 5 * 60_000,
} as const;

/** The kinds of login, each with counts of its own. */
export type LoginScope = 'patient' | 'admin' | 'panel';

interface Entry {
  failures: number[];
  lockedUntil: number;
}

const entries = new Map<string, Entry>();

/** Where a request comes from: one key in the browser worker and msw/node (one client). */
let addressOf: (request: Request) => string = () => 'local';

/** The header the sandbox sets from the socket's remote address (sandbox/clientAddress.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-sandbox-client-address';

/** The sandbox trusts the header because it overwrites whatever a client sent in it. */
export function keyLoginsByAddressHeader(): void {
  addressOf = (request) => request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

export function resetLoginLimits(): void {
  entries.clear();
}

export function loginLockedMessage(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

function entryOf(key: string, now: number): Entry {
  let entry = entries.get(key);
  if (!entry) entries.set(key, (entry = { failures: [], lockedUntil: 0 }));
  entry.failures = entry.failures.filter((at) => at > now - LOGIN_LIMIT.windowMs);
  return entry;
}

function recordFailure(key: string, ceiling: number, now: number): void {
  const entry = entryOf(key, now);
  entry.failures.push(now);
  if (entry.failures.length >= ceiling) {
    entry.lockedUntil = now + LOGIN_LIMIT.lockMs;
    entry.failures = [];
  }
}

/** Failures that count: the credentials (or the token) were wrong, or no such account. */
const isCredentialFailure = (error: unknown) =>
  error instanceof HttpError && (error.status === 401 || error.status === 404);

/**
 * Runs one login attempt under the limits: an account locked at this address, or an address
 * locked for this kind of login, gets the 429 without the attempt running; a failed attempt counts
 * for both; a success clears the account's failures at this address. `account` is null where the
 * credential names no account (a Google token): only the address counts.
 */
export async function limitLogin<T>(
  request: Request,
  scope: LoginScope,
  account: string | null,
  attempt: () => T | Promise<T>,
  now = Date.now(),
): Promise<T | Response> {
  const address = addressOf(request);
  const pairKey = account === null ? null : `account:${scope}:${account}@${address}`;
  const counts: Array<[string, number]> = hasFault('lockWholeAddress')
    ? [[`address:${address}`, LOGIN_LIMIT.maxFailures]]
    : [[`address:${scope}:${address}`, LOGIN_LIMIT.maxAddressFailures]];
  if (pairKey) counts.push([pairKey, LOGIN_LIMIT.maxFailures]);
  const lockedUntil = Math.max(...counts.map(([key]) => entryOf(key, now).lockedUntil));
  if (lockedUntil > now) {
    const retryAfter = Math.ceil((lockedUntil - now) / 1000);
    return HttpResponse.json(errorBody(loginLockedMessage(retryAfter)), {
      status: 429,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  try {
    const result = await attempt();
    if (pairKey) entries.delete(pairKey);
    return result;
  } catch (error) {
    if (isCredentialFailure(error)) {
      for (const [key, ceiling] of counts) recordFailure(key, ceiling, now);
    }
    throw error;
  }
}

// A db reset (between tests and stories, or the sandbox's reset) starts the counts afresh too.
onRestore(resetLoginLimits);
