import { atMost, NEEDS_WRITE, track, type AdminContext, type S } from './context';

/** RSS feeds: the feed check, search, latest, create, read, deactivate, delete. */
export async function rssSteps(ctx: AdminContext) {
  const { h, api, clientId, run, write } = ctx;
  const feedLink = 'https://www.gov.br/saude/pt-br/rss.xml';
  await h.rest('RSS feed check', 'api', [200, 400], () =>
    api.GET('/api/rss-feeds-validate', { params: { query: { link: feedLink } } }),
  );
  await h.rest<S['RssPage']>(
    'RSS search',
    'api',
    [200],
    () => api.GET('/api/rss', { params: { query: { clientId, limit: 99, offset: 0 } } }),
    atMost(99),
  );
  await h.rest<S['RssPage']>(
    'latest RSS feeds',
    'api',
    [200],
    () => api.GET('/api/rss', { params: { query: { limit: 2 } } }),
    atMost(2),
  );
  if (!write) {
    h.skip('RSS create, read, deactivate, delete', 'POST /api/rss', NEEDS_WRITE);
    return;
  }
  const removeRss = (id: number) => api.DELETE('/api/rss', { params: { query: { id } } });
  const rss = await h.rest<S['Rss']>('RSS create', 'api', [201], () =>
    api.POST('/api/rss', {
      body: {
        id: null,
        link: `https://www.gov.br/saude/conformidade-${run}.xml`,
        status: true,
        clienteId: clientId,
      },
    }),
  );
  const tracked = track(ctx, 'RSS', removeRss);
  if (rss) {
    await h.rest('RSS by id', 'api', [200], () =>
      api.GET('/api/rss/{id}', { params: { path: { id: rss.id } } }),
    );
    await h.rest('RSS deactivate', 'api', [200], () =>
      api.PUT('/api/rss', {
        body: { id: rss.id, link: rss.link, status: false, clienteId: clientId },
      }),
    );
    if (await h.rest('RSS delete', 'api', [200], () => removeRss(rss.id)))
      ctx.cleanup.done(tracked ?? '');
  } else {
    h.blocked('RSS by id, update, delete', 'GET /api/rss/{id}', 'the feed was not created');
  }
}
