/**
 * What scripts a Playwright page loaded (the apps' bundle e2e tests): each file's gzip size and
 * which heavy libraries (scripts/bundleMarkers.mjs) it carries.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { LIBRARY_MARKERS } from './bundleMarkers.mjs';

export function recordScripts(page: Page) {
  const loaded: { file: string; gzip: number; libraries: string[] }[] = [];
  // Reading a body is asynchronous: a script can have arrived before its entry is pushed, so the
  // tests wait for every pending read (settled) before they look.
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .catch(() => null)
        .then((body) => {
          if (!body) return;
          const code = body.toString('utf8');
          loaded.push({
            file: response.url().split('/').pop()!,
            gzip: gzipSync(body).length,
            libraries: Object.entries(LIBRARY_MARKERS)
              .filter(([, marker]) => marker.test(code))
              .map(([library]) => library),
          });
        }),
    );
  });
  return {
    loaded,
    settled: () => Promise.all(pending),
    totalKb: () => loaded.reduce((sum, file) => sum + file.gzip, 0) / 1024,
    libraries: () => new Set(loaded.flatMap((file) => file.libraries)),
    report: () =>
      loaded
        .sort((a, b) => b.gzip - a.gzip)
        .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB ${f.libraries.join(',')}`)
        .join('\n'),
  };
}
