/**
 * Playwright's global teardown: the run fails when a page of the sandbox broke its
 * Content-Security-Policy. Browsers report every violation to the sandbox (report-uri), which
 * keeps them in its data folder (mocks/src/sandbox/security.ts); no spec has to listen for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function cspTeardown(): void {
  // An outside server (E2E_BASE_URL) keeps its reports to itself.
  if (process.env.E2E_BASE_URL) return;
  const port = process.env.E2E_PORT ?? '4180';
  const file = fileURLToPath(
    new URL(`../.sandbox-data/e2e-${port}/csp-violations.ndjson`, import.meta.url),
  );
  if (!existsSync(file)) return;
  const violations = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  if (!violations.length) return;
  const lines = violations.map((line) => {
    const report = JSON.parse(line) as Record<string, string>;
    return `  ${report['document-uri']}: ${report['violated-directive']} blocked ${report['blocked-uri']}`;
  });
  throw new Error(
    `The pages broke their Content-Security-Policy ${violations.length} time(s):\n${lines.join('\n')}`,
  );
}
