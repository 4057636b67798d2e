#!/usr/bin/env node
/**
 * `npm run generate`: regenerates the contract's typed code (openapi-typescript for every
 * contracts/openapi/*.yaml; graphql-codegen when contracts/codegen.ts exists), the bundled
 * typeface's files (scripts/subsetFonts.ts), the seed's pictures (scripts/seedPictures.ts) and the
 * before-paint script's CSP hash in deploy/ (scripts/cspHashes.ts).
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
// The JSON request bodies' schemas as data, for the checks before any work (contracts/src/bodyRules.ts).
run('node', ['scripts/requestBodies.mjs', out]);
if (existsSync('contracts/codegen.ts')) {
  run(bin('graphql-codegen'), ['--config', 'contracts/codegen.ts', '--silent'], {
    GENERATED_DIR: out,
  });
}

// The bundled typeface, cut to the characters of ui/src/theme/fontSubset.ts.
const fontsCommitted = 'ui/src/theme/fonts';
const fontsOut = check ? mkdtempSync(join(tmpdir(), 'fonts-')) : fontsCommitted;
run('node', ['--import', 'tsx', 'scripts/subsetFonts.ts', fontsOut]);

// The seed's pictures, drawn in flat colours (PNG, base64 in a module the seed imports).
const picturesCommitted = 'mocks/src/seed/generated';
const picturesOut = check ? mkdtempSync(join(tmpdir(), 'pictures-')) : picturesCommitted;
run('node', ['--import', 'tsx', 'scripts/seedPictures.ts', picturesOut]);

// The before-paint script's CSP hash for a static host: deploy/csp-hashes.json, nginx.conf and
// Caddyfile (in --check mode, the files that differ are listed instead).
const csp = spawnSync(
  'node',
  ['--import', 'tsx', 'scripts/cspHashes.ts', ...(check ? ['--check'] : [])],
  {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
if (csp.status !== 0 && !(check && csp.status === 1 && csp.stdout.trim())) {
  process.stdout.write(csp.stdout);
  console.error('[generate] scripts/cspHashes.ts failed');
  process.exit(csp.status ?? 1);
}

if (!check) {
  console.log(
    `[generate] ${committed}, ${fontsCommitted}, ${picturesCommitted} and deploy's CSP hashes regenerated`,
  );
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
/** The files of `generated` that differ from (or are missing in) `kept`, byte for byte. */
function drifted(kept, generated) {
  const read = (dir, f) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f)) : null);
  return [...new Set([...files(kept), ...files(generated)])]
    .filter((f) => {
      const [a, b] = [read(kept, f), read(generated, f)];
      return !a || !b || !a.equals(b);
    })
    .map((f) => join(kept, f));
}
const drift = [
  ...drifted(committed, out),
  ...drifted(fontsCommitted, fontsOut),
  ...drifted(picturesCommitted, picturesOut),
  ...csp.stdout.split('\n').filter(Boolean),
];
const generatedFiles = files(out).length;
rmSync(out, { recursive: true, force: true });
rmSync(fontsOut, { recursive: true, force: true });
rmSync(picturesOut, { recursive: true, force: true });
if (drift.length) {
  console.error(
    `[generate] generated code drifted from its source; run \`npm run generate\` and commit:\n  ${drift.map((d) => relative('.', d)).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `[generate] generated code matches its source (${generatedFiles} files, the typeface, the seed pictures and deploy's CSP hashes)`,
);
