/**
 * The home page's news rules (spec §2 News): items of every feed, shuffled then sorted newest
 * first (the first is the main item); the image is the enclosure's url, else the first image of the
 * encoded content, else the default; 'Autor Desconhecido' when there is no author.
 *
 * Feed HTML is never rendered as HTML here: it is parsed inertly (DOMParser runs no script and
 * fetches nothing) and only its text and one vetted http(s) image URL reach the page. This keeps
 * DOMPurify off the portal's first page while being at least as safe as sanitising.
 */
import type { ApiComponents } from '@portal/contracts';
import { ApiError, MALFORMED_REPLY } from '../../api/unwrap';
import { parseApiDateTime } from '../../domain/dates';
import { NEWS } from './messages';

export type FeedNews = ApiComponents['schemas']['FeedNews'];
export type RssFeed = ApiComponents['schemas']['RssFeed'];

export interface NewsItem {
  key: string;
  title: string;
  /** The feed's short description, as text. */
  summary: string;
  /**
   * The main item's bold line: the first non-empty paragraph of the description (spec: News),
   * or of the content when the description has none; null when both are empty.
   */
  lead: string | null;
  author: string;
  publishedAt: Date | null;
  link: string | null;
  /** A safe absolute http(s) URL, or null for the default image. */
  image: string | null;
}

const INERT = 'script,style,noscript,template,iframe,object,embed,svg,math';

function parseHtml(html: string | null | undefined): Document | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(INERT).forEach((node) => node.remove());
  return doc;
}

const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An absolute http(s) URL, or null (relative, javascript:, data: and malformed values are refused). */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text of an HTML fragment (tags, scripts and styles dropped, whitespace collapsed). */
export function htmlText(html: string | null | undefined): string {
  const doc = parseHtml(html);
  if (!doc) return collapse((html ?? '').replace(/<[^>]*>/g, ' '));
  return collapse(doc.body.textContent);
}

/** The paragraphs of an HTML fragment as text: its <p> elements, else its lines; blanks dropped. */
export function htmlParagraphs(html: string | null | undefined): string[] {
  const doc = parseHtml(html);
  if (!doc) return [htmlText(html)].filter(Boolean);
  const blocks = Array.from(doc.body.querySelectorAll('p'));
  const texts = blocks.length
    ? blocks.map((p) => collapse(p.textContent))
    : (doc.body.innerText ?? doc.body.textContent ?? '').split(/\n+/).map(collapse);
  return texts.filter(Boolean);
}

/** The news image: the enclosure's url, else the first image in the encoded content. */
export function newsImage(item: Pick<FeedNews, 'enclosure' | 'conteudoCodificado'>): string | null {
  const enclosure = safeImageUrl(item.enclosure?.url);
  if (enclosure) return enclosure;
  const doc = parseHtml(item.conteudoCodificado);
  if (!doc) return null;
  for (const img of Array.from(doc.querySelectorAll('img[src]'))) {
    const url = safeImageUrl(img.getAttribute('src'));
    if (url) return url;
  }
  return null;
}

export function toNewsItem(item: FeedNews, index: number): NewsItem {
  const summary = htmlText(item.descricao);
  const lead =
    htmlParagraphs(item.descricao)[0] ?? htmlParagraphs(item.conteudoCodificado)[0] ?? null;
  return {
    key: `${index}-${item.link}`,
    title: collapse(item.titulo),
    summary,
    lead,
    author: collapse(item.autor) || NEWS.unknownAuthor,
    publishedAt: parseApiDateTime(item.dataPublicacao),
    link: /^https?:\/\//i.test(item.link ?? '') ? item.link : null,
    image: newsImage(item),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** null, absent, or text: what each of these fields of a FeedNews may be. */
const textOrNone = (value: unknown) => value == null || typeof value === 'string';
const OPTIONAL_TEXT = ['descricao', 'autor', 'dataPublicacao', 'link', 'conteudoCodificado'];

/** One item as the contract has it (FeedNews), in the fields the page reads. */
const isFeedNews = (item: unknown) =>
  isObject(item) &&
  typeof item.titulo === 'string' &&
  OPTIONAL_TEXT.every((key) => textOrNone(item[key])) &&
  (item.enclosure == null || (isObject(item.enclosure) && textOrNone(item.enclosure.url)));

/**
 * GET /api/rss-feeds's answer becomes data only once it is the contract's list of feeds (RssFeed,
 * FeedNews, in the fields the page reads); anything else is a failed read with its retry, never a
 * crashed home page. Written by hand rather than with zod, which the other screens use: zod would
 * not fit in the portal's first page's JavaScript budget (docs/performance.md).
 */
export function readNewsFeeds(reply: unknown): RssFeed[] {
  const ok =
    Array.isArray(reply) &&
    reply.every(
      (feed) =>
        isObject(feed) &&
        (feed.noticias == null ||
          (Array.isArray(feed.noticias) && feed.noticias.every(isFeedNews))),
    );
  if (!ok) throw new ApiError(MALFORMED_REPLY, 200, reply);
  return reply as RssFeed[];
}

/** Fisher–Yates, with the random source injectable for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Every feed's news, shuffled, then sorted newest first (a stable sort, so items of the same moment
 * keep the shuffled order; undated ones go last). The first is the main news, the rest 'Recentes'.
 */
export function orderNews(feeds: readonly RssFeed[], random?: () => number): NewsItem[] {
  const items = feeds.flatMap((feed) => feed.noticias ?? []).map(toNewsItem);
  const time = (item: NewsItem) => item.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return shuffle(items, random).sort((a, b) =>
    time(a) === time(b) ? 0 : time(b) > time(a) ? 1 : -1,
  );
}
