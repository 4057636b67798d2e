// @vitest-environment node
/**
 * The before-paint script as the build bundles it (esbuild runs in Node, not in jsdom), and the
 * hash a static host's CSP names for it: deploy/csp-hashes.json, deploy/nginx.conf and
 * deploy/Caddyfile (`npm run generate` writes them). A change to the script without them would
 * leave a static host's pages without it: the CSP blocks an inline script it has no hash for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleBeforePaintScript, CSP_HASHES_FILE, cspHashesJson } from './inlineScript';

const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

describe('the bundled before-paint script', () => {
  it('is one minified function with nothing left to import', async () => {
    const { code } = await bundleBeforePaintScript();
    expect(code).toMatch(/^(?:"use strict";)?\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    expect(code.split('\n')).toHaveLength(1);
  });

  it('is the script deploy/ allows by its hash (npm run generate)', async () => {
    const { hash } = await bundleBeforePaintScript();
    expect(read(`deploy/${CSP_HASHES_FILE}`)).toBe(cspHashesJson({ 'script-src': [hash] }));
    // The page's policy: the default of the nginx map that picks it by content type.
    const nginx =
      /map \$sent_http_content_type \$page_csp \{\s*default "([^"]+)"/.exec(
        read('deploy/nginx.conf'),
      )?.[1] ?? '';
    expect(nginx).toMatch(new RegExp(`script-src [^;]* ${escape(hash)}(;| )`));
    const caddy =
      /header Content-Security-Policy "([^"]+)"/.exec(read('deploy/Caddyfile'))?.[1] ?? '';
    expect(caddy).toMatch(new RegExp(`script-src [^;]* ${escape(hash)}(;| )`));
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
