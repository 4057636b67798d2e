/**
 * What a backend may store and answer as a user's file: a type from an allow-list, told by the
 * file's bytes (never by the name or the type the client declared), and the headers every answer
 * of such a file carries. The limits are in limits.ts.
 *
 * Why more than the magic number: a file that starts with PNG's eight bytes and goes on with
 * `<html><meta http-equiv=refresh ...>` is not a PNG, and a server that stores it because its
 * first bytes match, and then answers it with the type the client declared (`text/html`), serves a
 * page of the attacker's on the portal's own address. So each format is read as its structure says:
 * a PNG is a chain of chunks, each with its length and CRC, IHDR first and IEND last, nothing
 * after; a JPEG a chain of marker segments up to a frame header and the scan, EOI after it; a
 * WebP a RIFF container whose size is the file's, holding a VP8, VP8L or VP8X chunk that fits; a
 * PDF a `%PDF-n.n` header with `%%EOF` at its end. (A valid image can still carry text inside a comment
 * chunk: it is answered as that image, with `nosniff` and a sandbox, so no browser runs it as a
 * page. Decoding the pixels would add nothing to that and cost a codec.)
 */
export type StoredFileType =
  'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf' | 'text/csv';

/** Every type a stored file may be answered with. */
export const STORED_FILE_TYPES: readonly StoredFileType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'text/csv',
];

/** The types of an uploaded picture (news, app users): what the screens' pickers accept. */
export const PICTURE_TYPES: readonly StoredFileType[] = ['image/png', 'image/jpeg'];

/**
 * The headers of every answer of a user's file: the browser may neither guess another type nor run
 * anything in it (a document opened from it is a sandbox with no scripts, forms or navigation).
 */
export const USER_FILE_HEADERS = {
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The type of a stored file whose bytes are none of the allowed: downloaded, never shown. */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** PNG's chunk checksum (CRC-32) of `bytes` from `start` to `end`. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((x, i) => b[i] === x);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths allowed for each PNG colour type. */
const PNG_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** A PNG: the signature, IHDR first and well formed, every chunk's CRC right, IEND at the end. */
export function isPng(b: Uint8Array): boolean {
  if (b.length < 8 + 25 + 12 || !startsWith(b, PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (crc32(b, at + 4, at + 8 + length) !== u32be(b, at + 8 + length)) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      const [width, height] = [u32be(b, at + 8), u32be(b, at + 12)];
      const [depth, colour, compression, filter, interlace] = b.subarray(at + 16, at + 21);
      if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) return false;
      if (!PNG_DEPTHS[colour!]?.includes(depth!)) return false;
      if (compression !== 0 || filter !== 0 || interlace! > 1) return false;
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && length === 0 && end === b.length;
    at = end;
  }
  return false;
}

/**
 * A JPEG: SOI, marker segments whose lengths fit, a frame header before the scan, and EOI after
 * it. Bytes after EOI are allowed: phone cameras append their own trailers there.
 */
export function isJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  const endsAfter = (from: number) => {
    for (let i = b.length - 2; i >= from; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
    return false;
  };
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // Fill byte.
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return false;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (length < 2 || at + 2 + length > b.length) return false;
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (length < 8) return false;
      const height = (b[at + 5]! << 8) | b[at + 6]!;
      const width = (b[at + 7]! << 8) | b[at + 8]!;
      if (!width || !height) return false;
      sawFrame = true;
    }
    if (marker === 0xda) return sawFrame && endsAfter(at + 2 + length);
    at += 2 + length;
  }
  return false;
}

/** A WebP: a RIFF container of the file's size, 'WEBP', and a first chunk that fits. */
export function isWebp(b: Uint8Array): boolean {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return false;
  const riffSize = u32le(b, 4);
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) return false;
  const chunk = ascii(b, 12, 4);
  const size = u32le(b, 16);
  if (20 + size > b.length) return false;
  if (chunk === 'VP8 ') return b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a;
  if (chunk === 'VP8L') return b[20] === 0x2f;
  return chunk === 'VP8X' && size === 10;
}

/** A PDF: `%PDF-n.n` first, `%%EOF` within its last kilobyte. */
export function isPdf(b: Uint8Array): boolean {
  if (!/^%PDF-\d\.\d/.test(ascii(b, 0, 8))) return false;
  const tail = ascii(b, Math.max(0, b.length - 1024), Math.min(1024, b.length));
  return tail.includes('%%EOF');
}

/**
 * A CSV: UTF-8 text with no control characters but tab and line breaks, and no markup where a
 * browser would look for a page (a `<` opening its first line).
 */
export function isCsv(b: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\uFEFF?\s*</.test(text);
}

const READERS: Record<StoredFileType, (bytes: Uint8Array) => boolean> = {
  'image/png': isPng,
  'image/jpeg': isJpeg,
  'image/webp': isWebp,
  'application/pdf': isPdf,
  'text/csv': isCsv,
};

/**
 * The type of `bytes` among `accepted` (all the stored types but CSV unless told: CSV is taken
 * only where a CSV is expected), read from the bytes alone; null when none fits.
 */
export function sniffStoredFile(
  bytes: Uint8Array,
  accepted: readonly StoredFileType[] = STORED_FILE_TYPES.filter((t) => t !== 'text/csv'),
): StoredFileType | null {
  return accepted.find((type) => READERS[type](bytes)) ?? null;
}
