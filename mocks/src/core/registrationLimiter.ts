/**
 * Public registrations (a patient's on the portal, an app user's on /movel/register) per client
 * address: each opens an account kept for good, so one address opens at most
 * REGISTRATION_LIMIT.perAddress within REGISTRATION_LIMIT.windowMs (contracts/src/limits.ts), then
 * gets 429 with Retry-After until the oldest falls out of the window. Only registrations that were
 * made count: a form sent back with a typo costs nothing. In memory, like the login limits.
 */
import { REGISTRATION_LIMIT, registrationLimitMessage } from '@portal/contracts/limits';
import { onRestore } from '../db';
import { HttpError } from './http';
import { CLIENT_ADDRESS_HEADER } from './loginLimiter';

const made = new Map<string, number[]>();

/** The sandbox sets the header from the socket (sandbox/clientAddress.ts); elsewhere one client. */
const addressOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) || 'local';

export class TooManyRegistrations extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, registrationLimitMessage(retryAfterS));
  }
}

/**
 * Runs one registration under the limit: refused with TooManyRegistrations when the address has
 * made its share within the window; counted when `register` returns.
 */
export async function limitRegistration<T>(
  request: Request,
  register: () => T | Promise<T>,
  now = Date.now(),
): Promise<T> {
  const address = addressOf(request);
  const recent = (made.get(address) ?? []).filter((at) => at > now - REGISTRATION_LIMIT.windowMs);
  if (recent.length >= REGISTRATION_LIMIT.perAddress) {
    throw new TooManyRegistrations(
      Math.ceil((recent[0]! + REGISTRATION_LIMIT.windowMs - now) / 1000),
    );
  }
  const result = await register();
  made.set(address, [...recent, now]);
  return result;
}

export function resetRegistrationLimits(): void {
  made.clear();
}

// A db reset (between tests and stories, or the sandbox's reset) starts the counts afresh too.
onRestore(resetRegistrationLimits);
