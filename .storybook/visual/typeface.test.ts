import { describe, expect, it } from 'vitest';
import { createTheme } from '../../ui/src/theme/theme.ts';
import { drawsInBundledFace, foreignText, missingCharacters } from './typeface.ts';

const THEME_STACK = createTheme().font.family;
const run = (text: string, fontFamily = THEME_STACK, where = '<p>') => ({
  text,
  fontFamily,
  where,
});

describe('the visual review’s typeface check', () => {
  it('the theme’s own stack draws in the bundled face (Rawline, not installed, is skipped)', () => {
    expect(drawsInBundledFace(THEME_STACK)).toBe(true);
    expect(drawsInBundledFace('Raleway')).toBe(true);
  });

  it('a stack that puts a system font first does not', () => {
    expect(drawsInBundledFace('ui-monospace, SFMono-Regular, Menlo, Consolas, monospace')).toBe(
      false,
    );
    expect(drawsInBundledFace('Arial, Raleway')).toBe(false);
    expect(drawsInBundledFace('sans-serif')).toBe(false);
  });

  it('Portuguese text, figures and the punctuation the screens use are in the subset', () => {
    expect(missingCharacters('Solicitação nº 12 — “Aguardando” às 10:30 · 2 × R$ 5,00…')).toEqual(
      [],
    );
  });

  it('a character the subset lacks is named', () => {
    expect(missingCharacters('Próximo → ≥ 90 dias ñ')).toEqual(['→', '≥', 'ñ']);
  });

  it('names each run that escapes the face, with where it is and why', () => {
    const problems = foreignText([
      run('Tudo certo'),
      run('   '),
      run('Key YWJj', 'ui-monospace, monospace', '<span.key>'),
      run('Próxima →', THEME_STACK, '<a.next>'),
    ]);
    expect(problems).toEqual([
      '<span.key>: fonte ui-monospace, monospace ("Key YWJj")',
      '<a.next>: "→" (U+2192) fora do subconjunto da fonte',
    ]);
  });

  it('a page whose text is all in the bundled face passes', () => {
    expect(foreignText([run('Portal da Transparência'), run('Fila de Regulação')])).toEqual([]);
  });
});
