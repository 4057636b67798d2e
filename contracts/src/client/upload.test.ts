// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendAt, createClients } from './clients';
import { REQUEST_TIMEOUT_HEADER } from './rest';
import { createUploadClient, IMPORT_FAILURE_MESSAGE, UploadRequestError } from './upload';

const API = 'http://api.test';
const URL = `${API}/clients/import-queue-info`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const csv = () => new File(['fir_fila_id;fir_status\r\n77;SOLICITADO\r\n'], 'fila.csv');
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the upload should have failed');
    },
    (error: unknown) => error as UploadRequestError,
  );

/**
 * A stand-in XMLHttpRequest the test drives by hand: what a browser reports while a large body
 * goes up (progress steps), and the endings fetch-based mocks cannot produce (timeout, abort).
 */
class FakeRequest extends EventTarget {
  upload = new EventTarget();
  timeout = 0;
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable }),
    );
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.dispatchEvent(new Event('load'));
  }
}

function fake(config: Partial<Parameters<typeof createUploadClient>[0]> = {}) {
  const request = new FakeRequest();
  const client = createUploadClient({
    baseUrl: `${API}/`,
    createRequest: () => request as unknown as XMLHttpRequest,
    ...config,
  });
  return { request, client };
}

describe('createUploadClient over the network (MSW intercepting XMLHttpRequest)', () => {
  it('posts the file as multipart with the session headers and resolves with the 202 reply', async () => {
    let seen: { headers: Headers; file: File } | undefined;
    server.use(
      http.post(URL, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        seen = { headers: request.headers, file };
        return HttpResponse.json({ msg: 'Dados sendo processados', ims_id: 5 }, { status: 202 });
      }),
    );
    const progress = vi.fn();
    const clients = createClients({ backend: backendAt(API), session: { getToken: () => 'adm' } });
    const reply = await clients.upload.importQueue(csv(), { onProgress: progress });
    expect(reply).toEqual({ msg: 'Dados sendo processados', ims_id: 5 });
    expect(seen?.headers.get('authorization')).toBe('Bearer adm');
    expect(seen?.headers.get('request-timeout')).toBe(REQUEST_TIMEOUT_HEADER);
    expect(seen?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The field is there; its name and bytes are checked with the stand-in request below (jsdom's
    // File does not survive the way into Node's Request, a browser's does).
    expect(seen?.file.size).toBeGreaterThan(0);
    // The body went up: the last report is the whole of it.
    const [loaded, total] = progress.mock.lastCall ?? [];
    expect(total).toBeGreaterThan(0);
    expect(loaded).toBe(total);
  });

  it('a 401 calls the session hook and fails with the server message', async () => {
    server.use(
      http.post(URL, () => HttpResponse.json({ mensagem: 'Sessão expirada.' }, { status: 401 })),
    );
    const onUnauthorized = vi.fn();
    const clients = createClients({
      backend: backendAt(API),
      session: { getToken: () => 'velho', onUnauthorized },
    });
    const error = await failureOf(clients.upload.importQueue(csv()));
    expect(error).toBeInstanceOf(UploadRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Sessão expirada.' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("fails with the server's msg, or the spec's text when there is none", async () => {
    const client = createUploadClient({ baseUrl: API });
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          { msg: 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.' },
          { status: 400 },
        ),
      ),
    );
    expect(await failureOf(client.importQueue(csv()))).toMatchObject({
      status: 400,
      message: 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.',
      body: { msg: 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.' },
    });
    server.use(http.post(URL, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    expect(await failureOf(client.importQueue(csv()))).toMatchObject({
      status: 502,
      message: IMPORT_FAILURE_MESSAGE,
    });
  });

  it('fails with status 0 when the network fails, and sends no token without a session', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(URL, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.error();
      }),
    );
    const error = await failureOf(createUploadClient({ baseUrl: API }).importQueue(csv()));
    expect(error).toMatchObject({ status: 0, message: IMPORT_FAILURE_MESSAGE });
    expect(auth).toBeNull();
  });
});

describe('createUploadClient, step by step (a stand-in request)', () => {
  it('reports each progress step, the session headers and the timeout', async () => {
    const { request, client } = fake({ getToken: () => 'adm', timeoutMs: 1234 });
    const progress = vi.fn();
    const reply = client.importQueue(new Blob(['x'.repeat(300)]), { onProgress: progress });
    expect(request.opened).toEqual(['POST', `${API}/clients/import-queue-info`]);
    expect(request.timeout).toBe(1234);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer adm',
      'request-timeout': REQUEST_TIMEOUT_HEADER,
    });
    const sent = (request.body as FormData).get('file') as File;
    expect(sent).toMatchObject({ name: 'fila.csv', size: 300 });
    expect(await sent.text()).toBe('x'.repeat(300));
    const named = fake();
    void named.client.importQueue(new File(['a'], 'minha-fila.csv'));
    expect((named.request.body as FormData).get('file')).toMatchObject({ name: 'minha-fila.csv' });
    request.progress(100, 300);
    request.progress(200, 300);
    request.progress(300, 0, false);
    request.answer(202, '{"msg":"Dados sendo processados","ims_id":9}');
    await expect(reply).resolves.toEqual({ msg: 'Dados sendo processados', ims_id: 9 });
    expect(progress.mock.calls).toEqual([
      [100, 300],
      [200, 300],
      [300, 300],
    ]);
  });

  it('uses the 240000 ms timeout by default and fails with status 0 when it passes', async () => {
    const { request, client } = fake();
    const reply = failureOf(client.importQueue(csv()));
    expect(request.timeout).toBe(240_000);
    request.dispatchEvent(new Event('timeout'));
    const error = await reply;
    expect(error).toMatchObject({ status: 0, message: IMPORT_FAILURE_MESSAGE });
    expect((error.body as DOMException).name).toBe('TimeoutError');
  });

  it('aborts by signal, before or during the upload', async () => {
    const { request, client } = fake();
    const controller = new AbortController();
    const reply = failureOf(client.importQueue(csv(), { signal: controller.signal }));
    controller.abort();
    expect(request.aborted).toBe(true);
    expect(((await reply).body as DOMException).name).toBe('AbortError');

    const early = fake();
    const error = await failureOf(early.client.importQueue(csv(), { signal: AbortSignal.abort() }));
    expect(error.status).toBe(0);
    expect(early.request.opened).toBeNull();
  });

  it('a 500 without a body gives the fallback, and the 401 hook stays quiet', async () => {
    const onUnauthorized = vi.fn();
    const { request, client } = fake({ onUnauthorized });
    const reply = failureOf(client.importQueue(csv()));
    request.answer(500, '');
    expect(await reply).toMatchObject({ status: 500, message: IMPORT_FAILURE_MESSAGE });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
