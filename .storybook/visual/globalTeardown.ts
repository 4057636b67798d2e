import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CHANGES, REPORT } from './paths.ts';
import { reviewPage, type VisualChange } from './reviewPage.ts';

/** Writes the review page from the changes the tests recorded (none: a page that says so). */
export default function globalTeardown() {
  const changes: VisualChange[] = existsSync(CHANGES)
    ? readdirSync(CHANGES)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(`${CHANGES}${file}`, 'utf8')) as VisualChange)
    : [];
  mkdirSync(REPORT, { recursive: true });
  writeFileSync(`${REPORT}index.html`, reviewPage(changes, new Date().toISOString()));
  if (changes.length)
    console.log(`[visual] ${changes.length} changed picture(s): ${REPORT}index.html`);
}
