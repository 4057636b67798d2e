import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  drawingChangesSince,
  readRecord,
  verdict,
  writeRecord,
  type BrowserBuild,
} from './browserBuild.ts';
import { BASELINES, CHANGES, PICTURES, REPORT, SHOTS, STORYBOOK_INDEX } from './paths.ts';
import { mergedShots, readShots, writeShots } from './shotRecord.ts';
import { reviewPage, type VisualChange } from './reviewPage.ts';
import { unusedBaselines, visualStories, type FileRecord, type IndexEntry } from './stories.ts';
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
  const records = jsonFiles(PICTURES).map(
    (file) => JSON.parse(readFileSync(`${PICTURES}${file}`, 'utf8')) as FileRecord,
  );
  const pictures = records.reduce((sum, record) => sum + record.taken.length, 0);
  const running = JSON.parse(process.env.VISUAL_BROWSER!) as BrowserBuild;
  const updatingAll = process.env.VISUAL_UPDATE === '1' && !process.env.VISUAL_STORIES;
  if (updatingAll && pictures) writeRecord(running);
  // After a run over every story: a baseline no picture stands for is removed (taking them all
  // again), or named as a failure (the baselines stay what the stories picture).
  const partial = Boolean(process.env.VISUAL_STORIES) || process.env.STORY_CANARY === '1';
  const unused = partial ? [] : unusedOnes(records);
  if (updatingAll) unused.forEach((file) => rmSync(`${BASELINES}${file}`));
  // Taking or confirming pictures records each one's pair (shotRecord.ts); a plain run only
  // says how many it knew by their record.
  const confirmed = Object.assign({}, ...records.map((record) => record.confirmed ?? {}));
  if (process.env.VISUAL_UPDATE === '1' && pictures)
    writeShots(
      SHOTS,
      mergedShots(readShots(SHOTS), confirmed, {
        all: updatingAll,
        exists: (name) => existsSync(`${BASELINES}${name}`),
      }),
    );
  const byRecord = records.reduce((sum, record) => sum + (record.recorded ?? 0), 0);
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
    JSON.stringify(
      {
        recorded,
        running,
        cause,
        lines,
        pictures,
        byRecord,
        changedPictures,
        unused: updatingAll ? [] : unused,
      },
      null,
      2,
    ),
  );
  writeFileSync(`${REPORT}index.html`, reviewPage(changes, new Date().toISOString(), lines));
  for (const line of lines) console.log(`[visual] ${line}`);
  if (updatingAll && unused.length)
    console.log(`[visual] ${unused.length} unused baseline(s) removed: ${unused.join(', ')}`);
  else if (unused.length)
    console.log(
      `[visual] ${unused.length} baseline(s) no story pictures (remove them, or take every picture again): ${unused.join(', ')}`,
    );
  if (changes.length)
    console.log(`[visual] ${changes.length} changed picture(s): ${REPORT}index.html`);
}

function unusedOnes(records: FileRecord[]): string[] {
  const index = JSON.parse(readFileSync(STORYBOOK_INDEX, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const baselines = readdirSync(BASELINES).filter((file) => file.endsWith('.png'));
  return unusedBaselines(baselines, visualStories(Object.values(index.entries)), records);
}
