/**
 * The main news picture the prerendered home page asks for before the app runs (the before-paint
 * script, ui/src/app/first-paint/inline.ts) is the one the app then shows first (orderNews, newsImage).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { forgetMainPicture } from '../../app/first-paint/beforePaint';
import { FIRST_DATA_GLOBAL } from '../../app/first-paint/firstData';
import { beforePaint } from '../../app/first-paint/inline';
import {
  FIRST_DATA_ATTRIBUTES,
  MAIN_PICTURE_GLOBAL,
  MAIN_PICTURE_VARIABLE,
} from '../../app/first-paint/marks';
import { orderNews, type RssFeed } from './feed';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete globals[FIRST_DATA_GLOBAL];
  delete globals[MAIN_PICTURE_GLOBAL];
  forgetMainPicture();
});

/** Runs the home page's before-paint script with `feeds` as the news answer. */
function runBeforePaint(feeds: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(feeds))));
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.setAttribute(FIRST_DATA_ATTRIBUTES.calls, '/api/rss-feeds');
  script.setAttribute(FIRST_DATA_ATTRIBUTES.mainPicture, '/api/rss-feeds');
  document.head.append(script);
  beforePaint();
}

const picture = () => globals[MAIN_PICTURE_GLOBAL] as HTMLImageElement | undefined;
const shownEarly = () => document.documentElement.style.getPropertyValue(MAIN_PICTURE_VARIABLE);

const item = (dataPublicacao: string, url: string, conteudoCodificado: string | null = null) => ({
  titulo: `Notícia de ${dataPublicacao}`,
  descricao: null,
  autor: null,
  dataPublicacao,
  link: 'https://www.gov.br/noticia',
  conteudoCodificado,
  enclosure: { url },
});

it('asks for the picture the app shows first, whatever the shuffle', async () => {
  const feeds = [
    {
      id: 1,
      titulo: 'Ministério da Saúde',
      link: null,
      noticias: [
        item('2026-11-19T12:42:07-03:00', 'https://img.example.gov.br/b.jpg'),
        item('2026-11-21T08:00:00.000Z', ' http://img.example.gov.br/a.png?x=1&y=2 '),
      ],
    },
    {
      id: 2,
      titulo: 'Prefeitura',
      link: null,
      noticias: [
        item('2026-11-21T04:59:59-03:00', 'https://img.example.gov.br/c.jpg', '<img src="x">'),
      ],
    },
  ] as unknown as RssFeed[];
  runBeforePaint(feeds);
  await vi.waitFor(() => expect(picture()).toBeDefined());
  for (const seed of [0, 0.3, 0.6, 0.99]) {
    expect(picture()?.src).toBe(orderNews(feeds, () => seed)[0]?.image);
  }
  expect(picture()?.src).toBe('http://img.example.gov.br/a.png?x=1&y=2');
});

const oneItem = (url: string) => [
  { id: 1, titulo: 'Prefeitura', link: null, noticias: [item('2026-11-21T08:00:00Z', url)] },
];

it('shows the picture in the loading state once it has loaded, as a CSS string', async () => {
  // A backslash and a quote in the address: the CSS string must still name this very picture.
  runBeforePaint(oneItem('https://img.example.gov.br/a.png?q=a\\b"c'));
  await vi.waitFor(() => expect(picture()).toBeDefined());
  expect(shownEarly()).toBe('');
  picture()!.dispatchEvent(new Event('load'));
  const src = picture()!.src;
  expect(src).toBe('https://img.example.gov.br/a.png?q=a\\b%22c');
  expect(shownEarly()).toBe(`url("${CSS.escape(src)}")`);
  // The app drew the news: a later loading state starts without it.
  forgetMainPicture();
  expect(shownEarly()).toBe('');
});

it('does not show a picture that failed to load', async () => {
  runBeforePaint(oneItem('https://img.example.gov.br/missing.png'));
  await vi.waitFor(() => expect(picture()).toBeDefined());
  picture()!.dispatchEvent(new Event('error'));
  expect(shownEarly()).toBe('');
});
