/**
 * The door every request body passes before a handler, in every runtime (the sandbox, the browser's
 * worker, msw/node): a body past its limit is a 413, and a JSON body, or a GraphQL upload's
 * `operations` and `map`, that names a prototype key anywhere is a 400, and so is a GraphQL document
 * past the contract's length (counted here, before MSW parses it). First in the handler list,
 * it answers only to refuse; otherwise the request goes on to the handler that matches it. (MSW's
 * own multipart parser follows `__proto__` in an upload's map: the request never gets there.)
 *
 * The sandbox also refuses an oversized body before reading it (sandbox/handlerMiddleware.ts);
 * this door is what the contract promises, wherever the handlers run.
 */
import { http, HttpResponse } from 'msw';
import {
  BODY_TOO_LARGE_MESSAGE,
  bodyLimitFor,
  holdsPrototypeKey,
  pathHoldsPrototypeKey,
  QUEUE_IMPORT_PATH,
} from '@portal/contracts/limits';
import { hasFault } from './faults';
import { tokensRefusal } from './graphqlLimits';
import { errorBody, MESSAGES } from './http';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The requests the door stands before: the two APIs, GraphQL and the sandbox's own routes. */
const guarded = (path: string) =>
  path.includes('/api/') || path.endsWith('/graphql') || path.includes('/__sandbox/');

const refuse = (status: number, message: string) =>
  HttpResponse.json(errorBody(message), { status });

/** A GraphQL document past the contract's length: a 400 with the GraphQL error. */
function tooLongDocument(operations: unknown): Response | undefined {
  if (hasFault('noGraphqlLimits')) return undefined;
  const error = tokensRefusal(operations);
  return error ? HttpResponse.json({ errors: [error] }, { status: 400 }) : undefined;
}

/**
 * A GraphQL upload's refusal: its form names a prototype key (in its operations or its map), or
 * its document is too long.
 */
async function uploadRefusal(request: Request): Promise<Response | undefined> {
  try {
    const form = await request.formData();
    const operations = JSON.parse(String(form.get('operations') ?? '{}')) as unknown;
    const map = JSON.parse(String(form.get('map') ?? '{}')) as unknown;
    if (
      holdsPrototypeKey(operations) ||
      holdsPrototypeKey(map) ||
      Object.values((map ?? {}) as Record<string, unknown>).some(
        (paths) =>
          Array.isArray(paths) &&
          paths.some((path) => typeof path === 'string' && pathHoldsPrototypeKey(path)),
      )
    )
      return refuse(400, MESSAGES.badBody);
    return tooLongDocument(operations);
  } catch {
    return undefined; // Not a form: the handler answers its own 400.
  }
}

export const doorHandler = http.all('*', async ({ request }) => {
  if (!WITH_BODY.has(request.method)) return;
  const { pathname } = new URL(request.url);
  if (!guarded(pathname)) return;
  const limit = hasFault('noBodyLimit') ? Infinity : bodyLimitFor(pathname);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) return refuse(413, BODY_TOO_LARGE_MESSAGE);
  // The queue import is streamed by its handler, within its own limit.
  if (pathname.endsWith(QUEUE_IMPORT_PATH)) return;
  const body = new Uint8Array(await request.clone().arrayBuffer());
  if (body.byteLength > limit) return refuse(413, BODY_TOO_LARGE_MESSAGE);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return; // Not JSON: the handler answers its own 400.
    }
    if (holdsPrototypeKey(parsed) && !hasFault('acceptPrototypeKeys'))
      return refuse(400, MESSAGES.badBody);
    if (pathname.endsWith('/graphql')) return tooLongDocument(parsed);
  } else if (type.includes('multipart/form-data') && pathname.endsWith('/graphql')) {
    return uploadRefusal(request.clone());
  }
});
