import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import madge from 'madge';
import { afterAll, describe, expect, it } from 'vitest';

/** The import-cycle rule: no module of the workspace imports itself back, type-only imports included. */
const SOURCES = [
  'contracts/src',
  'contracts/conformance',
  'mocks/src',
  'ui/src',
  'apps/portal/src',
  'apps/panel/src',
  'apps/gerencial/src',
];

const cycles = async (paths: string[], baseDir?: string) => {
  const graph = await madge(paths, {
    baseDir,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: 'tsconfig.json',
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
};

describe('import cycles', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('the checker finds a cycle made only of type imports', async () => {
    writeFileSync(join(scratch, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
    writeFileSync(join(scratch, 'b.ts'), "import type { A } from './a';\nexport type B = A | 1;\n");
    writeFileSync(join(scratch, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
    expect(await cycles([scratch], scratch)).toEqual([['a.ts', 'b.ts']]);
  });

  // madge parses the whole workspace: ~15 s alone on 2 cores, over 30 s beside other test files.
  it('the workspace has none', async () => {
    expect(await cycles(SOURCES)).toEqual([]);
  }, 90_000);
});
