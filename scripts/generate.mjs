#!/usr/bin/env node
/**
 * `npm run generate`: regenerates the contract's typed code (openapi-typescript for every
 * contracts/openapi/*.yaml; graphql-codegen when contracts/codegen.ts exists) and the bundled
 * typeface's files (scripts/subsetFonts.ts).
 * `--check`: generates into a temporary folder and fails if the committed code differs (drift).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const check = process.argv.includes('--check');
const committed = 'contracts/src/generated';
const out = check ? mkdtempSync(join(tmpdir(), 'generated-')) : committed;

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    console.error(`[generate] ${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => join('node_modules', '.bin', name);

for (const file of readdirSync('contracts/openapi')
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()) {
  const name = file.replace(/\.ya?ml$/, '');
  run(bin('openapi-typescript'), [join('contracts/openapi', file), '-o', join(out, `${name}.ts`)]);
}
if (existsSync('contracts/codegen.ts')) {
  run(bin('graphql-codegen'), ['--config', 'contracts/codegen.ts', '--silent'], {
    GENERATED_DIR: out,
  });
}

// The bundled typeface, cut to the characters of ui/src/theme/fontSubset.ts.
const fontsCommitted = 'ui/src/theme/fonts';
const fontsOut = check ? mkdtempSync(join(tmpdir(), 'fonts-')) : fontsCommitted;
run('node', ['--import', 'tsx', 'scripts/subsetFonts.ts', fontsOut]);

if (!check) {
  console.log(`[generate] ${committed} and ${fontsCommitted} regenerated`);
  process.exit(0);
}

/** Every file under `dir`, relative to it. */
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
}
const before = files(committed);
const after = files(out);
const drift = [];
for (const f of new Set([...before, ...after])) {
  const a = existsSync(join(committed, f)) ? readFileSync(join(committed, f), 'utf8') : null;
  const b = existsSync(join(out, f)) ? readFileSync(join(out, f), 'utf8') : null;
  if (a !== b) drift.push(join(committed, f));
}
for (const f of new Set([...files(fontsCommitted), ...files(fontsOut)])) {
  const a = existsSync(join(fontsCommitted, f)) ? readFileSync(join(fontsCommitted, f)) : null;
  const b = existsSync(join(fontsOut, f)) ? readFileSync(join(fontsOut, f)) : null;
  if (!a || !b || !a.equals(b)) drift.push(join(fontsCommitted, f));
}
rmSync(out, { recursive: true, force: true });
rmSync(fontsOut, { recursive: true, force: true });
if (drift.length) {
  console.error(
    `[generate] generated code drifted from its source; run \`npm run generate\` and commit:\n  ${drift.map((d) => relative('.', d)).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `[generate] generated code matches its source (${after.length} files and the typeface)`,
);
