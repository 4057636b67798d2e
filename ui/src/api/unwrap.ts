import { serverMessage } from '@portal/contracts';

/**
 * What a screen says when a backend answers 200 with something the contract does not allow
 * (`checkReply` in reply.ts; here, beside ApiError, for the checks written without zod).
 */
export const MALFORMED_REPLY = 'O servidor enviou uma resposta inesperada. Tente novamente.';

/** A failed call: HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an {@link ApiError} carrying the
 * server's message (`mensagem`, `msg`, `error`) or `fallback`.
 */
export async function unwrap<T>(
  call: Promise<FetchResult<T>>,
  fallback = 'Ocorreu um erro inesperado.',
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new ApiError(fallback, 0, cause);
  }
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(serverMessage(result.error, fallback), result.response.status, result.error);
  }
  return result.data as T;
}
