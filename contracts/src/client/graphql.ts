/**
 * A typed GraphQL executor over fetch: no cache, no graphql-js in the bundle (the generated documents
 * are strings). Same session rules as the REST clients: Bearer token from `getToken`, the
 * `Request-Timeout` header, a 240000 ms timeout and the 401 hook. Variables holding a File or Blob
 * go as a multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { serverMessage } from './errors';
import { REQUEST_TIMEOUT_HEADER, REQUEST_TIMEOUT_MS, type RestClientConfig } from './rest';

export interface GraphqlClientConfig extends Omit<RestClientConfig, 'baseUrl'> {
  /** The GraphQL endpoint, e.g. `https://api.example.gov.br/graphql` or `/graphql`. */
  url: string;
}

/** One entry of a GraphQL response's `errors`. */
export interface GraphqlErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/** A failed GraphQL call: HTTP status (0 when the network failed) and the server's messages. */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly GraphqlErrorItem[] = [],
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }

  /** The GraphQL `errors` messages, in order. */
  get messages(): string[] {
    return this.errors.map((e) => e.message);
  }
}

/** A generated document (`XxxDocument`): its text plus the result and variable types. */
export type GraphqlDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

type VariablesArg<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface GraphqlRequestOptions {
  signal?: AbortSignal;
}

export interface GraphqlClient {
  request<TResult, TVariables>(
    document: GraphqlDocument<TResult, TVariables>,
    ...args: [...VariablesArg<TVariables>, options?: GraphqlRequestOptions]
  ): Promise<TResult>;
}

const FALLBACK_MESSAGE = 'Ocorreu um erro inesperado.';

/** The operation's name, sent as `operationName` (servers and logs key on it). */
export function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

const isUpload = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/** Replaces every File/Blob in `value` by null, collecting each with its object path. */
export function extractFiles(
  value: unknown,
  path = 'variables',
  files: Array<{ path: string; file: Blob }> = [],
): { clone: unknown; files: Array<{ path: string; file: Blob }> } {
  if (isUpload(value)) {
    files.push({ path, file: value });
    return { clone: null, files };
  }
  if (Array.isArray(value)) {
    return {
      clone: value.map((item, i) => extractFiles(item, `${path}.${i}`, files).clone),
      files,
    };
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const clone: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      clone[key] = extractFiles(item, `${path}.${key}`, files).clone;
    }
    return { clone, files };
  }
  return { clone: value, files };
}

function requestBody(query: string, variables: unknown): { body: BodyInit; json: boolean } {
  const operationName = operationNameOf(query);
  const { clone, files } = extractFiles(variables ?? {});
  const operation = { query, variables: clone, operationName };
  if (!files.length) return { body: JSON.stringify(operation), json: true };
  const form = new FormData();
  form.set('operations', JSON.stringify(operation));
  form.set('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
  files.forEach(({ file }, i) => {
    const name = typeof File !== 'undefined' && file instanceof File ? file.name : `blob-${i}`;
    form.set(String(i), file, name);
  });
  return { body: form, json: false };
}

export function createGraphqlClient(config: GraphqlClientConfig): GraphqlClient {
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<TResult, TVariables>(
    document: GraphqlDocument<TResult, TVariables>,
    variables?: TVariables,
    options: GraphqlRequestOptions = {},
  ): Promise<TResult> {
    const query = document.toString();
    const { body, json } = requestBody(query, variables);
    const headers = new Headers({ Accept: 'application/json' });
    if (json) headers.set('Content-Type', 'application/json');
    headers.set('Request-Timeout', REQUEST_TIMEOUT_HEADER);
    const token = config.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await (config.fetch ?? globalThis.fetch)(config.url, {
        method: 'POST',
        headers,
        body,
        signal,
        cache: 'no-store',
      });
    } catch (cause) {
      throw new GraphqlRequestError(
        cause instanceof Error ? cause.message : FALLBACK_MESSAGE,
        0,
        [],
        cause,
      );
    }

    const payload: unknown = await response.json().catch(() => undefined);
    const result = (payload ?? {}) as { data?: TResult | null; errors?: GraphqlErrorItem[] };
    const errors = Array.isArray(result.errors) ? result.errors : [];
    const unauthenticated =
      response.status === 401 || errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated) config.onUnauthorized?.();

    if (errors.length) {
      const message = errors.map((e) => e.message).join('\n') || FALLBACK_MESSAGE;
      throw new GraphqlRequestError(message, response.status, errors, payload);
    }
    if (!response.ok || result.data === undefined || result.data === null) {
      throw new GraphqlRequestError(
        serverMessage(payload, FALLBACK_MESSAGE),
        response.status,
        [],
        payload,
      );
    }
    return result.data;
  }

  return {
    request: ((document: GraphqlDocument<unknown, unknown>, ...args: unknown[]) => {
      const [variables, options] = args as [unknown, GraphqlRequestOptions | undefined];
      return request(document, variables, options);
    }) as GraphqlClient['request'],
  };
}
