/**
 * Libraries that must stay out of some bundles, found by strings their code always carries:
 * victory (the charts), react-easy-crop (the image cropper) and firebase (the realtime database).
 * The portal ships no cropper or firebase, and the charts only in lazy chunks of its public dashboard
 * (never on / or /solicitacoes); `npm run bench` reports which app has which, and the portal's
 * end-to-end suite (apps/portal/e2e/bundle.spec.ts) fails otherwise.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIBRARY_MARKERS = {
  victory: /\bVictory(?:Chart|Line|Axis|Label|Container|Tooltip)\b/,
  'react-easy-crop': /reactEasyCrop_/,
  firebase: /@firebase\/|firebaseio\.com/,
};

/** Every .js file under a folder (recursively). */
function jsFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** `{ library: [files…] }` for each marked library found in a built app's JavaScript. */
export function scanForLibraries(distDir) {
  const found = {};
  for (const file of jsFiles(distDir)) {
    const code = readFileSync(file, 'utf8');
    for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
      if (marker.test(code)) (found[library] ??= []).push(file);
    }
  }
  return found;
}
