/**
 * Brute force: every login operation counts its failed attempts (wrong or unknown account, refused
 * token) per account and per client address. After LOGIN_LIMIT.maxFailures failures within
 * LOGIN_LIMIT.windowMs, that account or address is refused with 429 and Retry-After for
 * LOGIN_LIMIT.lockMs, whatever the password. Successful logins never count, and one clears its
 * account's failures (not its address's, or a known account would unlock guessing at others).
 * In memory: a restart or a db reset (between tests and stories) forgets it.
 */
import { HttpResponse } from 'msw';
import { onRestore } from '../db';
import { errorBody, HttpError } from './http';

export const LOGIN_LIMIT = { maxFailures: 20, windowMs: 60_000, lockMs: 5 * 60_000 } as const;

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

function recordFailure(key: string, now: number): void {
  const entry = entryOf(key, now);
  entry.failures.push(now);
  if (entry.failures.length >= LOGIN_LIMIT.maxFailures) {
    entry.lockedUntil = now + LOGIN_LIMIT.lockMs;
    entry.failures = [];
  }
}

/** Failures that count: the credentials (or the token) were wrong, or no such account. */
const isCredentialFailure = (error: unknown) =>
  error instanceof HttpError && (error.status === 401 || error.status === 404);

/**
 * Runs one login attempt under the limits: a locked account or address gets the 429 without the
 * attempt running; a failed attempt counts for both; a success clears the account's failures.
 */
export async function limitLogin<T>(
  request: Request,
  account: string | null,
  attempt: () => T | Promise<T>,
  now = Date.now(),
): Promise<T | Response> {
  const keys = [`address:${addressOf(request)}`, ...(account ? [`account:${account}`] : [])];
  const lockedUntil = Math.max(...keys.map((key) => entryOf(key, now).lockedUntil));
  if (lockedUntil > now) {
    const retryAfter = Math.ceil((lockedUntil - now) / 1000);
    return HttpResponse.json(errorBody(loginLockedMessage(retryAfter)), {
      status: 429,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  try {
    const result = await attempt();
    if (account) entries.delete(`account:${account}`);
    return result;
  } catch (error) {
    if (isCredentialFailure(error)) for (const key of keys) recordFailure(key, now);
    throw error;
  }
}

// A db reset (between tests and stories, or the sandbox's reset) starts the counts afresh too.
onRestore(resetLoginLimits);
