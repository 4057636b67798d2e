import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The module specifiers a source imports or re-exports, type-only ones included. */
const specifiers = (source: string) =>
  [
    ...source.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);

describe('the db', () => {
  it('never imports the seed: the seed imports the db types, and is handed in with setSeed', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const seedImports = files.flatMap((file) =>
      specifiers(readFileSync(join(here, file), 'utf8'))
        .filter((specifier) => /(^|\/)seed(\/|$)/.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(files).toContain('types.ts');
    expect(seedImports).toEqual([]);
  });
});
