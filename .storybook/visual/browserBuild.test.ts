import { describe, expect, it } from 'vitest';
import { drawsScreens, verdict, type BrowserBuild } from './browserBuild.ts';

const PINNED: BrowserBuild = {
  browser: 'Chromium 153.0.8010.0',
  source: '@sparticuz/chromium@153.0.0',
};
const DEBIAN: BrowserBuild = { browser: 'Chromium 156.0.8078.108', source: '/usr/bin/chromium' };

describe('whose the differences look like', () => {
  it('the same build, nothing changed: nothing to say', () => {
    expect(
      verdict({
        recorded: PINNED,
        running: PINNED,
        changedPictures: 0,
        pictures: 900,
        drawing: null,
      }),
    ).toEqual({ cause: 'none', lines: [] });
  });

  it('the same build, pictures changed: the code’s', () => {
    const { cause, lines } = verdict({
      recorded: PINNED,
      running: PINNED,
      changedPictures: 3,
      pictures: 900,
      drawing: { commit: 'abc', files: ['ui/src/theme/theme.ts'] },
    });
    expect(cause).toBe('code');
    expect(lines.join()).toMatch(/3 de 900 .* mesmo navegador .* do código/);
  });

  it('another build and no drawing code changed: the browser’s, naming both builds and the command', () => {
    const { cause, lines } = verdict({
      recorded: PINNED,
      running: DEBIAN,
      changedPictures: 92,
      pictures: 924,
      drawing: { commit: '17006f9abc', files: [] },
    });
    expect(cause).toBe('browser');
    const text = lines.join();
    expect(text).toContain('Chromium 153.0.8010.0 (@sparticuz/chromium@153.0.0)');
    expect(text).toContain('Chromium 156.0.8078.108 (/usr/bin/chromium)');
    expect(text).toContain('parecem do navegador');
    expect(text).toContain('`npm run test:visual:update`');
  });

  it('another build and drawing code changed: could be either, naming the files', () => {
    const { cause, lines } = verdict({
      recorded: PINNED,
      running: DEBIAN,
      changedPictures: 10,
      pictures: 924,
      drawing: { commit: '17006f9abc', files: ['ui/src/theme/theme.ts'] },
    });
    expect(cause).toBe('both');
    expect(lines.join()).toMatch(/o código que desenha as telas .*ui\/src\/theme\/theme\.ts/);
  });

  it('another build, nothing changed: passes, and says how to record the new build', () => {
    const { cause, lines } = verdict({
      recorded: PINNED,
      running: DEBIAN,
      changedPictures: 0,
      pictures: 924,
      drawing: { commit: 'abc', files: [] },
    });
    expect(cause).toBe('none');
    expect(lines.join()).toContain('Nenhuma imagem mudou');
  });
});

describe('which files draw the screens', () => {
  it.each([
    ['ui/src/theme/theme.ts', true],
    ['mocks/src/seed/content.ts', true],
    ['.storybook/preview.tsx', true],
    ['.storybook/visual/visual.spec.ts', true],
    ['ui/src/primitives/Button.test.tsx', false],
    ['apps/portal/e2e/home.spec.ts', false],
    ['README.md', false],
    ['docs/decisions/0001-pinned-browser-for-pictures.md', false],
    ['docs/visual-review.md', false],
    ['deploy/nginx.conf', false],
    ['deploy/Caddyfile', false],
    ['.storybook/visual/baselines/portal--home.360.png', false],
    ['scripts/bench.mjs', false],
  ])('%s: %s', (file, draws) => {
    expect(drawsScreens(file)).toBe(draws);
  });
});
