import { SearchCategoriesDocument, SearchNewsDocument } from '../../src/generated/graphql/graphql';
import {
  addDays,
  atMost,
  isoDate,
  NEEDS_WRITE,
  PNG_1X1,
  track,
  type AdminContext,
  type S,
} from './context';

/** News: categories, search, create (one refused without an image), read, image, update, delete. */
export async function newsSteps(ctx: AdminContext) {
  const { h, api, token, clientId, write } = ctx;
  const categories = await h.graphql(
    'news categories',
    SearchCategoriesDocument,
    { clientId },
    { token },
  );
  const category = categories?.categories.rows[0]?.cat_id ?? 1;
  await h.rest<S['NewsPage']>(
    'news search',
    'api',
    [200],
    () => api.GET('/api/noticias', { params: { query: { clientId, limit: 99, offset: 0 } } }),
    atMost(99),
  );
  if (!write) {
    h.skip('news create, read, image, update, delete', 'POST /api/noticias', NEEDS_WRITE);
  } else await newsWrites(ctx, category);
  await h.graphql(
    'app news search (GraphQL)',
    SearchNewsDocument,
    { clientId, limit: 10, offset: 0 },
    { token },
  );
}

async function newsWrites(ctx: AdminContext, category: number) {
  const { h, api, clientId, now, today, run } = ctx;
  const newsBody = {
    titulo: `Conformidade ${run}`,
    descricao: 'Notícia criada pelo teste de conformidade do contrato.',
    link: 'https://www.gov.br/saude/pt-br',
    dataPublicacao: today,
    dataExpiracao: isoDate(addDays(now, 30)),
    clienteId: clientId,
    categoriaPrincipal: category,
    cidades: [],
  };
  const removeNews = (id: number) => api.DELETE('/api/noticias', { params: { query: { id } } });
  await h.rest('news without an image is refused', 'api', [400], () =>
    api.POST('/api/noticias', {
      body: { ...newsBody, id: null, nomeArquivo: 'x.png', imagem: '' },
    }),
  );
  track(ctx, 'news (refused)', removeNews);
  const news = await h.rest<S['News']>('news create', 'api', [201], () =>
    api.POST('/api/noticias', {
      body: { ...newsBody, id: null, nomeArquivo: 'conformidade.png', imagem: PNG_1X1 },
    }),
  );
  const tracked = track(ctx, 'news', removeNews);
  if (news) {
    await h.rest('news by id', 'api', [200], () =>
      api.GET('/api/noticias/{id}', { params: { path: { id: news.id } } }),
    );
    if (news.arquivo) {
      const {
        attachmentFolderId: folder,
        ane_id: attachment,
        ane_nome_completo: filename,
      } = news.arquivo;
      await h.rest('news image', 'api', [200], () =>
        api.GET('/api/public/attachment/folder-{folder}/attachment-{attachment}/{filename}', {
          params: { path: { folder, attachment, filename } },
          parseAs: 'blob',
        }),
      );
    }
    await h.rest('news update', 'api', [200], () =>
      api.PUT('/api/noticias', {
        body: {
          ...newsBody,
          id: news.id,
          titulo: `Conformidade ${run} (alterada)`,
          nomeArquivo: null,
          imagem: null,
        },
      }),
    );
    if (await h.rest('news delete', 'api', [200], () => removeNews(news.id)))
      ctx.cleanup.done(tracked ?? '');
  } else {
    h.blocked('news by id, update, delete', 'GET /api/noticias/{id}', 'the news was not created');
  }
}
