/**
 * News of the mobile app (Portal Gerencial, REST and GraphQL) and the public image endpoint. The
 * service rules and their messages are the spec's; REST and GraphQL share them.
 */
import type {
  CreateNewsMutation,
  SearchCategoriesQuery,
  SearchNewsQuery,
} from '@portal/contracts/generated/graphql/graphql';
import { sniffImageType } from '@portal/contracts/registry';
import { HttpResponse } from 'msw';
import type { Session } from '../core/auth';
import type { Schemas } from '../core/contract';
import { hasFault } from '../core/faults';
import { defineResolvers } from '../core/graphql';
import { badRequest, check, notFound } from '../core/http';
import {
  FILE_NAME_MAX_LENGTH,
  IMAGE_LIMIT_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  NEWS_CITIES_MAX,
} from '@portal/contracts/limits';
import {
  sniffStoredFile,
  UNKNOWN_FILE_TYPE,
  USER_FILE_HEADERS,
} from '@portal/contracts/storedFiles';
import {
  base64ToBytes,
  bytesToBase64,
  extensionOf,
  parseDataUrl,
  readPicture,
} from '../core/images';
import { boolParam, intParam, matches, page, paging, textParam } from '../core/params';
import { created, ok, route } from '../core/route';
import { isUrl } from '../core/rules';
import { isRealDay, today } from '../core/time';
import { db, nextId, type Row } from '../db';
import { configOf, ownClient } from './clients';

type News = Schemas['News'];
type NewsItem = CreateNewsMutation['create_news'];

/** What both APIs send, in one shape. */
interface NewsInput {
  titulo: string;
  descricao: string;
  link: string | null;
  dataPublicacao: string;
  dataExpiracao: string;
  clienteId: number;
  categoriaPrincipal: number;
  categoriasSecundarias?: number[];
  publicoAlvo?: number[];
  prioridade?: boolean;
  cidades: number[];
  image?: { name: string; type: string; base64: string } | null;
}

export const attachmentPath = (folder: number, id: number, name: string) =>
  `/api/public/attachment/folder-${folder}/attachment-${id}/${encodeURIComponent(name)}`;

/** The service rules on save; `creating` adds the ones that only apply to a new item. */
function validateNews(input: NewsInput, session: Session, creating: boolean) {
  const client = ownClient(session, input.clienteId);
  const title = input.titulo.trim();
  check(title, 'O título é obrigatório');
  check(title.length >= 2, 'O título deve ter no mínimo 2 caracteres');
  check(title.length <= 60, 'O título deve no máximo 60 caracteres');
  const description = input.descricao.trim();
  check(description, 'A descrição é obrigatória');
  check(description.length >= 2, 'A descrição deve ter no mínimo 2 caracteres');
  check(description.length <= 1000, 'A descrição deve ter no máximo 1000 caracteres');
  if (input.link)
    check(isUrl(input.link) && input.link.length <= 200, 'O link informado é inválido');
  check(input.dataPublicacao, 'A data de publicação é obrigatória');
  check(isRealDay(input.dataPublicacao), 'Data de publicação inválida.');
  if (creating) {
    check(
      input.dataPublicacao >= today(),
      'A data de publicação deve ser a atual ou superior a hoje',
    );
  }
  check(input.dataExpiracao, 'A data de expiração é obrigatória');
  check(isRealDay(input.dataExpiracao), 'Data de expiração inválida.');
  check(
    input.dataExpiracao >= input.dataPublicacao,
    'A data de expiração não pode ser anterior à de publicação',
  );
  const category = db.categoria.findFirst({
    where: { cat_id: { equals: input.categoriaPrincipal } },
  });
  check(
    category && category.cat_id_clientes === client.cli_id,
    'Campo Categoria principal é requerido',
  );
  const isState = configOf(client.cli_codigo)?.coc_tipo === 'ESTADO';
  if (isState) {
    check(input.cidades.length > 0, 'Campo Cidades é requerido');
    check(input.cidades.length <= NEWS_CITIES_MAX, `Informe no máximo ${NEWS_CITIES_MAX} cidades.`);
    // Cities that exist, in the client's own state: a news item reaches no other state's people.
    const uf = configOf(client.cli_codigo)?.coc_uf;
    check(
      input.cidades.every(
        (id) => db.cidade.findFirst({ where: { id: { equals: id } } })?.uf === uf,
      ),
      'Cidade inválida: informe cidades do estado do cliente.',
    );
  }
  if (creating) check(input.image, 'A imagem é obrigatória');
  return { client, title, description, cities: isState ? input.cidades : [] };
}

function saveNews(input: NewsInput, session: Session, id?: number): Row<'noticia'> {
  const current = id === undefined ? null : ownNews(session, id);
  const { client, title, description, cities } = validateNews(input, session, !current);
  const nov_id = current?.nov_id ?? nextId('noticia');
  let attachmentId = current?.nov_id_anexo ?? null;
  if (input.image) {
    attachmentId = nextId('anexo');
    db.anexo.create({
      ane_id: attachmentId,
      ane_pasta: nov_id,
      ane_nome_completo: input.image.name,
      ane_caminho: attachmentPath(nov_id, attachmentId, input.image.name),
      ane_tipo: input.image.type,
      ane_conteudo: input.image.base64,
    });
  }
  const data = {
    nov_id_clientes: client.cli_id,
    nov_titulo: title,
    nov_descricao: description,
    nov_data_publicacao: input.dataPublicacao,
    nov_data_expiracao: input.dataExpiracao,
    nov_url: input.link ?? '',
    nov_id_categoria_principal: input.categoriaPrincipal,
    nov_categorias_secundarias:
      input.categoriasSecundarias ?? current?.nov_categorias_secundarias ?? [],
    nov_publico_alvo: input.publicoAlvo ?? current?.nov_publico_alvo ?? [],
    nov_prioridade_publico_alvo: input.prioridade ?? current?.nov_prioridade_publico_alvo ?? false,
    nov_id_anexo: attachmentId,
    nov_cidades: cities,
  };
  if (current) {
    return db.noticia.update({ where: { nov_id: { equals: nov_id } }, data }) ?? current;
  }
  return db.noticia.create({ nov_id, ...data });
}

function ownNews(session: Session, id: number): Row<'noticia'> {
  const news = db.noticia.findFirst({ where: { nov_id: { equals: id } } });
  if (!news || news.nov_id_clientes !== session.clientId) throw notFound('Notícia não encontrada.');
  return news;
}

const categoryOf = (id: number) => db.categoria.findFirst({ where: { cat_id: { equals: id } } });
const attachmentOf = (id: number | null) =>
  id === null ? null : db.anexo.findFirst({ where: { ane_id: { equals: id } } });

function newsBody(news: Row<'noticia'>): News {
  const attachment = attachmentOf(news.nov_id_anexo);
  const categories = [news.nov_id_categoria_principal, ...news.nov_categorias_secundarias]
    .map(categoryOf)
    .filter((c): c is Row<'categoria'> => Boolean(c))
    .map(({ cat_id, cat_id_clientes, cat_nome, cat_descricao }) => ({
      cat_id,
      cat_id_clientes,
      cat_nome,
      cat_descricao,
    }));
  return {
    id: news.nov_id,
    titulo: news.nov_titulo,
    descricao: news.nov_descricao,
    link: news.nov_url || null,
    dataPublicacao: news.nov_data_publicacao,
    dataExpiracao: news.nov_data_expiracao,
    clienteId: news.nov_id_clientes,
    categoriaPrincipal: news.nov_id_categoria_principal,
    cidades: news.nov_cidades,
    nomeArquivo: attachment?.ane_nome_completo ?? null,
    categorias: categories,
    arquivo: attachment
      ? {
          ane_id: attachment.ane_id,
          ane_nome_completo: attachment.ane_nome_completo,
          ane_caminho: attachment.ane_caminho,
          attachmentFolderId: attachment.ane_pasta,
        }
      : null,
  };
}

function newsItem(news: Row<'noticia'>): NewsItem {
  const attachment = attachmentOf(news.nov_id_anexo);
  const asCategory = (principal: boolean) => (id: number) => {
    const c = categoryOf(id);
    return c
      ? [{ cat_id: c.cat_id, cat_nome: c.cat_nome, cat_id_clientes: c.cat_id_clientes, principal }]
      : [];
  };
  return {
    nov_id: news.nov_id,
    nov_id_clientes: news.nov_id_clientes,
    nov_titulo: news.nov_titulo,
    nov_descricao: news.nov_descricao,
    nov_data_publicacao: news.nov_data_publicacao,
    nov_data_expiracao: news.nov_data_expiracao,
    nov_url: news.nov_url || null,
    nov_categoria_principal: asCategory(true)(news.nov_id_categoria_principal)[0] ?? null,
    nov_categoria_secundaria: news.nov_categorias_secundarias.flatMap(asCategory(false)),
    nov_publico_alvo: news.nov_publico_alvo.flatMap((id) => {
      const p = db.publicoAlvo.findFirst({ where: { pua_id: { equals: id } } });
      return p
        ? [{ pua_id: p.pua_id, pua_nome: p.pua_nome, pua_id_clientes: p.pua_id_clientes }]
        : [];
    }),
    nov_prioridade_publico_alvo: news.nov_prioridade_publico_alvo ? 1 : 0,
    attachment: attachment
      ? {
          ane_id: attachment.ane_id,
          ane_nome_completo: attachment.ane_nome_completo,
          ane_caminho: attachment.ane_caminho,
        }
      : null,
    attachmentFolderId: attachment?.ane_pasta ?? null,
  };
}

/** The client's news, newest publication first, as the search screens filter them. */
function searchNews(clientId: number, title?: string, currentOnly?: boolean) {
  return db.noticia
    .getAll()
    .filter((n) => n.nov_id_clientes === clientId)
    .filter((n) => matches(n.nov_titulo, title))
    .filter((n) => !currentOnly || n.nov_data_expiracao >= today())
    .sort(
      (a, b) => b.nov_data_publicacao.localeCompare(a.nov_data_publicacao) || b.nov_id - a.nov_id,
    );
}

/**
 * A news image as it is stored: a PNG or a JPEG by its bytes, 200 kB at most, its type the one its
 * bytes say (the data URL's or the upload's declared type is not read), its name within 255.
 */
function newsPicture(bytes: Uint8Array, name: unknown): NonNullable<NewsInput['image']> {
  const picture = readPicture(bytes);
  if (!picture.ok)
    throw badRequest(
      picture.problem === 'size' ? IMAGE_TOO_LARGE_MESSAGE : 'Por favor, selecione uma imagem',
    );
  const given = typeof name === 'string' ? name.trim() : '';
  check(
    given.length <= FILE_NAME_MAX_LENGTH,
    `O nome do arquivo deve ter no máximo ${FILE_NAME_MAX_LENGTH} caracteres.`,
  );
  return {
    name: given || `imagem.${extensionOf(picture.type)}`,
    type: picture.type,
    base64: bytesToBase64(bytes),
  };
}

/** The fault `trustDeclaredFileType`: a picture by its first bytes, kept as declared. */
function trustedPicture(bytes: Uint8Array, declared: string, name: unknown) {
  if (!sniffImageType(bytes.subarray(0, 16))) throw badRequest('Por favor, selecione uma imagem');
  return { name: String(name || 'imagem.png'), type: declared, base64: bytesToBase64(bytes) };
}

function restInput(
  body: Partial<Schemas['NewsCreateRequest']> | Partial<Schemas['NewsUpdateRequest']>,
): NewsInput {
  let image: NewsInput['image'] = null;
  if (body.imagem) {
    const dataUrl = parseDataUrl(body.imagem);
    if (!dataUrl) throw badRequest('Por favor, selecione uma imagem');
    const bytes = base64ToBytes(dataUrl.base64);
    image = hasFault('trustDeclaredFileType')
      ? trustedPicture(bytes, dataUrl.type, body.nomeArquivo)
      : newsPicture(bytes, body.nomeArquivo);
  }
  return {
    titulo: String(body.titulo ?? ''),
    descricao: String(body.descricao ?? ''),
    link: body.link ? String(body.link).trim() : null,
    dataPublicacao: String(body.dataPublicacao ?? ''),
    dataExpiracao: String(body.dataExpiracao ?? ''),
    clienteId: Number(body.clienteId),
    categoriaPrincipal: Number(body.categoriaPrincipal),
    cidades: Array.isArray(body.cidades) ? body.cidades.map(Number) : [],
    image,
  };
}

export const newsHandlers = [
  route(
    'get',
    '/api/noticias',
    'listNews',
    ({ query, session }) => {
      check(query.get('clientId'), 'O id do cliente é obrigatório');
      const client = ownClient(session, intParam(query, 'clientId', { min: 1 }));
      const title = textParam(query, 'title');
      if (title) check(title.length <= 70, 'A busca deve ter entre 1 e 70 caracteres');
      const { limit, offset } = paging(query);
      const result = page(
        searchNews(client.cli_id, title, boolParam(query, 'isNewsCurrent')),
        limit,
        offset,
      );
      return ok({ count: result.count, rows: result.rows.map(newsBody) });
    },
    { roles: ['admin'], empty: () => ({ count: 0, rows: [] }) },
  ),
  route(
    'post',
    '/api/noticias',
    'createNews',
    async ({ json, session }) => created(newsBody(saveNews(restInput(await json()), session))),
    { roles: ['admin'] },
  ),
  route(
    'put',
    '/api/noticias',
    'updateNews',
    async ({ json, session }) => {
      const body = await json();
      check(body.id, 'O id da notícia é obrigatório');
      return ok(newsBody(saveNews(restInput(body), session, Number(body.id))));
    },
    { roles: ['admin'] },
  ),
  route(
    'delete',
    '/api/noticias',
    'deleteNews',
    ({ query, session }) => {
      const id = intParam(query, 'id', { min: 1, message: 'O id da notícia é obrigatório' });
      check(id, 'O id da notícia é obrigatório');
      const news = ownNews(session, id);
      db.noticia.delete({ where: { nov_id: { equals: news.nov_id } } });
      if (news.nov_id_anexo !== null)
        db.anexo.delete({ where: { ane_id: { equals: news.nov_id_anexo } } });
      return ok({ mensagem: 'Notícia Removida com Sucesso!' });
    },
    { roles: ['admin'] },
  ),
  route<'getNews', { id: string }>(
    'get',
    '/api/noticias/:id',
    'getNews',
    ({ params, session }) => ok(newsBody(ownNews(session, Number(params.id)))),
    { roles: ['admin'] },
  ),
  route<'getAttachmentImage', { folder: string; attachment: string; filename: string }>(
    'get',
    '/api/public/attachment/folder-:folder/attachment-:attachment/:filename',
    'getAttachmentImage',
    ({ params }) => {
      const attachment = db.anexo.findFirst({
        where: { ane_id: { equals: Number(params.attachment) } },
      });
      if (
        !attachment ||
        attachment.ane_pasta !== Number(params.folder) ||
        attachment.ane_nome_completo !== decodeURIComponent(params.filename)
      ) {
        throw notFound('Arquivo não encontrado.');
      }
      // The type is read again from the bytes, never the stored one: a state written before the
      // bytes were checked may hold a page under an image's name. What is none of the allowed
      // types is a download.
      const bytes = base64ToBytes(attachment.ane_conteudo);
      if (hasFault('trustDeclaredFileType'))
        return new HttpResponse(bytes, { headers: { 'Content-Type': attachment.ane_tipo } });
      const type = sniffStoredFile(bytes);
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': type ?? UNKNOWN_FILE_TYPE,
          ...(type ? {} : { 'Content-Disposition': 'attachment' }),
          ...USER_FILE_HEADERS,
          'Cache-Control': 'public, max-age=86400',
        },
      });
    },
  ),
];

async function graphqlInput(args: Record<string, unknown>): Promise<NewsInput> {
  const news = args.news as {
    nov_titulo: string;
    nov_descricao: string;
    nov_url?: string | null;
    nov_data_publicacao: string;
    nov_data_expiracao: string;
    nov_id_clientes: number;
    nov_categoria_principal: number;
    nov_categoria_secundaria?: number[] | null;
    nov_publico_alvo?: number[] | null;
    nov_prioridade_publico_alvo?: number | null;
    cidades?: number[] | null;
  };
  const file = args.file as File | null | undefined;
  if (file && file.size > IMAGE_LIMIT_BYTES) throw badRequest(IMAGE_TOO_LARGE_MESSAGE);
  const image = file ? newsPicture(new Uint8Array(await file.arrayBuffer()), file.name) : null;
  return {
    titulo: news.nov_titulo,
    descricao: news.nov_descricao,
    link: news.nov_url?.trim() || null,
    dataPublicacao: news.nov_data_publicacao,
    dataExpiracao: news.nov_data_expiracao,
    clienteId: news.nov_id_clientes,
    categoriaPrincipal: news.nov_categoria_principal,
    categoriasSecundarias: news.nov_categoria_secundaria ?? undefined,
    publicoAlvo: news.nov_publico_alvo ?? undefined,
    prioridade:
      news.nov_prioridade_publico_alvo === null || news.nov_prioridade_publico_alvo === undefined
        ? undefined
        : news.nov_prioridade_publico_alvo > 0,
    cidades: news.cidades ?? [],
    image,
  };
}

defineResolvers({
  categories: ({ clientId }, { session }): SearchCategoriesQuery['categories'] => {
    const client = ownClient(session!, clientId);
    const rows = db.categoria
      .getAll()
      .filter((c) => c.cat_id_clientes === client.cli_id)
      .map(({ cat_id, cat_id_clientes, cat_nome, cat_descricao }) => ({
        cat_id,
        cat_id_clientes,
        cat_nome,
        cat_descricao,
      }));
    return { count: rows.length, rows };
  },
  search_news: (args, { session }): SearchNewsQuery['search_news'] => {
    const client = ownClient(session!, args.clientId);
    const title = typeof args.title === 'string' ? args.title.trim() : undefined;
    if (title && title.length > 70) throw badRequest('A busca deve ter entre 1 e 70 caracteres');
    const rows = searchNews(client.cli_id, title, args.isNewsCurrent === true);
    const result = page(rows, Number(args.limit ?? 10), Number(args.offset ?? 0));
    return { count: result.count, rows: result.rows.map(newsItem) };
  },
  create_news: async (args, { session }) => newsItem(saveNews(await graphqlInput(args), session!)),
  save_news: async (args, { session }) =>
    newsItem(saveNews(await graphqlInput(args), session!, Number(args.id))),
});
