import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_CHARACTERS } from './fontSubset';

/**
 * Characters the sources use that Raleway's Latin file never had: arrows, box drawing and signs in
 * comments. No screen draws them (a triangle or a check mark is an SVG icon); the visual review
 * fails a picture whose text holds a character the subset lacks (.storybook/visual/typeface.ts).
 */
const NOT_IN_RALEWAY = new Set([...'→≈≥─']);

/**
 * Every .ts/.tsx file under the folders the apps' text comes from (screens, stories, apps, seed
 * data); tests left out (they type odd input on purpose).
 */
function sources(): string[] {
  const roots = ['ui/src', 'mocks/src', ...readdirSync('apps').map((app) => `apps/${app}/src`)];
  return roots.flatMap((root) => {
    try {
      return readdirSync(root, { recursive: true })
        .map(String)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(root, file));
    } catch {
      return [];
    }
  });
}

describe('the typeface subset', () => {
  it('keeps every character the screens, apps and seed data write', () => {
    const kept = new Set(FONT_CHARACTERS);
    const missing = new Map<string, string>();
    for (const file of sources())
      for (const character of readFileSync(file, 'utf8'))
        if (character > '~' && !kept.has(character) && !NOT_IN_RALEWAY.has(character))
          missing.set(character, file);
    // A new character (an n with a tilde, a superscript two) goes into fontSubset.ts, then
    // `npm run generate`.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('has the printable ASCII and the Portuguese letters, once each', () => {
    for (const character of ' ~AZaz09ãçéêíóõúÁÇÉÕÚ–…') expect(FONT_CHARACTERS).toContain(character);
    expect(new Set(FONT_CHARACTERS).size).toBe(FONT_CHARACTERS.length);
  });
});
