/** The seeded news, feed items' and clients' pictures (PNG), and base64 helpers. */
import { IMAGE_LIMIT_BYTES } from '@portal/contracts/limits';
import { PICTURE_TYPES, sniffStoredFile, type StoredFileType } from '@portal/contracts/storedFiles';
import { BANNERS, EMBLEMS } from '../seed/generated/pictures';

/** A number from a text, the same on every machine (the picture a title or a name gets). */
function pick(text: string, count: number): number {
  let n = 0;
  for (const c of text) n = (n * 31 + c.charCodeAt(0)) % 65_521;
  return n % count;
}

/**
 * A 16:9 PNG banner for a news or feed item (base64), coloured by its title: flat colours drawn by
 * scripts/seedPictures.ts, the same pixels on every machine and in every browser build.
 */
export const bannerPng = (title: string): string => BANNERS[pick(title, BANNERS.length)]!;

/** A client's square PNG emblem (base64), coloured by its name. */
export const emblemPng = (name: string): string => EMBLEMS[pick(name, EMBLEMS.length)]!;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

export function base64ToBytes(base64: string): Uint8Array {
  const clean = base64.replace(/[^A-Za-z0-9+/]/g, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let n = 0;
  let bits = 0;
  let j = 0;
  for (const c of clean) {
    n = (n << 6) | B64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (n >> bits) & 255;
    }
  }
  return bytes.slice(0, j);
}

export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

/** Splits a data URL into its media type and base64 body; plain base64 is taken as PNG. */
export function parseDataUrl(value: string): { type: string; base64: string } | null {
  const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(value.trim());
  if (m) return { type: m[1]!, base64: m[2]! };
  if (/^[A-Za-z0-9+/=\s]+$/.test(value) && value.length > 16)
    return { type: 'image/png', base64: value };
  return null;
}

/**
 * A user's picture (a news image, an app user's photo) as the backend takes it: a PNG or a JPEG
 * by its bytes, read whole (contracts/src/storedFiles.ts), whatever its name or declared type, and
 * within 200 kB. `type` is what it is stored and answered as.
 */
export function readPicture(
  bytes: Uint8Array,
): { ok: true; type: StoredFileType } | { ok: false; problem: 'size' | 'format' } {
  if (bytes.byteLength > IMAGE_LIMIT_BYTES) return { ok: false, problem: 'size' };
  const type = sniffStoredFile(bytes, PICTURE_TYPES);
  return type ? { ok: true, type } : { ok: false, problem: 'format' };
}

/** A file name extension for a stored type. */
export const extensionOf = (type: StoredFileType) =>
  ({
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
    'text/csv': 'csv',
  })[type];
