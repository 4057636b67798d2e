/**
 * The sandbox's realtime tokens: HS256 JWTs signed with a secret only the sandbox process knows,
 * which firebase-server verifies (its `setAuthSecret`). The claims are those a real backend puts in
 * a Firebase custom token for the panel: `painel: true` and the operator's uid, plus `iat` and
 * `exp` (firebase-server refuses a token without them once a secret is set).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A realtime token lives one hour, as a Firebase ID token does; the panel renews it before. */
export const REALTIME_TOKEN_SECONDS = 3600;

export interface RealtimeToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

export interface RealtimeClaims {
  painel?: boolean;
  /** Server-side access past the rules (see rules.ts); never given to a browser. */
  sandboxAdmin?: boolean;
  uid: string;
  iat: number;
  exp: number;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signRealtimeToken(
  secret: string,
  claims: Partial<RealtimeClaims> & { uid: string },
  now = Date.now(),
): RealtimeToken {
  const iat = Math.floor(now / 1000);
  const body: RealtimeClaims = { painel: true, iat, exp: iat + REALTIME_TOKEN_SECONDS, ...claims };
  const unsigned = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(body))}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return { token: `${unsigned}.${signature}`, expiresAt: body.exp * 1000 };
}

/** The claims of a token this secret signed and that has not expired, else null. */
export function verifyRealtimeToken(
  secret: string,
  token: string,
  now = Date.now(),
): RealtimeClaims | null {
  const [header, body, signature] = token.split('.');
  if (!header || !body || signature === undefined) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RealtimeClaims;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

export const newRealtimeSecret = () => randomBytes(32).toString('hex');

/**
 * The secret kept in the sandbox's data dir (`realtime-secret`), made at the first start, so
 * tokens a panel tab holds stay valid across restarts. Never served, never in a bundle.
 */
export function loadRealtimeSecret(dir: string): string {
  const file = join(dir, 'realtime-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(saved)) return saved;
  }
  mkdirSync(dir, { recursive: true });
  const secret = newRealtimeSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
