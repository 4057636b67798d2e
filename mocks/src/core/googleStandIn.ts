/**
 * The offline stand-in for Google's ID tokens (the sandbox cannot reach Google). The mock backend
 * signs them (HS256) with a secret that never leaves it: the sandbox keeps its secret in its data
 * dir (sandbox/googleKey.ts); the browser worker, Storybook and msw/node make one per page or
 * process. login-google accepts only tokens signed with that secret, for the stand-in's audience,
 * from its issuer and unexpired, as a real backend checks Google's tokens against Google's keys.
 *
 * The stand-in signs only identities it made itself: a Google account's `sub` is derived from its
 * e-mail with the secret ({@link standInSub}), never taken from the caller, so knowing a linked
 * patient's `sub` opens nothing. The seed's demo Google account keeps the `sub` the seed gave it.
 */
import { DEMO } from '../seed/people';
import { base64UrlFromBytes, hmacKey, signJwt, verifyJwt, type JwtClaims } from './jwt';

export const STAND_IN_ISSUER = 'portal-sandbox-google-stand-in';
/** The stand-in's "client id": what a real backend compares with its own Google client id. */
export const STAND_IN_AUDIENCE = 'portal-sandbox';
/** Google's ID tokens last an hour; so do the stand-in's. */
export const STAND_IN_LIFETIME_S = 3600;

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
}

let secret: Uint8Array | null = null;
let key: Promise<CryptoKey> | null = null;

export function newStandInSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/** Replaces the signing secret (the sandbox hands in the one kept in its data dir). */
export function setStandInSecret(next: Uint8Array): void {
  secret = next;
  key = null;
}

function standInKey(): Promise<CryptoKey> {
  // Without a kept secret (browser worker, Storybook, tests) this page or process makes its own.
  secret ??= newStandInSecret();
  return (key ??= hmacKey(secret));
}

/** Signs any claims with the stand-in's secret (tests use it to sign wrong audiences). */
export async function signWithStandInKey(claims: JwtClaims): Promise<string> {
  return signJwt(claims, await standInKey());
}

/** The Google accounts the seed links to patients: their `sub` is the seed's. */
const SEEDED_SUBS: ReadonlyMap<string, string> = new Map([[DEMO.google.email, DEMO.google.sub]]);

/**
 * The `sub` of the stand-in's Google account for `email` (trimmed, lower-case): the seed's for a
 * seeded account, else an HMAC of the e-mail with the secret. The same e-mail is the same account
 * next time (and after a restart, the secret being kept), and no caller can pick another's `sub`.
 */
export async function standInSub(email: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const seeded = SEEDED_SUBS.get(normalized);
  if (seeded) return seeded;
  const mac = await crypto.subtle.sign(
    'HMAC',
    await standInKey(),
    new TextEncoder().encode(`google-sub:${normalized}`),
  );
  return `offline-${base64UrlFromBytes(new Uint8Array(mac).slice(0, 18))}`;
}

export function signStandInToken(identity: GoogleIdentity, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signWithStandInKey({
    iss: STAND_IN_ISSUER,
    aud: STAND_IN_AUDIENCE,
    iat,
    exp: iat + STAND_IN_LIFETIME_S,
    ...identity,
  });
}

export type StandInVerdict =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: 'signature' | 'issuer' | 'audience' | 'expired' | 'claims' };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function verifyStandInToken(token: string, now = Date.now()): Promise<StandInVerdict> {
  const claims = await verifyJwt(token, await standInKey());
  if (!claims) return { ok: false, reason: 'signature' };
  if (claims.iss !== STAND_IN_ISSUER) return { ok: false, reason: 'issuer' };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(STAND_IN_AUDIENCE)) return { ok: false, reason: 'audience' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) {
    return { ok: false, reason: 'expired' };
  }
  const sub = text(claims.sub);
  const email = text(claims.email).toLowerCase();
  if (!sub || !email) return { ok: false, reason: 'claims' };
  return {
    ok: true,
    identity: {
      sub,
      email,
      email_verified: claims.email_verified === true,
      name: text(claims.name) || email,
      picture: text(claims.picture),
    },
  };
}
