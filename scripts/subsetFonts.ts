/**
 * Writes the bundled typeface's files: @fontsource's Latin Raleway, 400 and 700, cut to the
 * characters of ui/src/theme/fontSubset.ts (subset-font: HarfBuzz's hb-subset, which keeps the
 * OpenType features and the hinting). Called by `npm run generate` (scripts/generate.mjs), into
 * the folder given as its argument.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { FONT_CHARACTERS } from '../ui/src/theme/fontSubset.ts';

const FONT_WEIGHTS = ['400', '700'] as const;
/**
 * The OpenType features kept: those a browser applies to Latin text by itself (HarfBuzz's default
 * shaping features), and the figures CSS asks for (`font-variant-numeric: tabular-nums`, lining).
 * Raleway's stylistic sets, swashes, alternates, fractions and small figures are never asked for,
 * and kept only the glyphs they reach.
 */
const FONT_FEATURES = [
  ...['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn'],
  ...['tnum', 'lnum'],
];

const require = createRequire(import.meta.url);
const out = process.argv[2] ?? 'ui/src/theme/fonts';
mkdirSync(out, { recursive: true });
for (const weight of FONT_WEIGHTS) {
  const source = readFileSync(
    require.resolve(`@fontsource/raleway/files/raleway-latin-${weight}-normal.woff2`),
  );
  const subset = await subsetFont(source, FONT_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: FONT_FEATURES,
    noHinting: true,
  });
  writeFileSync(join(out, `raleway-pt-${weight}.woff2`), subset);
}
