import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  drawingChangesSince,
  readRecord,
  verdict,
  writeRecord,
  type BrowserBuild,
} from './browserBuild.ts';
import { CHANGES, PICTURES, REPORT } from './paths.ts';
import { reviewPage, type VisualChange } from './reviewPage.ts';
import { PINNED_PACKAGE } from '../../scripts/pinnedChromium.ts';

const jsonFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];

/**
 * Writes the review page from the changes the tests recorded (none: a page that says so), and what
 * the run says of the browser build (.reports/visual/browser.json, for `npm test`'s summary). After
 * every picture was taken again, records the build that took them.
 */
export default function globalTeardown() {
  const changes: VisualChange[] = jsonFiles(CHANGES).map(
    (file) => JSON.parse(readFileSync(`${CHANGES}${file}`, 'utf8')) as VisualChange,
  );
  const pictures = jsonFiles(PICTURES).reduce(
    (sum, file) => sum + (JSON.parse(readFileSync(`${PICTURES}${file}`, 'utf8')) as number),
    0,
  );
  const running = JSON.parse(process.env.VISUAL_BROWSER!) as BrowserBuild;
  const updatingAll = process.env.VISUAL_UPDATE === '1' && !process.env.VISUAL_STORIES;
  if (updatingAll && pictures) writeRecord(running);
  const recorded = readRecord();
  // Pictures that differ (not a story that did not finish, nor text outside the typeface).
  const changedPictures = changes.filter((change) => change.actual).length;
  const { cause, lines } = verdict({
    recorded,
    running,
    changedPictures,
    pictures,
    drawing: recorded?.browser === running.browser ? null : drawingChangesSince(PINNED_PACKAGE),
  });
  mkdirSync(REPORT, { recursive: true });
  writeFileSync(
    `${REPORT}browser.json`,
    JSON.stringify({ recorded, running, cause, lines, pictures, changedPictures }, null, 2),
  );
  writeFileSync(`${REPORT}index.html`, reviewPage(changes, new Date().toISOString(), lines));
  for (const line of lines) console.log(`[visual] ${line}`);
  if (changes.length)
    console.log(`[visual] ${changes.length} changed picture(s): ${REPORT}index.html`);
}
