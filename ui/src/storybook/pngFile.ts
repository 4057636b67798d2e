const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A file whose bytes start like a PNG's (pickers check content, not names), `bytes` long in all;
 * `type` and `name` as given, so a story can also make a PNG named .gif.
 */
export function pngFile(name: string, bytes = 10 * 1024, type = 'image/png'): File {
  const content = new Uint8Array(Math.max(bytes, PNG_SIGNATURE.length));
  content.set(PNG_SIGNATURE);
  return new File([content], name, { type });
}
