/** Where the visual review keeps its baselines and writes its report. */
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Committed: one PNG per story and width (stories.ts' shotName). */
export const BASELINES = fileURLToPath(new URL('./baselines/', import.meta.url));
/** Committed: each baseline's hash and that of the screenshot it was last confirmed against. */
export const SHOTS = `${BASELINES}shots.json`;
/** Written by each run: changed pictures, their records and the review page. */
export const REPORT = `${ROOT}.reports/visual/`;
export const CHANGES = `${REPORT}changes/`;
/** How many pictures each story file's test compared (for the teardown's count). */
export const PICTURES = `${REPORT}pictures/`;
/** The page as a play function that failed left it, before the story was played again. */
export const REPLAYED = `${REPORT}replayed/`;
/** The built Storybook's story index. */
export const STORYBOOK_INDEX = `${ROOT}storybook-static/index.json`;
