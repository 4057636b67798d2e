/**
 * File uploads that report their progress. fetch cannot say how much of a request body has been
 * sent, so uploads go over XMLHttpRequest, under the REST clients' session rules: the Bearer token
 * from `getToken`, the `Request-Timeout` header, the 240000 ms timeout, the 401 hook, and abort by
 * signal. MSW intercepts XMLHttpRequest too (service worker and Node), so the mock backend answers.
 */
import type { components } from '../generated/api';
import { serverMessage } from './errors';
import { REQUEST_TIMEOUT_HEADER, REQUEST_TIMEOUT_MS, type RestClientConfig } from './rest';

/** The spec's import failure text, when the server gives no `msg` (or nothing reached it). */
export const IMPORT_FAILURE_MESSAGE = 'Falha ao Importar dados! entre em contato com o suporte!';

export type ImportAccepted = components['schemas']['ImportAccepted'];

/** A failed upload: HTTP status (0 when the network failed, timed out or was aborted). */
export class UploadRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed error body, or the DOMException of a timeout or abort. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'UploadRequestError';
  }
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes of the request body sent so far, of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  /** Import the rows that pass and leave out the ones that fail (`somente_validas=true`). */
  onlyValidRows?: boolean;
}

export interface UploadClientConfig extends Omit<RestClientConfig, 'fetch'> {
  /** Builds the request (tests); defaults to the global XMLHttpRequest at call time. */
  createRequest?: () => XMLHttpRequest;
}

export interface UploadClient {
  /**
   * `POST /clients/import-queue-info` (importQueueInfo): the CSV in the multipart field `file`.
   * Resolves with the 2xx reply's JSON (unchecked: the caller checks its shape).
   */
  importQueue(file: Blob, options?: UploadOptions): Promise<ImportAccepted>;
}

function fileNameOf(file: Blob, fallback: string): string {
  return typeof File !== 'undefined' && file instanceof File ? file.name : fallback;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createUploadClient(config: UploadClientConfig): UploadClient {
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = config.baseUrl.replace(/\/+$/, '');

  function send(
    path: string,
    form: FormData,
    fallback: string,
    options: UploadOptions,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const { signal, onProgress } = options;
      const fail = (cause: DOMException) => reject(new UploadRequestError(fallback, 0, cause));
      if (signal?.aborted) {
        fail(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      const request = config.createRequest?.() ?? new XMLHttpRequest();
      const onAbort = () => request.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);

      request.open('POST', `${base}${path}`);
      request.timeout = timeoutMs;
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('Request-Timeout', REQUEST_TIMEOUT_HEADER);
      const token = config.getToken?.();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      // Upload listeners must exist before send(), or the browser reports no upload progress.
      if (onProgress) {
        request.upload.addEventListener('progress', (event) =>
          onProgress(event.loaded, event.lengthComputable ? event.total : event.loaded),
        );
      }
      request.addEventListener('load', () => {
        settle();
        const body = parseJson(request.responseText);
        if (request.status >= 200 && request.status < 300) {
          resolve(body);
          return;
        }
        if (request.status === 401) config.onUnauthorized?.();
        reject(new UploadRequestError(serverMessage(body, fallback), request.status, body));
      });
      request.addEventListener('error', () => {
        settle();
        fail(new DOMException('The network failed.', 'NetworkError'));
      });
      request.addEventListener('timeout', () => {
        settle();
        fail(new DOMException('The upload timed out.', 'TimeoutError'));
      });
      request.addEventListener('abort', () => {
        settle();
        fail(new DOMException('The upload was aborted.', 'AbortError'));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      request.send(form);
    });
  }

  return {
    async importQueue(file, options = {}) {
      const form = new FormData();
      form.set('file', file, fileNameOf(file, 'fila.csv'));
      return (await send(
        options.onlyValidRows
          ? '/clients/import-queue-info?somente_validas=true'
          : '/clients/import-queue-info',
        form,
        IMPORT_FAILURE_MESSAGE,
        options,
      )) as ImportAccepted;
    },
  };
}
