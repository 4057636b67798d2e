import { describe, expect, it } from 'vitest';
import {
  htmlParagraphs,
  htmlText,
  newsImage,
  orderNews,
  readNewsFeeds,
  safeImageUrl,
  shuffle,
  toNewsItem,
  type FeedNews,
  type RssFeed,
} from './feed';

const item = (over: Partial<FeedNews> = {}): FeedNews => ({
  titulo: 'Título',
  descricao: 'Resumo',
  autor: 'Redação',
  dataPublicacao: '2026-11-20T10:00:00-03:00',
  link: 'https://exemplo.gov.br/noticia',
  conteudoCodificado: null,
  enclosure: null,
  ...over,
});

const feed = (noticias: FeedNews[]): RssFeed => ({
  id: 1,
  link: 'https://x.gov.br/rss',
  titulo: 'X',
  noticias,
});

describe('news image', () => {
  it.each([
    [{ enclosure: { url: 'https://img.gov.br/a.jpg' } }, 'https://img.gov.br/a.jpg'],
    [
      {
        conteudoCodificado:
          '<p>x</p><img src="https://img.gov.br/b.png"><img src="https://img.gov.br/c.png">',
      },
      'https://img.gov.br/b.png',
    ],
    [
      {
        enclosure: { url: 'https://img.gov.br/a.jpg' },
        conteudoCodificado: '<img src="https://img.gov.br/b.png">',
      },
      'https://img.gov.br/a.jpg',
    ],
    [{ conteudoCodificado: '<img src="x" onerror="alert(1)">' }, null],
    [{ conteudoCodificado: '<img src="javascript:alert(1)">' }, null],
    [{ enclosure: { url: 'data:image/png;base64,AAAA' } }, null],
    [{}, null],
  ])('%j → %s', (over, expected) => {
    expect(newsImage(item(over as Partial<FeedNews>))).toBe(expected);
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(safeImageUrl('http://a.b/c.png')).toBe('http://a.b/c.png');
    expect(safeImageUrl('/relativo.png')).toBeNull();
    expect(safeImageUrl('')).toBeNull();
  });
});

describe('feed HTML as text', () => {
  it('drops scripts, tags and handlers, keeps the words', () => {
    expect(
      htmlText('<script>alert("feed")</script><img src="x" onerror="alert(1)">O <b>material</b>'),
    ).toBe('O material');
  });

  it('splits paragraphs and drops blank ones (the first non-empty is the lead)', () => {
    expect(
      htmlParagraphs('<p></p><p>  Primeiro </p><p><strong>Segundo</strong> texto</p>'),
    ).toEqual(['Primeiro', 'Segundo texto']);
  });

  it('leads with the first non-empty paragraph of the description, not of the content', () => {
    const news = toNewsItem(
      item({
        descricao:
          '<p>&nbsp;</p><p>Unidades passam a funcionar até as <b>20h</b>.</p><p>Outro.</p>',
        conteudoCodificado: '<p>Quatro unidades terão horário estendido.</p>',
      }),
      0,
    );
    expect(news.lead).toBe('Unidades passam a funcionar até as 20h.');
  });

  it('falls back to the content for the lead, and to "Autor Desconhecido"', () => {
    const news = toNewsItem(
      item({ autor: null, descricao: '', conteudoCodificado: '<p></p><p>Do conteúdo.</p>' }),
      0,
    );
    expect(news.lead).toBe('Do conteúdo.');
    expect(news.author).toBe('Autor Desconhecido');
    expect(toNewsItem(item({ descricao: '', conteudoCodificado: null }), 0).lead).toBeNull();
  });

  it('refuses non-http links', () => {
    expect(toNewsItem(item({ link: 'javascript:alert(1)' }), 0).link).toBeNull();
  });
});

describe('order', () => {
  it('shuffles with the given random source (Fisher–Yates)', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });

  it('sorts every feed’s news newest first after shuffling; undated ones last', () => {
    const ordered = orderNews(
      [
        feed([
          item({ titulo: 'Antiga', dataPublicacao: '2026-11-01T10:00:00-03:00' }),
          item({ titulo: 'Sem data', dataPublicacao: 'ontem' }),
        ]),
        feed([item({ titulo: 'Nova', dataPublicacao: '2026-11-20T10:00:00-03:00' })]),
      ],
      () => 0.5,
    );
    expect(ordered.map((n) => n.title)).toEqual(['Nova', 'Antiga', 'Sem data']);
  });

  it('keeps the shuffled order between items of the same moment', () => {
    const same = '2026-11-20T10:00:00-03:00';
    const titles = (random: () => number) =>
      orderNews(
        [feed(['A', 'B', 'C'].map((titulo) => item({ titulo, dataPublicacao: same })))],
        random,
      ).map((n) => n.title);
    expect(titles(() => 0)).toEqual(['B', 'C', 'A']);
    expect(titles(() => 0.999)).toEqual(['A', 'B', 'C']);
  });
});

describe("readNewsFeeds: the answer is data only once it is the contract's", () => {
  const feed = (noticias: unknown): unknown => ({
    id: 1,
    link: 'https://x.gov.br/rss',
    titulo: null,
    noticias,
  });

  it('takes feeds of news as the contract has them', () => {
    const reply = [feed([item(), item({ autor: null, enclosure: null })]), feed([])];
    expect(readNewsFeeds(reply)).toBe(reply);
    expect(readNewsFeeds([])).toEqual([]);
  });

  it.each([
    ['an object', { noticias: [] }],
    ['null', null],
    ['a feed that is text', ['feed']],
    ['news that are not a list', [feed({ titulo: 'x' })]],
    ['a title that is a number', [feed([item({ titulo: 12 as unknown as string })])]],
    [
      'an enclosure url that is a number',
      [feed([item({ enclosure: { url: 1 as unknown as string } })])],
    ],
    ['a news item that is null', [feed([null])]],
  ])('refuses %s', (_, reply) => {
    expect(() => readNewsFeeds(reply)).toThrow('O servidor enviou uma resposta inesperada.');
  });
});
