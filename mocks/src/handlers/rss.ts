/**
 * RSS feeds: the Portal Gerencial's registrations (CRUD and validation) and the public news of
 * the active feeds. Feeds are answered from the sandbox's own set (seed/feeds.ts): no outside
 * fetch ever happens.
 */
import type { Schemas } from '../core/contract';
import { badRequest, check, notFound } from '../core/http';
import { boolParam, intParam, matches, page, textParam } from '../core/params';
import { created, ok, route } from '../core/route';
import { isUrl } from '../core/rules';
import { isoOf, nowMoment } from '../core/time';
import { db, nextId, type Row } from '../db';
import type { Session } from '../core/auth';
import { sandboxFeeds } from '../seed';
import { findFeed, type FeedItem } from '../seed/feeds';
import { ownClient } from './clients';

type Rss = Schemas['Rss'];
type FeedNews = Schemas['FeedNews'];

export const NO_FEED_MESSAGE =
  'O site informado não possui um feed RSS disponível.<br>Por favor, verifique o link ou tente adicionar um site que ofereça suporte ao RSS.';

const rssBody = (row: Row<'rss'>): Rss => ({
  id: row.rss_id,
  link: row.rss_url,
  status: row.rss_status,
  clienteId: row.rss_id_clientes,
  dataCriacao: isoOf(row.rss_criado_em),
});

function ownRss(session: Session, id: number) {
  const row = db.rss.findFirst({ where: { rss_id: { equals: id } } });
  if (!row || row.rss_id_clientes !== session.clientId) throw notFound('RSS não encontrado.');
  return row;
}

function checkLink(link: string) {
  check(link, 'O link é obrigatório');
  check(isUrl(link), 'O link informado é inválido');
  check(link.length >= 18 && link.length <= 200, 'O link deve ter entre 18 e 200 caracteres');
}

/** Relative sandbox paths become absolute, so feed consumers get real URLs. */
function absolute(item: FeedItem, origin: string): FeedNews {
  const at = (path: string) => new URL(path, origin).href;
  return {
    ...item,
    dataPublicacao: isoOf(item.dataPublicacao),
    conteudoCodificado: item.conteudoCodificado.replace(
      /src="(\/[^"]*)"/g,
      (_, path: string) => `src="${at(path)}"`,
    ),
    enclosure: item.enclosure ? { url: at(item.enclosure.url) } : null,
  };
}

export const rssHandlers = [
  route(
    'get',
    '/api/rss-feeds',
    'listRssFeeds',
    ({ url }) => {
      // The portal's client is the deployment's municipality: the sandbox's first client.
      const client = db.cliente.getAll()[0];
      const feeds = db.rss
        .getAll()
        .filter((r) => r.rss_status && r.rss_id_clientes === client?.cli_id)
        .map((r) => {
          const feed = findFeed(sandboxFeeds, r.rss_url);
          return {
            id: r.rss_id,
            link: r.rss_url,
            titulo: feed?.title ?? null,
            noticias: (feed?.items ?? []).map((item) => absolute(item, url.origin)),
          };
        });
      return ok(feeds);
    },
    { empty: () => [] },
  ),

  route(
    'get',
    '/api/rss',
    'listRss',
    ({ query, session }) => {
      const client = ownClient(session, intParam(query, 'clientId', { min: 1 }));
      const latestOnly = !query.has('clientId');
      const limit = intParam(query, 'limit', {
        fallback: latestOnly ? 2 : 10,
        min: 0,
        max: 100,
      }) as number;
      const offset = intParam(query, 'offset', { fallback: 0, min: 0 }) as number;
      const link = textParam(query, 'link');
      if (query.has('link') && !link)
        throw badRequest('Informe ao menos 1 caractere para a busca.');
      const rows = db.rss
        .getAll()
        .filter((r) => r.rss_id_clientes === client.cli_id)
        .filter((r) => matches(r.rss_url, link))
        .filter((r) => !boolParam(query, 'isRssCurrent') || r.rss_status)
        .sort((a, b) => b.rss_criado_em.localeCompare(a.rss_criado_em) || b.rss_id - a.rss_id);
      const result = page(rows, limit, offset);
      return ok({ count: result.count, rows: result.rows.map(rssBody) });
    },
    { roles: ['admin'], empty: () => ({ count: 0, rows: [] }) },
  ),

  route(
    'post',
    '/api/rss',
    'createRss',
    async ({ json, session }) => {
      const body = await json();
      const link = String(body.link ?? '').trim();
      checkLink(link);
      const client = ownClient(session, body.clienteId);
      const duplicate = db.rss
        .getAll()
        .some((r) => r.rss_id_clientes === client.cli_id && r.rss_url === link);
      check(!duplicate, 'Este RSS já está cadastrado.');
      const row = db.rss.create({
        rss_id: nextId('rss'),
        rss_id_clientes: client.cli_id,
        rss_status: true,
        rss_url: link,
        rss_criado_em: nowMoment(),
      });
      return created(rssBody(row));
    },
    { roles: ['admin'] },
  ),

  route(
    'put',
    '/api/rss',
    'updateRss',
    async ({ json, session }) => {
      const body = await json();
      check(body.id, 'O id do RSS é obrigatório');
      const current = ownRss(session, Number(body.id));
      const link = String(body.link ?? current.rss_url).trim();
      checkLink(link);
      const row = db.rss.update({
        where: { rss_id: { equals: current.rss_id } },
        data: {
          rss_url: link,
          rss_status: typeof body.status === 'boolean' ? body.status : current.rss_status,
        },
      });
      return ok(rssBody(row ?? current));
    },
    { roles: ['admin'] },
  ),

  route(
    'delete',
    '/api/rss',
    'deleteRss',
    ({ query, session }) => {
      const id = intParam(query, 'id', { min: 1, message: 'O id do RSS é obrigatório' });
      check(id, 'O id do RSS é obrigatório');
      db.rss.delete({ where: { rss_id: { equals: ownRss(session, id).rss_id } } });
      return ok({ mensagem: 'Rss Removido com Sucesso!' });
    },
    { roles: ['admin'] },
  ),

  route<'getRss', { id: string }>(
    'get',
    '/api/rss/:id',
    'getRss',
    ({ params, session }) => ok(rssBody(ownRss(session, Number(params.id)))),
    { roles: ['admin'] },
  ),

  route(
    'get',
    '/api/rss-feeds-validate',
    'validateRssFeed',
    ({ query }) => {
      const link = textParam(query, 'link') ?? '';
      checkLink(link);
      const feed = findFeed(sandboxFeeds, link);
      if (!feed) throw badRequest(NO_FEED_MESSAGE);
      return ok({ valid: true as const, titulo: feed.title });
    },
    { roles: ['admin'] },
  ),
];
