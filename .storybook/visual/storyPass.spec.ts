/**
 * The story pass: every story of the built Storybook played once, in Playwright, as its users'
 * browser would. Each story's play function runs, then axe (the a11y addon, WCAG A/AA: a violation
 * fails the story); a story played only once more when it failed (a flake, named in the summary).
 * A story chosen for review (stories.ts) is then pictured at the widths that matter for it
 * (widthsFor) and compared with its committed baseline (compare.ts). One test per story file, its
 * stories in one page in the file's order; a test fails naming each story that failed and each
 * picture that changed, and leaves the baseline, the new picture and the diff in .reports/visual
 * for the review page (globalTeardown).
 *
 * VISUAL_UPDATE=1 writes the baselines instead (of the stories named in VISUAL_STORIES, or all):
 * `npm run test:visual:update [-- <story>…]`. STORY_CANARY=1 plays only the a11y canary, which
 * must fail.
 *
 * Pictures depend on the screens, not on the browser build: the browser is pinned by the
 * lockfile (playwright.config.ts), what a browser draws of its own accord is hidden (BROWSER_DRAWN),
 * and a picture whose text is not all in the bundled typeface fails (typeface.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { viewports } from '../../ui/src/storybook/viewports.ts';
import { readRecord, type BrowserBuild } from './browserBuild.ts';
import { compactPng, compareScreenshots } from './compare.ts';
import {
  BASELINES,
  CHANGES,
  PICTURES,
  REPLAYED,
  REPORT,
  ROOT,
  SHOTS,
  STORYBOOK_INDEX,
} from './paths.ts';
import type { VisualChange } from './reviewPage.ts';
import {
  byFile,
  DESKTOP,
  playedStories,
  shotName,
  storiesNamed,
  storyLabel,
  visualStories,
  type IndexEntry,
  shotStem,
  widthsFor,
  type FileRecord,
  type VisualStory,
} from './stories.ts';
import { confirmedBefore, readShots, shotKey, type ShotRecord } from './shotRecord.ts';
import { foreignText, textRuns } from './typeface.ts';

const HEIGHT = 800;

const update = process.env.VISUAL_UPDATE === '1';
const named = (process.env.VISUAL_STORIES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const canary = process.env.STORY_CANARY === '1';
const index = JSON.parse(readFileSync(STORYBOOK_INDEX, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const all = playedStories(Object.values(index.entries), { canary });
/** The stories reviewed as pictures (stories.ts), by id. */
const pictured = new Set(
  canary ? [] : visualStories(Object.values(index.entries)).map((story) => story.id),
);
/**
 * Taking the pictures again with another build than the baselines' (or with none recorded) writes
 * every picture, even one within the tolerance, so that all of them are of the build recorded.
 */
const retakeAll =
  update &&
  readRecord()?.browser !== (JSON.parse(process.env.VISUAL_BROWSER!) as BrowserBuild).browser;
const chosen = new Set(storiesNamed(all, named).map((story) => story.id));
/** Each baseline's last confirmed screenshot (shotRecord.ts). */
const recorded = readShots(SHOTS);

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      storyStoreValue?: {
        loadStory(args: { storyId: string }): Promise<{ storyGlobals?: Record<string, unknown> }>;
      };
    };
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, fn: (payload: unknown) => void): void;
      off(event: string, fn: (payload: unknown) => void): void;
      emit(event: string, payload: unknown): void;
    };
  }
}

/** The width a story fixes through its `globals.viewport` (a "Mobile" or reflow story), if any. */
async function pinnedWidth(page: Page, storyId: string): Promise<number | null> {
  const name = await page.evaluate(async (id) => {
    const story = await window.__STORYBOOK_PREVIEW__!.storyStoreValue!.loadStory({ storyId: id });
    const viewport = story.storyGlobals?.viewport as { value?: string } | undefined;
    return viewport?.value ?? null;
  }, storyId);
  if (!name) return null;
  const known = viewports[name as keyof typeof viewports];
  return known ? Number.parseInt(known.styles.width, 10) : null;
}

/**
 * Renders a story in the preview (or again: `forceRemount`) and waits for it to finish: 'success',
 * or what failed. A failed axe check ends in a `storyFinished` marked 'error' with the a11y
 * addon's report (its violations are named). A play function that throws still ends in a
 * `storyFinished` marked 'success'
 * (Storybook's default `throwPlayFunctionExceptions: false` only logs it), so its own event
 * `playFunctionThrewException`, like an error rendering or an unhandled error while playing,
 * marks the render as failed; the render ends with its `storyFinished` either way, so nothing of
 * it arrives during the next one.
 */
function renderStory(
  page: Page,
  storyId: string,
  how: 'setCurrentStory' | 'forceRemount' = 'setCurrentStory',
): Promise<string> {
  return page.evaluate(
    ([id, event]) =>
      new Promise<string>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
        const failures: string[] = [];
        const describe = (name: string, payload: unknown) => {
          const first = Array.isArray(payload) ? payload[0] : payload;
          const message =
            (first as { message?: string; title?: string } | undefined)?.message ??
            (first as { title?: string } | undefined)?.title;
          return message ? `${name}: ${message.split('\n')[0]}` : name;
        };
        const failing = [
          'playFunctionThrewException',
          'unhandledErrorsWhilePlaying',
          'storyErrored',
          'storyThrewException',
        ].map(
          (name) => [name, (payload: unknown) => failures.push(describe(name, payload))] as const,
        );
        const ending = [
          [
            'storyFinished',
            (payload: unknown) => {
              const finished = payload as
                | {
                    status?: string;
                    reporters?: Array<{
                      type?: string;
                      status?: string;
                      result?: {
                        violations?: Array<{ id: string; impact?: string; nodes?: unknown[] }>;
                      };
                    }>;
                  }
                | undefined;
              const status = finished?.status ?? 'success';
              for (const report of finished?.reporters ?? []) {
                if (report.status !== 'failed') continue;
                const violations = (report.result?.violations ?? []).map(
                  (v) => `${v.id} (${v.impact ?? '?'}, ${v.nodes?.length ?? 0} nó(s))`,
                );
                failures.push(`${report.type ?? 'report'}: ${violations.join(', ') || 'failed'}`);
              }
              if (status !== 'success' && !failures.length)
                failures.push(`storyFinished: ${status}`);
              finish(failures.length ? failures.join('; ') : 'success');
            },
          ],
          ['storyMissing', () => finish('storyMissing')],
        ] as const;
        const handlers = [...failing, ...ending];
        // A play function that never ends is named as such, not left to time out the whole file.
        const cap = setTimeout(() => finish('still playing after 60 s'), 60_000);
        function finish(result: string) {
          clearTimeout(cap);
          handlers.forEach(([e, h]) => channel.off(e, h));
          resolve(result);
        }
        handlers.forEach(([e, h]) => channel.on(e, h));
        localStorage.clear();
        sessionStorage.clear();
        channel.emit(event, { storyId: id, viewMode: 'story' });
      }),
    [storyId, how] as const,
  );
}

/**
 * Stops the stories' clock (and holds their toasts) for a story to be pictured: every picture shows
 * the same instant. A story only played runs on a flowing clock, as a user's page does (set before
 * it renders: the preview's beforeEach installs the clock again when the choice changed).
 */
function freezeClock(page: Page, frozen: boolean): Promise<void> {
  return page.evaluate((value) => {
    (window as { __STORY_CLOCK_FROZEN__?: boolean }).__STORY_CLOCK_FROZEN__ = value;
  }, frozen);
}

/**
 * Waits until the story is still: its fonts and pictures loaded, and no change to the page (nor to
 * its focus) for 150 ms (an answer of the mock backend arriving after the play function), each
 * wait at most 5 s.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // From the top: a fixed element (a toast) is drawn where the viewport was scrolled to, and a
    // play function may leave the page scrolled by a focus or a scrollIntoView.
    document.scrollingElement?.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const capped = (wait: Promise<unknown>) =>
      Promise.race([wait, new Promise((done) => setTimeout(done, 5000))]);
    await capped(document.fonts.ready);
    // A picture fires load or error (a lazy one below the fold may never start): 5 s at most.
    await capped(
      Promise.all(
        [...document.images]
          .filter((img) => !img.complete)
          .map(
            (img) =>
              new Promise((done) => {
                img.addEventListener('load', done, { once: true });
                img.addEventListener('error', done, { once: true });
              }),
          ),
      ),
    );
    await new Promise<void>((done) => {
      const restart = () => {
        clearTimeout(timer);
        timer = setTimeout(finish, 150);
      };
      let timer = setTimeout(finish, 150);
      const cap = setTimeout(finish, 5000);
      const observer = new MutationObserver(restart);
      // A focus move is no DOM change, but it moves a focus ring (a modal giving focus back).
      document.addEventListener('focusin', restart, true);
      document.addEventListener('focusout', restart, true);
      function finish() {
        observer.disconnect();
        document.removeEventListener('focusin', restart, true);
        document.removeEventListener('focusout', restart, true);
        clearTimeout(timer);
        clearTimeout(cap);
        done();
      }
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * The page down to MAX_HEIGHT: a longer page (a list of hundreds of import problems) is cut there,
 * which keeps the baselines within their budget; what lies below repeats what is above.
 */
const MAX_HEIGHT = 3200;

async function capture(page: Page): Promise<Buffer> {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  }));
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
}

/**
 * What a browser draws of its own accord, and each build differently: the focus ring (and whether
 * the focus stayed on a button that was busy: docs/visual-review.md), the caret, scrollbars, a
 * textarea's resize grip, a search field's clear button and a number field's spinners. Hidden in
 * every picture; the page stays for all of a file's stories.
 */
const BROWSER_DRAWN = `
  *:focus, *:focus-visible { outline: none !important; }
  *, *::before, *::after { caret-color: transparent !important; scrollbar-width: none !important; }
  textarea { resize: none !important; }
  input::-webkit-search-cancel-button, input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button { -webkit-appearance: none !important; appearance: none !important; }
`;

/** Text of the picture outside the bundled typeface (typeface.ts), as failure lines. */
async function typefaceProblems(page: Page, story: VisualStory, width: number): Promise<string[]> {
  const problems = foreignText(await page.evaluate(textRuns));
  return problems.map(
    (problem) => `${storyLabel(story)} @${width} px: texto fora da fonte embutida: ${problem}`,
  );
}

/** What one story file's test confirmed: each same picture's pair, and how many were recorded. */
interface Confirmed {
  pairs: ShotRecord;
  recorded: number;
}

/** Compares one story at one width; returns the change, or null when it is the same. */
async function review(
  page: Page,
  story: VisualStory,
  width: number,
  confirmed: Confirmed,
): Promise<VisualChange | null> {
  const name = shotName(story, width);
  const baselineFile = `${BASELINES}${name}`;
  await settle(page);
  let shot = await capture(page);
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
  // The very screenshot this baseline was confirmed against (shotRecord.ts): the same picture.
  if (baseline && !retakeAll && confirmedBefore(recorded, name, baseline, shot)) {
    confirmed.pairs[name] = recorded[name]!;
    confirmed.recorded += 1;
    return null;
  }
  let comparison = baseline ? compareScreenshots(baseline, shot) : null;
  if (comparison?.changed) {
    // Still settling (a late answer, a picture decoding)? One more look before calling it changed.
    await page.waitForTimeout(500);
    await settle(page);
    shot = await capture(page);
    comparison = compareScreenshots(baseline!, shot);
  }
  if (comparison && !comparison.changed && !retakeAll) {
    confirmed.pairs[name] = shotKey(baseline!, shot);
    return null;
  }
  if (update && chosen.has(story.id)) {
    const compact = compactPng(shot);
    writeFileSync(baselineFile, compact);
    confirmed.pairs[name] = shotKey(compact, shot);
    return null;
  }
  if (update) return null;
  mkdirSync(CHANGES, { recursive: true });
  const stem = name.replace(/\.png$/, '');
  const change: VisualChange = {
    label: storyLabel(story),
    storyId: story.id,
    width,
    reason: comparison?.reason ?? 'sem referência: `npm run test:visual:update` a cria',
    actual: `${stem}.new.png`,
  };
  writeFileSync(`${REPORT}${change.actual}`, shot);
  if (baseline) {
    change.baseline = `${stem}.baseline.png`;
    writeFileSync(`${REPORT}${change.baseline}`, baseline);
  }
  if (comparison?.diff) {
    change.diff = `${stem}.diff.png`;
    writeFileSync(`${REPORT}${change.diff}`, comparison.diff);
  }
  writeFileSync(`${CHANGES}${stem}.json`, JSON.stringify(change));
  return change;
}

/**
 * Saves the page as a failed play function left it (.reports/visual/replayed/), and returns where,
 * relative to the repository.
 */
async function keepFailedState(page: Page, story: VisualStory): Promise<string> {
  mkdirSync(REPLAYED, { recursive: true });
  const file = `${REPLAYED}${shotName(story, page.viewportSize()?.width ?? DESKTOP)}`;
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return file.replace(ROOT, '');
}

test.use({
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  deviceScaleFactor: 1,
  viewport: { width: DESKTOP, height: HEIGHT },
});

for (const group of byFile(all)) {
  // The named stories' files only; their other stories still render first, in the same order.
  if (named.length && !group.some((story) => chosen.has(story.id))) continue;
  test(group[0]!.file.replace(/^\.\/ui\/src\//, ''), async ({ page }) => {
    // The clock stands still from the start: a story file computing dates when it loads (the
    // rooms' times) computes them at the seed's instant, as its pictures show. The story pass's
    // own flag: the preview then has axe detail the violations only (.storybook/preview.tsx).
    await page.addInitScript(() => {
      (window as { __STORY_CLOCK_FROZEN__?: boolean }).__STORY_CLOCK_FROZEN__ = true;
      (window as { __STORY_PASS__?: boolean }).__STORY_PASS__ = true;
    });
    await page.goto('/storybook/iframe.html?viewMode=story');
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue));
    await page.addStyleTag({ content: BROWSER_DRAWN });
    const changes: string[] = [];
    const fail = (line: string) => {
      changes.push(line);
      test.info().annotations.push({ type: 'changed', description: line });
    };
    let played = 0;
    const taken: string[] = [];
    // The pictured stories that finished (a failed one's baselines are not judged unused).
    const finished: string[] = [];
    let firstPictured = true;
    const confirmed: Confirmed = { pairs: {}, recorded: 0 };
    for (const story of group) {
      const reviewed = pictured.has(story.id);
      const pinned = await pinnedWidth(page, story.id);
      const widths = reviewed
        ? widthsFor(story, { first: firstPictured, pinned })
        : [pinned ?? DESKTOP];
      if (reviewed) firstPictured = false;
      await freezeClock(page, reviewed);
      await page.setViewportSize({ width: widths[0]!, height: HEIGHT });
      let status = await renderStory(page, story.id);
      // A story that failed (timing on a loaded machine) is played once more; failing again, it
      // is named and not pictured.
      if (status !== 'success') {
        // What the page showed when the story failed, for whoever looks into the flake.
        const failedShot = await keepFailedState(page, story);
        const first = `${status} (${failedShot})`;
        status = await renderStory(page, story.id, 'forceRemount');
        // Passing the second time, it is a flake: named in `npm test`'s summary, with what failed.
        if (status === 'success')
          test.info().annotations.push({
            type: 'replayed',
            description: `${storyLabel(story)}: ${first}`,
          });
      }
      if (status !== 'success') {
        fail(`${storyLabel(story)}: a história falhou (${status})`);
        continue;
      }
      played += 1;
      if (!reviewed) continue;
      finished.push(shotStem(story));
      for (const width of widths) {
        if (width !== page.viewportSize()?.width)
          await page.setViewportSize({ width, height: HEIGHT });
        const change = await review(page, story, width, confirmed);
        taken.push(shotName(story, width));
        for (const line of await typefaceProblems(page, story, width)) fail(line);
        if (change) fail(`${change.label} @${width} px: ${change.reason}`);
      }
    }
    test.info().annotations.push({ type: 'played', description: String(played) });
    test.info().annotations.push({ type: 'pictures', description: String(taken.length) });
    // For the teardown: its count (what the run says of the browser build) and unused baselines.
    mkdirSync(PICTURES, { recursive: true });
    const record: FileRecord = {
      stories: finished,
      taken,
      confirmed: confirmed.pairs,
      recorded: confirmed.recorded,
    };
    writeFileSync(`${PICTURES}${shotStem(group[0]!)}.json`, JSON.stringify(record));
    expect(
      changes,
      `stories that failed or changed (review page: .reports/visual/index.html)`,
    ).toEqual([]);
  });
}
