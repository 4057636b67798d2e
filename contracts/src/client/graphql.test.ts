import { graphql as gql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateUserDocument,
  GetClientConfigurationDocument,
  SearchCivilStatesDocument,
} from '../generated/graphql/graphql';
import { createGraphqlClient, extractFiles, GraphqlRequestError, operationNameOf } from './graphql';
import { REQUEST_TIMEOUT_HEADER } from './rest';

const URL = 'http://api.test/graphql';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const civilStates = {
  search_civil_state: { count: 1, rows: [{ ecv_id: 1, ecv_nome: 'Solteiro(a)', ecv_codigo: '1' }] },
};

describe('createGraphqlClient', () => {
  it('posts the document with its operation name and returns data', async () => {
    let seen: { body: unknown; headers: Headers } | undefined;
    server.use(
      http.post(URL, async ({ request }) => {
        seen = { body: await request.json(), headers: request.headers };
        return HttpResponse.json({ data: civilStates });
      }),
    );
    const client = createGraphqlClient({ url: URL, getToken: () => 'tok-1' });
    const data = await client.request(SearchCivilStatesDocument);
    expect(data.search_civil_state.rows[0]?.ecv_nome).toBe('Solteiro(a)');
    expect(seen?.body).toMatchObject({ operationName: 'SearchCivilStates', variables: {} });
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen?.headers.get('request-timeout')).toBe(REQUEST_TIMEOUT_HEADER);
    expect(seen?.headers.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization header without a session', async () => {
    let auth: string | null = 'unset';
    server.use(
      gql.query('SearchCivilStates', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: civilStates });
      }),
    );
    await createGraphqlClient({ url: URL, getToken: () => null }).request(
      SearchCivilStatesDocument,
    );
    expect(auth).toBeNull();
  });

  it('throws the GraphQL errors messages, and calls the 401 hook on UNAUTHENTICATED', async () => {
    server.use(
      gql.query('GetClientConfiguration', () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'Sessão expirada.', extensions: { code: 'UNAUTHENTICATED' } },
            { message: 'Outro erro' },
          ],
        }),
      ),
    );
    const onUnauthorized = vi.fn();
    const client = createGraphqlClient({ url: URL, onUnauthorized });
    const error = await client
      .request(GetClientConfigurationDocument, { codeClient: '3302858' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect((error as GraphqlRequestError).messages).toEqual(['Sessão expirada.', 'Outro erro']);
    expect((error as GraphqlRequestError).message).toBe('Sessão expirada.\nOutro erro');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads the error envelope of a non-GraphQL failure and calls the 401 hook', async () => {
    server.use(
      http.post(URL, () => HttpResponse.json({ mensagem: 'Token inválido' }, { status: 401 })),
    );
    const onUnauthorized = vi.fn();
    const error = (await createGraphqlClient({ url: URL, onUnauthorized })
      .request(SearchCivilStatesDocument)
      .catch((e: unknown) => e)) as GraphqlRequestError;
    expect(error).toMatchObject({ status: 401, message: 'Token inválido' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('fails with status 0 when the network fails', async () => {
    server.use(http.post(URL, () => HttpResponse.error()));
    const error = (await createGraphqlClient({ url: URL })
      .request(SearchCivilStatesDocument)
      .catch((e: unknown) => e)) as GraphqlRequestError;
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect(error.status).toBe(0);
  });

  it('gives up after the timeout', async () => {
    server.use(http.post(URL, () => new Promise<Response>(() => {})));
    const error = (await createGraphqlClient({ url: URL, timeoutMs: 30 })
      .request(SearchCivilStatesDocument)
      .catch((e: unknown) => e)) as GraphqlRequestError;
    expect(error.status).toBe(0);
    expect(error.body).toBeInstanceOf(DOMException);
  });

  it('sends files as a GraphQL multipart request', async () => {
    let form: FormData | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(URL, async ({ request }) => {
        contentType = request.headers.get('content-type');
        form = await request.formData();
        return HttpResponse.json({ data: { create_user: { usu_id: 9 } } });
      }),
    );
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    const doc = new File([new Uint8Array([255, 216])], 'rg.jpg', { type: 'image/jpeg' });
    const user = {
      usu_nome_usuario: 'Maria da Silva',
      usu_email: 'maria@example.com',
      usu_nome_mae: 'Ana da Silva',
      usu_nascimento: '1980-03-14',
      usu_cpf: '52998224725',
      usu_cep: '24900000',
      usu_telefone: '21987651234',
      usu_senha: 'Senha@123',
      usu_cod_ibge_municipio: '3302858',
      usu_id_estados_civis: 1,
    };
    const data = await createGraphqlClient({ url: URL }).request(CreateUserDocument, {
      user,
      files: [photo, doc],
    });
    expect(data.create_user.usu_id).toBe(9);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const operations = JSON.parse(String(form?.get('operations')));
    expect(operations).toMatchObject({
      operationName: 'CreateUser',
      variables: { user, files: [null, null] },
    });
    expect(JSON.parse(String(form?.get('map')))).toEqual({
      0: ['variables.files.0'],
      1: ['variables.files.1'],
    });
    expect((form?.get('0') as File).name).toBe('foto.png');
    expect((form?.get('1') as File).size).toBe(2);
  });
});

describe('helpers', () => {
  it('finds the operation name', () => {
    expect(operationNameOf('\n  mutation CreateUser($user: UserInput!) { x }')).toBe('CreateUser');
    expect(operationNameOf('fragment F on T { a } query Q { b }')).toBe('Q');
    expect(operationNameOf('{ a }')).toBeUndefined();
  });

  it('extracts nested files and leaves other values alone', () => {
    const blob = new Blob(['x']);
    const date = new Date(0);
    const { clone, files } = extractFiles({ a: { b: [1, blob] }, c: date, d: null });
    expect(clone).toEqual({ a: { b: [1, null] }, c: date, d: null });
    expect(files).toEqual([{ path: 'variables.a.b.1', file: blob }]);
  });
});
