import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import UPNG from 'upng-js';
import { compactPng, compareScreenshots, recompressed, TOLERANCE } from './compare.ts';

/** A 40×20 picture: white, with a 10×10 square of `color` at (5, 5). */
function picture(color: [number, number, number], size = { width: 40, height: 20 }): Buffer {
  const png = new PNG(size);
  png.data.fill(0xff);
  for (let y = 5; y < 15; y++)
    for (let x = 5; x < 15; x++) {
      const i = (y * size.width + x) * 4;
      png.data.set([...color, 0xff], i);
    }
  return PNG.sync.write(png);
}

const PRIMARY = [0x13, 0x51, 0xb4] as [number, number, number];

describe('compareScreenshots', () => {
  it('the same picture is unchanged', () => {
    const result = compareScreenshots(picture(PRIMARY), picture(PRIMARY));
    expect(result).toMatchObject({ changed: false, diffPixels: 0 });
    expect(result.diff).toBeUndefined();
  });

  it('a changed colour token (the primary blue, a little darker) is a change, with a diff', () => {
    const result = compareScreenshots(picture(PRIMARY), picture([0x07, 0x1d, 0x41]));
    expect(result.changed).toBe(true);
    expect(result.diffPixels).toBe(100);
    expect(result.reason).toBe('100 px diferentes');
    const diff = PNG.sync.read(result.diff!);
    expect([diff.width, diff.height]).toEqual([40, 20]);
  });

  it('a few pixels (sub-pixel glyph rendering) stay within the tolerance', () => {
    const base = PNG.sync.read(picture(PRIMARY));
    const few = PNG.sync.read(picture(PRIMARY));
    for (let x = 20; x < 20 + TOLERANCE.maxDiffPixels; x++) few.data.set([0, 0, 0, 0xff], x * 4);
    const result = compareScreenshots(PNG.sync.write(base), PNG.sync.write(few));
    expect(result).toMatchObject({ changed: false, diffPixels: TOLERANCE.maxDiffPixels });
  });

  /** A page-background picture with a `width` × `height` box of `color`. */
  function tinted(color: [number, number, number], width: number, height: number): Buffer {
    const png = new PNG({ width: 120, height: 80 });
    for (let i = 0; i < 120 * 80; i++) png.data.set([0xf5, 0xf7, 0xfa, 0xff], i * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) png.data.set([...color, 0xff], (y * 120 + x) * 4);
    return PNG.sync.write(png);
  }
  const BACKGROUND = [0xf5, 0xf7, 0xfa] as [number, number, number];
  const PRIMARY_LIGHT = [0xdb, 0xe8, 0xfb] as [number, number, number];

  it('a light tint where the page background was, over a large area, is a change', () => {
    // A colour distance under `threshold`: only the faint comparison sees it.
    const result = compareScreenshots(tinted(BACKGROUND, 60, 40), tinted(PRIMARY_LIGHT, 60, 40));
    expect(result.changed).toBe(true);
    expect(result.diffPixels).toBe(2400);
    expect(result.reason).toBe('2400 px diferentes (cor suave)');
    expect(result.diff).toBeDefined();
  });

  it('the same faint difference over a few hundred pixels (a palette rounding) is not', () => {
    const result = compareScreenshots(tinted(BACKGROUND, 20, 20), tinted(PRIMARY_LIGHT, 20, 20));
    expect(result).toMatchObject({ changed: false, diffPixels: 0 });
  });

  /**
   * A form field as a screen draws it: white page, a 240 × 80 box with a 1 px grey border and a
   * line of "text" (dots of anti-aliased ink), shifted right by `inkShift` of a pixel.
   */
  function field(options: { grip?: boolean; caret?: boolean; inkShift?: number } = {}): PNG {
    const png = new PNG({ width: 300, height: 120 });
    png.data.fill(0xff);
    const set = (x: number, y: number, grey: number) =>
      png.data.set([grey, grey, grey, 0xff], (y * 300 + x) * 4);
    for (let x = 20; x < 260; x++) [20, 99].forEach((y) => set(x, y, 0x88));
    for (let y = 20; y < 100; y++) [20, 259].forEach((x) => set(x, y, 0x88));
    // Ink: twelve dots of radius 3.2, each pixel as dark as the dot covers it (4 × 4 samples).
    const shift = options.inkShift ?? 0;
    for (let y = 40; y < 60; y++)
      for (let x = 30; x < 250; x++) {
        let covered = 0;
        for (let j = 0; j < 4; j++)
          for (let i = 0; i < 4; i++) {
            const [px, py] = [x + (i + 0.5) / 4 - shift, y + (j + 0.5) / 4];
            const dot = Math.round((px - 40) / 17);
            if (dot >= 0 && dot < 12 && (px - 40 - dot * 17) ** 2 + (py - 50) ** 2 <= 3.2 ** 2)
              covered++;
          }
        if (covered) set(x, y, Math.round(0xff - (0xff - 0x1b) * (covered / 16)));
      }
    // Chromium's resize grip: three short diagonal strokes in the box's bottom-right corner.
    if (options.grip)
      for (const length of [4, 8, 12])
        for (let k = 0; k < length; k++)
          for (const dy of [0, 1]) set(257 - k, 97 - length + k + dy, 0x70);
    // A caret after the text: 1 × 18 px.
    if (options.caret) for (let y = 41; y < 59; y++) set(240, y, 0x1b);
    return png;
  }
  const write = (png: PNG) => PNG.sync.write(png);

  it('a resize grip that one build draws and another does not stays within the tolerance', () => {
    const result = compareScreenshots(write(field()), write(field({ grip: true })));
    // About 40 px, as the issue measured between Chromium builds.
    expect(result.diffPixels).toBeGreaterThan(35);
    expect(result.changed).toBe(false);
  });

  it('a caret caught in one picture and not the other stays within the tolerance', () => {
    const result = compareScreenshots(write(field()), write(field({ caret: true })));
    expect(result.diffPixels).toBe(18);
    expect(result.changed).toBe(false);
  });

  it('text anti-aliased differently (the same ink a third of a pixel over) is not a change', () => {
    const base = write(field());
    const shifted = write(field({ inkShift: 0.35 }));
    const raw = PNG.sync.read(base).data;
    const other = PNG.sync.read(shifted).data;
    // The pixels do differ, far more of them than the tolerance's count…
    let differing = 0;
    for (let i = 0; i < raw.length; i += 4) if (raw[i] !== other[i]) differing++;
    expect(differing).toBeGreaterThan(4 * TOLERANCE.maxDiffPixels);
    // …but only as anti-aliasing does.
    expect(compareScreenshots(base, shifted).changed).toBe(false);
  });

  it('a colour change over 2,001 px fails, faint or strong, and names its size', () => {
    // A faint one (the page background to a light tint): 69 × 29 = 2,001 px.
    const faint = compareScreenshots(tinted(BACKGROUND, 69, 29), tinted(PRIMARY_LIGHT, 69, 29));
    expect(faint).toMatchObject({ changed: true, diffPixels: 2001 });
    // A strong one (a primary button gone darker) needs far fewer pixels to count.
    const strong = compareScreenshots(tinted(PRIMARY, 69, 29), tinted([0x07, 0x1d, 0x41], 69, 29));
    expect(strong).toMatchObject({ changed: true, diffPixels: 2001 });
  });

  it('a page that grew is a change, whatever its pixels', () => {
    const taller = picture(PRIMARY, { width: 40, height: 24 });
    const result = compareScreenshots(picture(PRIMARY), taller);
    expect(result.changed).toBe(true);
    expect(result.reason).toMatch(/^tamanho 40×20 → 40×24/);
  });

  it('a compacted baseline (palette) compares equal to the shot it came from', () => {
    // Anti-aliased-like content: a gradient of 1,600 colours.
    const png = new PNG({ width: 40, height: 40 });
    for (let i = 0; i < 1600; i++) png.data.set([i % 256, (i >> 4) % 256, 200, 0xff], i * 4);
    const shot = PNG.sync.write(png);
    const compact = compactPng(shot);
    expect(compareScreenshots(compact, shot).changed).toBe(false);
    expect(compareScreenshots(compact, picture(PRIMARY, { width: 40, height: 40 })).changed).toBe(
      true,
    );
  });

  it('recompressing a baseline keeps every pixel and saves bytes', () => {
    const png = new PNG({ width: 64, height: 64 });
    for (let i = 0; i < 64 * 64; i++) png.data.set([(i * 7) % 256, (i >> 6) * 4, 120, 0xff], i * 4);
    const rgba = png.data.buffer.slice(png.data.byteOffset, png.data.byteOffset + png.data.length);
    const palette = Buffer.from(UPNG.encode([rgba as ArrayBuffer], 64, 64, 256));
    const smaller = recompressed(palette);
    expect(smaller.length).toBeLessThanOrEqual(palette.length);
    expect(PNG.sync.read(smaller).data.equals(PNG.sync.read(palette).data)).toBe(true);
  });
});
