/**
 * The sandbox's Google stand-in secret: made at its first start and kept in its data dir
 * (`google-stand-in.key`, readable only by its owner), so stand-in tokens outlive a restart. It
 * never leaves the server: no bundle and no endpoint carries it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newStandInSecret, setStandInSecret } from '../core/googleStandIn';
import { base64UrlFromBytes, bytesFromBase64Url } from '../core/jwt';
import { dataDir } from './persistence';

export const standInKeyFile = (dir = dataDir()) => join(dir, 'google-stand-in.key');

/** Loads the kept secret (making it when missing or unreadable) and signs with it from now on. */
export function loadKeptStandInSecret(dir = dataDir()): Uint8Array {
  const file = standInKeyFile(dir);
  const kept = existsSync(file) ? bytesFromBase64Url(readFileSync(file, 'utf8').trim()) : null;
  let secret = kept && kept.length >= 32 ? kept : null;
  if (!secret) {
    secret = newStandInSecret();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${base64UrlFromBytes(secret)}\n`, { mode: 0o600 });
  }
  setStandInSecret(secret);
  return secret;
}
