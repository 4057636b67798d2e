import { describe, expect, it } from 'vitest';
import { reviewPage } from './reviewPage.ts';

describe('reviewPage', () => {
  const page = reviewPage(
    [
      {
        label: 'Portal › <Entrar>',
        storyId: 'portal-entrar--default',
        width: 360,
        reason: '120 px diferentes',
        baseline: 'a.360.baseline.png',
        actual: 'a.360.new.png',
        diff: 'a.360.diff.png',
      },
      {
        label: 'Gerencial › Nova',
        storyId: 'gerencial-nova--default',
        width: 1280,
        reason: 'sem referência',
        actual: 'b.1280.new.png',
      },
    ],
    '2026-11-25T12:00:00Z',
  );

  it('shows baseline, new and diff side by side for each change', () => {
    expect(page).toContain('<img src="a.360.baseline.png" alt="Referência"');
    expect(page).toContain('<img src="a.360.new.png" alt="Nova"');
    expect(page).toContain('<img src="a.360.diff.png" alt="Diferença"');
    expect(page).toContain('npm run test:visual:update -- portal-entrar--default');
    expect(page).toContain('2 imagem(ns) mudaram em 2 história(s).');
  });

  it('escapes story names, and says when there is no baseline', () => {
    expect(page).toContain('Portal › &lt;Entrar&gt;');
    expect(page).not.toContain('<Entrar>');
    expect(page).toMatch(/Referência<\/figcaption><p>\(nenhuma\)/);
  });

  it('lists the stories in order, and says when nothing changed', () => {
    expect(page.indexOf('Gerencial › Nova')).toBeLessThan(page.indexOf('Portal › &lt;Entrar'));
    expect(reviewPage([], 'x')).toContain('Nenhuma história mudou.');
  });

  it('shows what the run says of the browser build first, escaped', () => {
    const withNote = reviewPage([], 'x', ['referências tiradas com Chromium 153 <pinned>']);
    expect(withNote).toContain(
      '<p class="note">referências tiradas com Chromium 153 &lt;pinned&gt;</p>',
    );
  });
});
