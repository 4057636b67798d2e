import { COMMON } from '../messages/common';

/**
 * The user-facing text of a failed call: the server's own message (REST `mensagem`/`msg`/`error`
 * through `unwrap`, or the first GraphQL error), else `fallback`. A network failure (status 0) has
 * only the browser's English text, so it gets the fallback too.
 */
export function failureMessage(error: unknown, fallback: string = COMMON.unexpected): string {
  if (!(error instanceof Error)) return fallback;
  const status = (error as { status?: unknown }).status;
  if (status === 0) return fallback;
  if (error.name === 'GraphqlRequestError') {
    const messages = (error as { messages?: unknown }).messages;
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m) : null;
    // No GraphQL errors: the client put the HTTP error envelope's message (or its own) in `message`.
    return typeof first === 'string' ? first : error.message || fallback;
  }
  if (error.name === 'ApiError') return error.message || fallback;
  return fallback;
}
