/**
 * Compact HS256 JSON Web Tokens over WebCrypto, so the same code signs and checks in the browser
 * worker, msw/node and the sandbox (no JWT library is installed, and the format is two
 * base64url-encoded JSON parts plus an HMAC-SHA-256). Only HS256 is accepted: a token that names
 * another algorithm (`none` included) is refused before any signature check.
 */

export type JwtClaims = Record<string, unknown>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function bytesFromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const jsonPart = (value: object) => base64UrlFromBytes(encoder.encode(JSON.stringify(value)));

function readJsonPart(part: string): JwtClaims | null {
  const bytes = bytesFromBase64Url(part);
  if (!bytes) return null;
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

export async function signJwt(claims: JwtClaims, key: CryptoKey): Promise<string> {
  const input = `${jsonPart({ alg: 'HS256', typ: 'JWT' })}.${jsonPart(claims)}`;
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(input));
  return `${input}.${base64UrlFromBytes(new Uint8Array(signature))}`;
}

/** The claims of a token signed with `key` by HS256; null for anything else (no claim checks). */
export async function verifyJwt(token: string, key: CryptoKey): Promise<JwtClaims | null> {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (readJsonPart(header)?.alg !== 'HS256') return null;
  const signatureBytes = bytesFromBase64Url(signature);
  if (!signatureBytes?.length) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    signatureBytes as Uint8Array<ArrayBuffer>,
    encoder.encode(`${header}.${payload}`),
  );
  return valid ? readJsonPart(payload) : null;
}
