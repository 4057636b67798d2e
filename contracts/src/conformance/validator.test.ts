import { describe, expect, it } from 'vitest';
import { findOperation, listOperations, resolveRef } from './contract';
import { validateRequestBody, validateResponse } from './validator';

interface Media {
  example?: unknown;
  schema?: unknown;
}

/** Every documented JSON example of a response, as a sample for the validator. */
function responseExamples() {
  return listOperations().flatMap((op) =>
    Object.entries((op.operation.responses ?? {}) as Record<string, unknown>).flatMap(
      ([status, raw]) => {
        const { value } = resolveRef(op.api, raw, '');
        const content = (value.content ?? {}) as Record<string, Media>;
        return Object.entries(content).map(([media, { example }]) => ({
          op,
          status: Number(status),
          media,
          example,
        }));
      },
    ),
  );
}

describe('contract examples', () => {
  const samples = responseExamples();

  it('every response documents an example', () => {
    const missing = samples
      .filter((s) => s.example === undefined && !s.media.startsWith('image/'))
      .map((s) => `${s.op.operationId} ${s.status} ${s.media}`);
    expect(missing).toEqual([]);
  });

  it.each(
    samples
      .filter((s) => s.media === 'application/json')
      .map((s) => [`${s.op.operationId} ${s.status}`, s]),
  )('%s example conforms', (_name, s) => {
    const path = s.op.path.replace(/\{[^}]+\}/g, '1');
    expect(
      validateResponse({
        api: s.op.api,
        method: s.op.method,
        path,
        status: s.status,
        body: s.example,
        contentType: s.media,
      }),
    ).toEqual([]);
  });

  it('every JSON request example conforms', () => {
    const errors = listOperations().flatMap((op) => {
      const body = op.operation.requestBody as { content?: Record<string, Media> } | undefined;
      const example = body?.content?.['application/json']?.example;
      if (example === undefined) return [];
      return validateRequestBody(op.api, op.method, op.path.replace(/\{[^}]+\}/g, '1'), example);
    });
    expect(errors).toEqual([]);
  });
});

describe('validateResponse', () => {
  const news = {
    id: 10,
    titulo: 'Vacinação',
    descricao: 'Campanha',
    link: null,
    dataPublicacao: '2026-11-20',
    dataExpiracao: '2026-12-20',
    clienteId: 1,
    categoriaPrincipal: 2,
    cidades: [],
    categorias: [],
    arquivo: null,
  };

  it('resolves a concrete path, with query and origin, to its template', () => {
    expect(findOperation('api', 'GET', 'http://x.test/api/noticias/10?a=1')?.operationId).toBe(
      'getNews',
    );
    expect(findOperation('api', 'get', '/api/noticias')?.operationId).toBe('listNews');
    expect(findOperation('api', 'get', '/backend/api/rss/3')?.operationId).toBe('getRss');
    expect(
      findOperation('api', 'get', '/api/public/attachment/folder-5/attachment-31/vacina.png')
        ?.operationId,
    ).toBe('getAttachmentImage');
    expect(findOperation('panel', 'post', '/api/panel/login')?.operationId).toBe('panelLogin');
  });

  it('accepts a conforming body', () => {
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/api/noticias/10',
        status: 200,
        body: news,
      }),
    ).toEqual([]);
  });

  it('names a dropped required field with its location', () => {
    const { titulo: _dropped, ...rest } = news;
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/api/noticias',
        status: 200,
        body: { rows: [rest], count: 1 },
      }),
    ).toEqual([`GET /api/noticias → 200: body.rows[0] must have required property 'titulo'`]);
  });

  it('reports wrong types and formats', () => {
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/api/noticias/10',
        status: 200,
        body: { ...news, id: '10', dataPublicacao: '20/11/2026' },
      }),
    ).toEqual([
      'GET /api/noticias/{id} → 200: body.id must be integer',
      'GET /api/noticias/{id} → 200: body.dataPublicacao must match format "date"',
    ]);
  });

  it('validates error envelopes through $ref responses', () => {
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/api/rss/1',
        status: 404,
        body: { mensagem: 'x' },
      }),
    ).toEqual([]);
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/api/rss/1',
        status: 500,
        body: { mensagem: 3 },
      }),
    ).toEqual(['GET /api/rss/{id} → 500: body.mensagem must be string']);
  });

  it('reports undocumented statuses, paths and media types', () => {
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/api/rss-feeds',
        status: 418,
        body: {},
      }),
    ).toEqual(['GET /api/rss-feeds → 418: status 418 is not documented (documented: 200, 500)']);
    expect(
      validateResponse({ api: 'api', method: 'get', path: '/api/nada', status: 200, body: {} }),
    ).toEqual(['GET /api/nada is not an operation of the api contract']);
    expect(
      validateResponse({
        api: 'api',
        method: 'get',
        path: '/clients/download-queue-example',
        status: 200,
        body: '{}',
        contentType: 'application/json',
      }),
    ).toEqual([
      'GET /clients/download-queue-example → 200: Content-Type application/json is not documented (documented: text/csv)',
    ]);
  });

  it('validates the panel API', () => {
    expect(
      validateResponse({
        api: 'panel',
        method: 'post',
        path: '/api/rooms/get-report-rooms',
        status: 200,
        body: { report: { qtyRooms: 1, qtyNps: 1, roomsNps: 9 } },
      }),
    ).toEqual([
      "POST /api/rooms/get-report-rooms → 200: body.report must have required property 'avgRoomNps'",
    ]);
  });

  it('checks request bodies', () => {
    expect(validateRequestBody('api', 'post', '/api/users/login', { cpf: '1' })).toEqual([
      "POST /api/users/login request: body must have required property 'password'",
    ]);
  });
});
