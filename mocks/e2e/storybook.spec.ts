/**
 * `npm start` serves the built Storybook at /storybook: its index lists the stories of
 * every story file, its manager lists them, and a story runs there on the mock backend (the MSW
 * worker beside Storybook's pages, under /storybook). Needs `npm run build-storybook` first
 * (`npm test` and `npm start` build it).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  importPath: string;
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('/storybook lists the stories of every story file @sandbox-only', async ({ request }) => {
  const answer = await request.get('/storybook/index.json');
  expect(answer.status(), 'storybook-static/ is built (npm run build-storybook)').toBe(200);
  const entries = Object.values(
    ((await answer.json()) as { entries: Record<string, IndexEntry> }).entries,
  );
  const listed = new Set(entries.filter((e) => e.type === 'story').map((e) => e.importPath));
  const files = storyFiles('ui/src').map((file) => `./${relative('.', file)}`);
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter((file) => !listed.has(file))).toEqual([]);
});

test('a story opens in /storybook, on the mock backend @sandbox-only', async ({ page }) => {
  await page.goto('/storybook/?path=/story/portal-entrar-página--default');
  await expect(page.getByRole('navigation', { name: 'Stories' })).toBeVisible();
  const story = page.frameLocator('#storybook-preview-iframe');
  await expect(story.getByRole('heading', { name: 'Entrar' })).toBeVisible({ timeout: 20_000 });
});
