/**
 * The visual review's browser, pinned by the lockfile: the Chromium build that the npm package
 * @sparticuz/chromium ships inside its tarball (a headless shell for x64 Linux, brotli-compressed),
 * so every machine that installs the lockfile draws the pictures with the same build, whatever
 * Debian's `chromium` is today (docs/decisions/0001-pinned-browser-for-pictures.md).
 *
 * The package's JavaScript is not used (it targets serverless hosts and Node 22): its `bin/` files
 * are unpacked once into node_modules/.cache/pinned-chromium/<version>/ with Node's brotli and
 * Debian's tar. The browser gets its own libraries (NSS, from the same package) and a fontconfig
 * that knows only the package's fonts (Open Sans), so no font installed on the machine can reach
 * a picture; the screens' own text is in the bundled Raleway (the visual review checks it).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const PINNED_PACKAGE = '@sparticuz/chromium';
const PACKAGE_DIR = `${ROOT}node_modules/${PINNED_PACKAGE}/`;

export interface PinnedChromium {
  executablePath: string;
  /** The environment the browser needs: its libraries and its fontconfig. */
  env: Record<string, string>;
  /** "@sparticuz/chromium@153.0.0". */
  source: string;
}

/** Why the pinned browser cannot run here, or null when it can. */
export function pinnedUnavailable(): string | null {
  if (platform() !== 'linux' || arch() !== 'x64')
    return `${PINNED_PACKAGE} ships a Chromium for x64 Linux only (this is ${platform()}/${arch()})`;
  if (!existsSync(`${PACKAGE_DIR}package.json`))
    return `${PINNED_PACKAGE} is not installed (npm ci installs it)`;
  return null;
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(`${PACKAGE_DIR}package.json`, 'utf8')) as { version: string })
    .version;
}

/** Unpacks one of the package's `bin/*.tar.br` archives into `dir`. */
function untar(archive: string, dir: string): void {
  const tar = spawnSync('tar', ['-x', '-C', dir], {
    input: brotliDecompressSync(readFileSync(`${PACKAGE_DIR}bin/${archive}`)),
    maxBuffer: 1 << 30,
  });
  if (tar.status !== 0) throw new Error(`tar of ${archive} failed: ${tar.stderr?.toString()}`);
}

/**
 * The pinned browser, unpacked on first use (about 10 s; 220 MB on disk). Several processes may
 * ask at once (Playwright loads its config in each worker): each unpacks into its own folder and
 * the first rename wins.
 */
export function pinnedChromium(): PinnedChromium {
  const why = pinnedUnavailable();
  if (why) throw new Error(why);
  const version = packageVersion();
  const home = `${ROOT}node_modules/.cache/pinned-chromium/${version}`;
  const dir = `${home}/`;
  if (!existsSync(`${dir}chromium`)) {
    const work = `${home}.${process.pid}.tmp/`;
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    writeFileSync(
      `${work}chromium`,
      brotliDecompressSync(readFileSync(`${PACKAGE_DIR}bin/chromium.br`)),
    );
    chmodSync(`${work}chromium`, 0o755);
    // NSS and expat for the browser (lib/), and the package's fonts (fonts/).
    untar('al2023.tar.br', work);
    untar('fonts.tar.br', work);
    // Only the package's fonts: not /etc/fonts, not the machine's.
    writeFileSync(
      `${work}fonts.conf`,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}fonts</dir>\n  <cachedir>${dir}fontconfig-cache</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(work, home);
    } catch (error) {
      // Another process got there first: its copy is the same.
      rmSync(work, { recursive: true, force: true });
      if (!existsSync(`${dir}chromium`)) throw error;
    }
  }
  return {
    executablePath: `${dir}chromium`,
    env: {
      FONTCONFIG_FILE: `${dir}fonts.conf`,
      LD_LIBRARY_PATH: [`${dir}lib`, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    },
    source: `${PINNED_PACKAGE}@${version}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pinned = pinnedChromium();
  console.log(`${pinned.source}: ${pinned.executablePath}`);
}
