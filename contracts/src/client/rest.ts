import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as ApiPaths } from '../generated/api';
import type { paths as PanelPaths } from '../generated/panel';

/** Every REST call gives up after this many milliseconds (spec: timeout 240000 ms). */
export const REQUEST_TIMEOUT_MS = 240_000;
/** Sent on every REST call so proxies allow long imports (spec: Request-Timeout 1200000). */
export const REQUEST_TIMEOUT_HEADER = '1200000';

export interface RestClientConfig {
  /** Base URL of the API, e.g. `https://api.example.gov.br` or `''` for the current origin. */
  baseUrl: string;
  /** Returns the current session token; it travels only in the `Authorization` header. */
  getToken?: () => string | null | undefined;
  /** Called when the server answers 401, so the app can clear the session. */
  onUnauthorized?: () => void;
  /** Overrides {@link REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Custom fetch (tests). Defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch;
}

/** The middleware every REST client shares: auth header, timeout headers and signal, 401 hook. */
export function sessionMiddleware(config: RestClientConfig): Middleware {
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    onRequest({ request }) {
      const headers = new Headers(request.headers);
      const token = config.getToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Request-Timeout', REQUEST_TIMEOUT_HEADER);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      return new Request(request, { headers, signal });
    },
    onResponse({ response }) {
      if (response.status === 401) config.onUnauthorized?.();
      return undefined;
    },
  };
}

function baseUrlOf(baseUrl: string): string {
  // openapi-fetch needs an absolute base in Node; in the browser '' means the current origin.
  if (baseUrl === '' && typeof window !== 'undefined') return window.location.origin;
  return baseUrl.replace(/\/+$/, '');
}

export function createTypedClient<Paths extends object>(config: RestClientConfig): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: baseUrlOf(config.baseUrl),
    // Resolve fetch at call time so MSW (or a test) can patch the global after the client exists.
    fetch: (request: Request) => (config.fetch ?? globalThis.fetch)(request),
  });
  client.use(sessionMiddleware(config));
  return client;
}

export type ApiClient = Client<ApiPaths>;

/** The REST client of the main API (patient area and Portal Gerencial). */
export function createApiClient(config: RestClientConfig): ApiClient {
  return createTypedClient<ApiPaths>(config);
}

export type PanelApiClient = Client<PanelPaths>;

/**
 * The REST client of the control panel's provider API (its own host). `getToken` returns the panel
 * session's token; `onUnauthorized` should clear the panel session so the login modal shows again.
 */
export function createPanelApiClient(config: RestClientConfig): PanelApiClient {
  return createTypedClient<PanelPaths>(config);
}

/**
 * The request options of `POST /clients/import-queue-info` for a CSV file: openapi-fetch sends the
 * body as multipart with the file in the `file` field (the generated type sees a binary as a string).
 */
export function queueImportRequest(file: Blob, filename = 'fila.csv') {
  return {
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData();
      form.set(
        'file',
        file,
        typeof File !== 'undefined' && file instanceof File ? file.name : filename,
      );
      return form;
    },
  };
}
