/**
 * The built Storybook at /storybook, as the sandbox serves it (mocks/src/sandbox/storybook.ts),
 * for the visual review's run: the same router, without the rest of the sandbox.
 */
import { fileURLToPath } from 'node:url';
import express from 'express';
import { storybookDir, storybookStatic } from '../../mocks/src/sandbox/storybook.ts';

const port = Number(process.env.PORT ?? 6190);
const app = express();
const root = fileURLToPath(new URL('../../', import.meta.url));
app.use('/storybook', storybookStatic(storybookDir(root)));
app.listen(port, '127.0.0.1', () =>
  console.log(`[visual] Storybook on http://127.0.0.1:${port}/storybook/`),
);
