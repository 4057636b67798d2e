import { existsSync, rmSync } from 'node:fs';
import { REPORT, STORYBOOK_INDEX } from './paths.ts';

/** A fresh report folder for each run; the built Storybook must be there. */
export default function globalSetup() {
  if (!existsSync(STORYBOOK_INDEX))
    throw new Error('storybook-static/ is missing: run `npm run build-storybook` first');
  rmSync(REPORT, { recursive: true, force: true });
}
