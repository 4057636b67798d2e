import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createPanelApiClient,
  queueImportRequest,
  REQUEST_TIMEOUT_HEADER,
} from './rest';

const API = 'http://api.test';
const PANEL = 'http://panel.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createPanelApiClient', () => {
  it('calls the panel host with the panel token and the timeout header', async () => {
    let headers: Headers | undefined;
    let body: unknown;
    server.use(
      http.post(`${PANEL}/api/teleconsult/get-log`, async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json({ data: { list: [], totalPages: 0 } });
      }),
    );
    const panel = createPanelApiClient({ baseUrl: `${PANEL}/`, getToken: () => 'painel-tok' });
    const { data } = await panel.POST('/api/teleconsult/get-log', {
      body: { curPage: 1, limit: 100, whereKey: { tml_cpf: '52998224725' } },
    });
    expect(data?.data.totalPages).toBe(0);
    expect(body).toEqual({ curPage: 1, limit: 100, whereKey: { tml_cpf: '52998224725' } });
    expect(headers?.get('authorization')).toBe('Bearer painel-tok');
    expect(headers?.get('request-timeout')).toBe(REQUEST_TIMEOUT_HEADER);
  });

  it('calls the 401 hook so the panel shows its login again', async () => {
    server.use(
      http.post(`${PANEL}/api/rooms/get-report-rooms`, () =>
        HttpResponse.json({ mensagem: 'Sessão do painel expirada.' }, { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const panel = createPanelApiClient({ baseUrl: PANEL, onUnauthorized });
    const { error, response } = await panel.POST('/api/rooms/get-report-rooms');
    expect(response.status).toBe(401);
    expect(error).toEqual({ mensagem: 'Sessão do painel expirada.' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('logs in without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(`${PANEL}/api/panel/login`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ token: 't', expiresAt: '2026-11-28T06:42:07-03:00' });
      }),
    );
    const panel = createPanelApiClient({ baseUrl: PANEL, getToken: () => null });
    const { data } = await panel.POST('/api/panel/login', {
      body: { login: 'painel', password: 'Painel@123' },
    });
    expect(data?.token).toBe('t');
    expect(auth).toBeNull();
  });
});

describe('createApiClient', () => {
  it('serialises array and deepObject query parameters as the contract says', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${API}/api/agendar-notificacoes/destinatarios`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ rows: [], count: 0 });
      }),
    );
    const api = createApiClient({ baseUrl: API });
    await api.GET('/api/agendar-notificacoes/destinatarios', {
      params: { query: { noaId: 7, filter: { cpf: '52998224725', interaction: 3 } } },
    });
    expect(url?.searchParams.get('noaId')).toBe('7');
    expect(url?.searchParams.get('filter[cpf]')).toBe('52998224725');
    expect(url?.searchParams.get('filter[interaction]')).toBe('3');
  });

  it('sends a multipart import', async () => {
    let file: File | undefined;
    server.use(
      http.post(`${API}/clients/import-queue-info`, async ({ request }) => {
        file = (await request.formData()).get('file') as File;
        return HttpResponse.json({ msg: 'Dados sendo processados', ims_id: 1 }, { status: 202 });
      }),
    );
    const api = createApiClient({ baseUrl: API, getToken: () => 'adm' });
    const csv = new File(['a;b\r\n'], 'fila.csv', { type: 'text/csv' });
    const { data } = await api.POST('/clients/import-queue-info', queueImportRequest(csv));
    expect(data?.msg).toBe('Dados sendo processados');
    expect(file?.name).toBe('fila.csv');
  });
});
