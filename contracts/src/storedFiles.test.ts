import { describe, expect, it } from 'vitest';
import { PICTURE_TYPES, sniffStoredFile } from './storedFiles';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = bytes(
  [0xff, 0xd8],
  [0xff, 0xe0, 0x00, 0x10],
  'JFIF\0',
  [1, 1, 0, 0, 1, 0, 1, 0, 0],
  [0xff, 0xc0, 0x00, 0x0b, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
  [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 63, 0],
  [0x00, 0xff, 0xd9],
);
const WEBP = bytes(
  'RIFF',
  [22, 0, 0, 0],
  'WEBP',
  'VP8L',
  [10, 0, 0, 0],
  [0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0],
);
const PDF = bytes('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PAGE = '<html><meta http-equiv="refresh" content="0;url=https://exemplo.invalid/"></html>';

describe('a stored file is what its bytes say', () => {
  it.each([
    ['a PNG', new Uint8Array(PNG), 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ["a JPEG with a camera's trailer after EOI", bytes([...JPEG], 'SEFHtrailer'), 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
    ['a PDF', PDF, 'application/pdf'],
  ])('%s is told by its structure', (_name, file, type) => {
    expect(sniffStoredFile(file)).toBe(type);
  });

  it.each([
    ['a page behind the PNG signature', bytes([...PNG.subarray(0, 8)], PAGE)],
    ['a page after a whole PNG', bytes([...PNG], PAGE)],
    [
      'a PNG whose IHDR checksum is wrong',
      new Uint8Array([...PNG].map((b, i) => (i === 29 ? b ^ 1 : b))),
    ],
    ['a page behind the JPEG marker', bytes([0xff, 0xd8, 0xff, 0xe0], PAGE)],
    ['a JPEG that never ends', JPEG.subarray(0, JPEG.length - 2)],
    ['a JPEG with no frame before its scan', bytes([0xff, 0xd8], [0xff, 0xda, 0, 2], [0xff, 0xd9])],
    ['a RIFF of another size', bytes([...WEBP], PAGE)],
    ['a page', bytes(PAGE)],
  ])('%s is none of them', (_name, file) => {
    expect(sniffStoredFile(file)).toBeNull();
  });

  it('takes a CSV only where one is expected, and a picture only as PNG or JPEG', () => {
    const csv = bytes('cpf;nome\n52998224725;Maria\n');
    expect(sniffStoredFile(csv)).toBeNull();
    expect(sniffStoredFile(csv, ['text/csv'])).toBe('text/csv');
    expect(sniffStoredFile(bytes(PAGE), ['text/csv'])).toBeNull();
    expect(sniffStoredFile(WEBP, PICTURE_TYPES)).toBeNull();
    expect(sniffStoredFile(PDF, PICTURE_TYPES)).toBeNull();
  });
});
