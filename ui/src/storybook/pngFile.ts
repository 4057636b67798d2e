import { crc32 } from '@portal/contracts/storedFiles';

/** A whole 1 × 1 PNG (signature, IHDR, IDAT, IEND), each chunk with its checksum. */
const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Where the IHDR chunk ends: a comment chunk goes after it. */
const AFTER_IHDR = 8 + 25;
const CHUNK_OVERHEAD = 12;
const KEYWORD = 'Comment\u0000';

/**
 * A PNG `bytes` long in all (at least the 70 of one pixel): a whole one, end to end, since the
 * backend takes a picture only when its bytes are one; a comment chunk makes up the size. `type`
 * and `name` as given, so a story can also make a PNG named .gif.
 */
export function pngFile(name: string, bytes = 10 * 1024, type = 'image/png'): File {
  const pixel = Uint8Array.from(atob(ONE_PIXEL), (c) => c.charCodeAt(0));
  const padding = bytes - pixel.length - CHUNK_OVERHEAD - KEYWORD.length;
  if (padding < 0) return new File([pixel], name, { type });
  const data = new Uint8Array(KEYWORD.length + padding).fill(0x78);
  data.set([...KEYWORD].map((c) => c.charCodeAt(0)));
  const chunk = new Uint8Array(CHUNK_OVERHEAD + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set([0x74, 0x45, 0x58, 0x74], 4); // tEXt
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  const content = new Uint8Array(pixel.length + chunk.length);
  content.set(pixel.subarray(0, AFTER_IHDR));
  content.set(chunk, AFTER_IHDR);
  content.set(pixel.subarray(AFTER_IHDR), AFTER_IHDR + chunk.length);
  return new File([content], name, { type });
}
