/**
 * Picture comparison of the visual review: pixelmatch (the comparison Playwright and Vitest use
 * too) over PNGs decoded by pngjs (which reads the baselines' palettes too). A pixel counts as
 * changed past pixelmatch's colour `threshold` (anti-aliasing is told apart and not counted); a
 * picture changed past `maxDiffPixels` of them, or past `faintMaxDiffPixels` faint ones.
 */
import { constants, crc32, deflateSync, inflateSync } from 'node:zlib';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import UPNG from 'upng-js';

export interface Tolerance {
  /** Per-pixel colour distance, 0–1 (pixelmatch's YIQ threshold). */
  threshold: number;
  /** Changed pixels a picture may have and still count as the same. */
  maxDiffPixels: number;
  /** A finer colour distance, for faint changes (a light tint where the page's background was). */
  faintThreshold: number;
  /** Pixels past `faintThreshold` a picture may have and still count as the same. */
  faintMaxDiffPixels: number;
}

/**
 * Small enough that a theme token (a colour, a spacing, a radius) changes many more pixels; large
 * enough for what a browser build draws on its own: a glyph's sub-pixel rendering, a textarea's
 * resize grip (about 40 px, Chromium 150 against 14x) or a caret (1 × 18 px). The visual run hides
 * grips and carets (visual.spec.ts); this is the second line, for a picture taken without it.
 * Anti-aliasing is told apart by pixelmatch and never counted.
 *
 * A light tint in place of the page's background (#f5f7fa → the theme's primaryLight, #dbe8fb) is
 * a colour distance of 0.07, under `threshold`: a whole 811 × 455 px box of it went unnoticed. So a
 * faint change counts too, when it covers a large area: at 0.05 the baselines' 256-colour palette
 * (compactPng) moves at most 412 pixels of a picture (light text over a picture, measured over
 * the whole review), and a tinted box or background moves thousands.
 */
export const TOLERANCE: Tolerance = {
  threshold: 0.1,
  maxDiffPixels: 64,
  faintThreshold: 0.05,
  faintMaxDiffPixels: 2000,
};

export interface Comparison {
  changed: boolean;
  diffPixels: number;
  /** What changed, for people: the size, or the count of pixels. */
  reason: string;
  /** The diff image (changed pixels in red over a faded copy), when something changed. */
  diff?: Buffer;
}

/** Pads a picture to a size with a neutral colour (a taller page still compares). */
function padded(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  out.data.fill(0xff);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

export function compareScreenshots(
  baseline: Buffer,
  actual: Buffer,
  tolerance: Tolerance = TOLERANCE,
): Comparison {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  // Most pictures are the same to the byte once decoded: no need for the per-pixel comparison.
  if (a.width === b.width && a.height === b.height && a.data.equals(b.data))
    return { changed: false, diffPixels: 0, reason: '0 px diferentes' };
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const before = padded(a, width, height).data;
  const after = padded(b, width, height).data;
  let diff = new PNG({ width, height });
  let diffPixels = pixelmatch(before, after, diff.data, width, height, {
    threshold: tolerance.threshold,
  });
  const resized = a.width !== b.width || a.height !== b.height;
  let changed = resized || diffPixels > tolerance.maxDiffPixels;
  let faint = false;
  if (!changed) {
    const faintDiff = new PNG({ width, height });
    const faintPixels = pixelmatch(before, after, faintDiff.data, width, height, {
      threshold: tolerance.faintThreshold,
    });
    if (faintPixels > tolerance.faintMaxDiffPixels) {
      [changed, faint, diff, diffPixels] = [true, true, faintDiff, faintPixels];
    }
  }
  const reason = resized
    ? `tamanho ${a.width}×${a.height} → ${b.width}×${b.height}, ${diffPixels} px diferentes`
    : `${diffPixels} px diferentes${faint ? ' (cor suave)' : ''}`;
  return { changed, diffPixels, reason, diff: changed ? PNG.sync.write(diff) : undefined };
}

/**
 * A screenshot as it is committed: a 256-colour palette PNG (upng-js), about a third of the
 * screenshot's size. A screen has a few thousand colours, nearly all shades of anti-aliased text,
 * so the palette moves a pixel by much less than pixelmatch's threshold: measured on 30 baselines,
 * 0 or 1 pixel per picture counts as changed against the screenshot it came from.
 */
export function compactPng(png: Buffer): Buffer {
  const { data, width, height } = PNG.sync.read(png);
  const rgba = data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  return recompressed(Buffer.from(UPNG.encode([rgba], width, height, 256)));
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The same PNG with its image data deflated again at zlib's highest level (upng-js uses a faster
 * one): the same pixels, about 6 % fewer bytes, which keeps the baselines under their budget.
 * Returns the input when that is not smaller.
 */
export function recompressed(png: Buffer): Buffer {
  const parts: Buffer[] = [png.subarray(0, 8)];
  const image: Buffer[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (type === 'IDAT') {
      image.push(data);
      continue;
    }
    // The image data, as one chunk, goes where the last ends: right before IEND.
    if (type === 'IEND') {
      const raw = inflateSync(Buffer.concat(image));
      const data = deflateSync(raw, {
        level: 9,
        memLevel: 9,
        strategy: constants.Z_DEFAULT_STRATEGY,
      });
      parts.push(pngChunk('IDAT', data));
    }
    parts.push(pngChunk(type, data));
  }
  const out = Buffer.concat(parts);
  return out.length < png.length ? out : png;
}
