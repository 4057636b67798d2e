import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendAt, createClients } from './clients';

const API = 'http://api.test';
const PANEL = 'http://panel.test';
const backend = { ...backendAt(API), panelApiUrl: PANEL };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every call with `status` and records the Authorization header each backend saw. */
function record(status = 200) {
  const seen: Record<string, string | null> = {};
  server.use(
    http.get(`${API}/api/queue/get-last-check`, ({ request }) => {
      seen.api = request.headers.get('authorization');
      return HttpResponse.json({ data: '2026-11-20T10:00:00Z' }, { status });
    }),
    graphql.query('UsuarioLogado', ({ request }) => {
      seen.graphql = request.headers.get('authorization');
      return HttpResponse.json({ data: null }, { status });
    }),
    http.post(`${PANEL}/api/teleconsult/get-log`, ({ request }) => {
      seen.panel = request.headers.get('authorization');
      return HttpResponse.json({ data: { list: [], totalPages: 0 } }, { status });
    }),
  );
  return seen;
}

async function callAll(clients: ReturnType<typeof createClients>) {
  await clients.api.GET('/api/queue/get-last-check');
  await clients.graphql
    .request({ toString: () => 'query UsuarioLogado { usuarioLogado { id } }' } as never)
    .catch(() => undefined);
  await clients.panel.POST('/api/teleconsult/get-log', {
    body: { curPage: 1, limit: 100, whereKey: null },
  });
}

describe('createClients', () => {
  it('sends each session only to its own backend', async () => {
    const seen = record();
    await callAll(
      createClients({
        backend,
        session: { getToken: () => 'paciente' },
        panelSession: { getToken: () => 'painel' },
      }),
    );
    expect(seen).toEqual({
      api: 'Bearer paciente',
      graphql: 'Bearer paciente',
      panel: 'Bearer painel',
    });
  });

  it('sends no Authorization header without a session', async () => {
    const seen = record();
    await callAll(createClients({ backend }));
    expect(seen).toEqual({ api: null, graphql: null, panel: null });
  });

  it('a 401 ends the session of the backend that answered it, and only that one', async () => {
    record(401);
    const ended = { session: vi.fn(), panel: vi.fn() };
    const clients = createClients({
      backend,
      session: { getToken: () => 'paciente', onUnauthorized: ended.session },
      panelSession: { getToken: () => 'painel', onUnauthorized: ended.panel },
    });
    await clients.api.GET('/api/queue/get-last-check');
    expect(ended.session).toHaveBeenCalledTimes(1);
    expect(ended.panel).not.toHaveBeenCalled();
    await clients.panel.POST('/api/teleconsult/get-log', {
      body: { curPage: 1, limit: 100, whereKey: null },
    });
    expect(ended.panel).toHaveBeenCalledTimes(1);
  });
});
