import { describe, expect, it } from 'vitest';
import {
  byFile,
  shotName,
  storiesNamed,
  unusedBaselines,
  visualStories,
  widthsFor,
  type IndexEntry,
} from './stories.ts';

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

describe('widthsFor', () => {
  const story = (title: string, tags: string[] = []) => ({
    id: 'x--y',
    title,
    name: 'Y',
    file: './x.stories.tsx',
    tags,
  });
  it('pictures a screen as it opens at both widths, its other states at 1280 px', () => {
    expect(widthsFor(story('Portal/Notícias/Página'), { first: true, pinned: null })).toEqual([
      1280, 360,
    ]);
    expect(widthsFor(story('Portal/Notícias/Página'), { first: false, pinned: null })).toEqual([
      1280,
    ]);
  });
  it('keeps a phone picture for a state tagged phone, a fixed viewport, the mobile pages', () => {
    expect(
      widthsFor(story('Gerencial/Importar', ['phone']), { first: false, pinned: null }),
    ).toEqual([1280, 360]);
    expect(widthsFor(story('Portal/Entrar/Página'), { first: false, pinned: 360 })).toEqual([360]);
    expect(widthsFor(story('Móvel/Cadastro/Página'), { first: true, pinned: null })).toEqual([360]);
  });
});

describe('unusedBaselines', () => {
  const stories = visualStories(index);
  const finished = [
    {
      stories: ['portal-entrar-pagina--default', 'portal-entrar-pagina--mobile'],
      taken: [
        'portal-entrar-pagina--default.1280.png',
        'portal-entrar-pagina--default.360.png',
        'portal-entrar-pagina--mobile.360.png',
      ],
    },
    { stories: ['primitivos-button--primary'], taken: ['primitivos-button--primary.1280.png'] },
  ];
  it('names a gone story’s baselines and a width no longer taken', () => {
    expect(
      unusedBaselines(
        [
          'portal-entrar-pagina--default.1280.png',
          'portal-entrar-pagina--mobile.360.png',
          'portal-entrar-pagina--mobile.1280.png',
          'primitivos-button--primary.360.png',
          'portal-sumiu--default.1280.png',
        ],
        stories,
        finished,
      ),
    ).toEqual([
      'portal-entrar-pagina--mobile.1280.png',
      'primitivos-button--primary.360.png',
      'portal-sumiu--default.1280.png',
    ]);
  });
  it('does not judge the stories of a file whose test did not finish', () => {
    expect(unusedBaselines(['gerencial-rss--error.360.png'], stories, finished)).toEqual([]);
  });
});
