/**
 * Starts the sandbox (./main.ts) from one bundle of its sources, built by esbuild, instead of
 * compiling each module as it loads through tsx (about 1.5 s at every start). Packages stay
 * outside the bundle, so Node loads them as usual, but for @mswjs/data and the packages only it
 * uses: it requires the whole of date-fns and lodash, about 450 files that took 0.5 s to load one
 * by one. Packages our code shares with it (graphql, msw) stay outside, so there is one of each.
 *
 * The bundle is rebuilt (about 0.3 s) only when one of its sources changed since it was built:
 * its manifest lists each source's size and modification time. It is named by its content,
 * written whole and renamed into place, so sandboxes started at the same time never read one
 * another's half-written file. It sits three folders deep, like the sources, so their paths
 * relative to `import.meta.url` (the contract's files, the data dir) still point at the same
 * files. Stack traces point at the sources (inline source map).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, 'mocks', '.build', 'sandbox');
const manifestFile = join(outDir, 'manifest.json');
const OLD_MS = 60 * 60 * 1000;
/** Packages bundled in: @mswjs/data and what only it requires. Our workspaces are sources. */
const BUNDLED =
  /^(@portal\/|@mswjs\/data(\/|$)|(date-fns|lodash|@babel\/runtime|md5|crypt|charenc|is-buffer|pluralize|outvariant)(\/|$))/;

const stamp = (file) => {
  try {
    const { size, mtimeMs } = statSync(join(root, file));
    return `${size}:${mtimeMs}`;
  } catch {
    return 'gone';
  }
};

/** The bundle of the sources as they are now, if one was built from exactly them. */
function current() {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const file = join(outDir, manifest.bundle);
    const same = Object.entries(manifest.inputs).every(([input, was]) => stamp(input) === was);
    return same && existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/** Writes a file whole under its name: another start never sees half of it. */
function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

async function rebuild() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'mocks/src/sandbox/main.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS code requires the packages left outside: give it Node's require.
    banner: {
      js: "import { createRequire as __sandboxRequire } from 'node:module'; const require = __sandboxRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'packages-outside',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            BUNDLED.test(path) ? undefined : { path, external: true },
          );
        },
      },
    ],
    sourcemap: 'inline',
    sourcesContent: false,
    metafile: true,
    write: false,
    outfile: join(outDir, 'main.mjs'),
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const name = `main-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  mkdirSync(outDir, { recursive: true });
  writeWhole(join(outDir, name), code);
  // This file too: a change to how the bundle is made makes it again.
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), 'mocks/src/sandbox/run.mjs'].map((input) => [
      input,
      stamp(input),
    ]),
  );
  writeWhole(manifestFile, JSON.stringify({ bundle: name, inputs }));
  // Bundles of older sources go once nobody can still be about to load them.
  for (const other of readdirSync(outDir))
    if (other !== name && other.startsWith('main-'))
      try {
        if (Date.now() - statSync(join(outDir, other)).mtimeMs > OLD_MS)
          rmSync(join(outDir, other), { force: true });
      } catch {
        // removed meanwhile by another start
      }
  return join(outDir, name);
}

const bundle = current() ?? (await rebuild());
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
