/**
 * The before-paint script as the page carries it: inline.ts bundled into one minified IIFE, and
 * the CSP source that allows exactly that text. Run at build (prerender.ts) and by
 * `npm run generate` (scripts/cspHashes.ts); Node only.
 */
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** The CSP source that allows exactly this inline script: `'sha256-…'`. */
export const scriptHash = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** What a static host's and the sandbox's CSP read: the sources each directive adds. */
export interface CspHashes {
  'script-src': string[];
}

/** The file both the build (in the app's dist) and deploy/ keep the hashes in. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** The hashes file's text (one format for the build's copy and deploy/'s). */
export const cspHashesJson = (hashes: CspHashes) => `${JSON.stringify(hashes, null, 2)}\n`;

/**
 * inline.ts as the page's inline script, with its hash. The same esbuild (package-lock.json) and
 * options give the same bytes, so the hash computed here at build, by `npm run generate` and by
 * the tests agree.
 */
export async function bundleBeforePaintScript(): Promise<{ code: string; hash: string }> {
  const result = await build({
    stdin: {
      contents: "import { beforePaint } from './inline';\nbeforePaint();\n",
      resolveDir: here,
      loader: 'ts',
      sourcefile: 'beforePaintEntry.ts',
    },
    // The repository's paths (@portal/contracts) and compiler settings.
    tsconfig: join(here, '../../../../tsconfig.json'),
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trim();
  if (/<\/script/i.test(code)) throw new Error('the before-paint script would end its own tag');
  return { code, hash: scriptHash(code) };
}
