/**
 * Compact HS256 JSON Web Tokens with jose (WebCrypto underneath), so the same code signs and checks
 * in the browser worker, msw/node and the sandbox. Only HS256 is accepted: a token that names
 * another algorithm (`none` included) is refused by jose before any signature check. The claims are
 * the caller's to check (issuer, audience, expiry), so it can say which one failed.
 */
import { base64url, CompactSign, compactVerify } from 'jose';

export type JwtClaims = Record<string, unknown>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const base64UrlFromBytes = (bytes: Uint8Array): string => base64url.encode(bytes);

export function bytesFromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return base64url.decode(text);
  } catch {
    return null;
  }
}

function readJson(bytes: Uint8Array): JwtClaims | null {
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as JwtClaims)
      : null;
  } catch {
    return null;
  }
}

/** An HMAC-SHA-256 key for signing and verifying, from raw secret bytes (32 or more). */
export function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    secret as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export function signJwt(claims: JwtClaims, key: CryptoKey): Promise<string> {
  return new CompactSign(encoder.encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
}

/** The claims of a token signed with `key` by HS256; null for anything else (no claim checks). */
export async function verifyJwt(token: string, key: CryptoKey): Promise<JwtClaims | null> {
  try {
    const { payload } = await compactVerify(token.trim(), key, { algorithms: ['HS256'] });
    return readJson(payload);
  } catch {
    return null;
  }
}
