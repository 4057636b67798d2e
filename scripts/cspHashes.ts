/**
 * `npm run generate` (scripts/generate.mjs): the CSP hash of the portal's before-paint script for
 * a static host. Bundles the script as the build does (ui/src/app/first-paint/inlineScript.ts),
 * writes its hash to deploy/csp-hashes.json (which the sandbox's staticHostCsp reads) and into
 * the script-src of deploy/nginx.conf and deploy/Caddyfile. `--check` writes nothing: it prints
 * each of those files that differs from what it would write, and fails if any does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundleBeforePaintScript,
  CSP_HASHES_FILE,
  cspHashesJson,
} from '../ui/src/app/first-paint/inlineScript.ts';

const deploy = fileURLToPath(new URL('../deploy/', import.meta.url));
const check = process.argv.includes('--check');

/** The hash sources of a CSP's script-src, replaced by `hashes` (one or more, in order). */
const HASH_SOURCES = /(script-src [^;"]*?)(?: 'sha256-[\w+/=]+')+/g;
function withScriptHashes(config: string, hashes: string[]): string {
  return config.replace(HASH_SOURCES, (_whole, before: string) => `${before} ${hashes.join(' ')}`);
}

const { hash } = await bundleBeforePaintScript();
const hashes = [hash];
const wanted = new Map<string, string>([
  [CSP_HASHES_FILE, cspHashesJson({ 'script-src': hashes })],
]);
for (const config of ['nginx.conf', 'Caddyfile']) {
  const text = readFileSync(join(deploy, config), 'utf8');
  if (!new RegExp(HASH_SOURCES.source).test(text))
    throw new Error(`deploy/${config} has no script-src hash to replace`);
  wanted.set(config, withScriptHashes(text, hashes));
}

const read = (file: string) => {
  try {
    return readFileSync(join(deploy, file), 'utf8');
  } catch {
    return null;
  }
};
const drifted = [...wanted].filter(([file, text]) => read(file) !== text).map(([file]) => file);
if (check) {
  for (const file of drifted) console.log(join('deploy', file));
  process.exit(drifted.length ? 1 : 0);
}
for (const file of drifted) writeFileSync(join(deploy, file), wanted.get(file)!);
