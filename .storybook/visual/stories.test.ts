import { describe, expect, it } from 'vitest';
import { byFile, shotName, storiesNamed, visualStories, type IndexEntry } from './stories.ts';

const entry = (id: string, title: string, name: string, file: string, tags: string[] = []) =>
  ({ type: 'story', id, title, name, importPath: file, tags }) as IndexEntry;

const index: IndexEntry[] = [
  entry('portal-entrar-pagina--default', 'Portal/Entrar/Página', 'Default', './a.stories.tsx'),
  entry('portal-entrar-pagina--mobile', 'Portal/Entrar/Página', 'Mobile', './a.stories.tsx'),
  { ...entry('fundamentos--docs', 'Fundamentos', 'Docs', './f.mdx'), type: 'docs' },
  entry('fundamentos-form--default', 'Fundamentos/Formulário', 'Default', './f.stories.tsx'),
  entry('primitivos-button--primary', 'Primitivos/Button', 'Primary', './b.stories.tsx'),
  entry('primitivos-button--secondary', 'Primitivos/Button', 'Secondary', './b.stories.tsx'),
  entry('canary-unlabeled--default', 'Canary/Unlabeled input', 'Default', './c.stories.tsx', [
    'a11y-canary',
  ]),
  entry('painel-log--default', 'Painel/Log', 'Default', './p.stories.tsx', ['no-visual']),
  entry('gerencial-rss--error', 'Gerencial/RSS', 'Erro', './r.stories.tsx'),
];

describe('visualStories', () => {
  it('keeps screens and modals, one state per primitive; not docs, examples, the canary', () => {
    expect(visualStories(index).map((story) => story.id)).toEqual([
      'portal-entrar-pagina--default',
      'portal-entrar-pagina--mobile',
      'primitivos-button--primary',
      'gerencial-rss--error',
    ]);
  });

  it('groups by file, in order', () => {
    const groups = byFile(visualStories(index));
    expect(groups.map((group) => group.map((story) => story.name))).toEqual([
      ['Default', 'Mobile'],
      ['Primary'],
      ['Erro'],
    ]);
  });
});

describe('storiesNamed', () => {
  const stories = visualStories(index);
  it('matches ids or "Title/Name" in part, without case or accents; none named: all', () => {
    expect(storiesNamed(stories, ['ENTRAR/PÁGINA/mob']).map((s) => s.id)).toEqual([
      'portal-entrar-pagina--mobile',
    ]);
    expect(storiesNamed(stories, ['gerencial-rss', 'button']).map((s) => s.id)).toEqual([
      'primitivos-button--primary',
      'gerencial-rss--error',
    ]);
    expect(storiesNamed(stories, [])).toHaveLength(4);
    expect(storiesNamed(stories, ['nada-disso'])).toEqual([]);
  });
});

describe('shotName', () => {
  it('is ASCII, per width', () => {
    const story = {
      id: 'portal-buscar-solicitações-página--default',
      title: '',
      name: '',
      file: '',
    };
    expect(shotName(story, 360)).toBe('portal-buscar-solicitacoes-pagina--default.360.png');
  });
});
