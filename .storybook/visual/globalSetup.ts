import { existsSync, rmSync } from 'node:fs';
import { buildOf, readRecord, RETAKE } from './browserBuild.ts';
import { REPORT, STORYBOOK_INDEX } from './paths.ts';

/**
 * A fresh report folder for each run; the built Storybook must be there. Names the browser build
 * for the tests and the teardown (VISUAL_BROWSER), and refuses to take some of the pictures again
 * with another build than the one that took the rest (they would no longer compare alike).
 */
export default function globalSetup() {
  if (!existsSync(STORYBOOK_INDEX))
    throw new Error('storybook-static/ is missing: run `npm run build-storybook` first');
  rmSync(REPORT, { recursive: true, force: true });
  const running = {
    browser: buildOf(process.env.VISUAL_BROWSER_PATH!),
    source: process.env.VISUAL_BROWSER_SOURCE!,
  };
  process.env.VISUAL_BROWSER = JSON.stringify(running);
  const recorded = readRecord();
  const some = Boolean(process.env.VISUAL_STORIES);
  if (process.env.VISUAL_UPDATE === '1' && some && recorded && recorded.browser !== running.browser)
    throw new Error(
      `the baselines were taken with ${recorded.browser} (${recorded.source}) and this browser is ${running.browser} (${running.source}): take them all again (\`${RETAKE}\`), or use the baselines' browser`,
    );
}
