/**
 * The contract's handlers as Express middleware (what @mswjs/http-middleware does), reading bodies
 * within their limits (contracts/src/limits.ts): a body past its limit is a 413 at once, a declared
 * length before a byte is kept, a streamed one as soon as it passes the limit; the rest is thrown
 * away unread, so a 100 MB body costs neither memory nor the event loop. The queue import's body is
 * streamed to its handler (up to 200 MB); any other is read whole, within its 1 MB. The handlers'
 * own door (core/door.ts) then refuses prototype keys.
 */
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import { handleRequest, type RequestHandler as MswHandler } from 'msw';
import { Emitter } from 'strict-event-emitter';
import { BODY_TOO_LARGE_MESSAGE, bodyLimitFor, QUEUE_IMPORT_PATH } from '@portal/contracts/limits';
import { errorBody } from '../core/http';

class TooLarge extends Error {}

/** What is left of a refused body is thrown away, up to this much or this long, then cut. */
const DRAIN_BYTES = 128 * 1024 * 1024;
const DRAIN_MS = 5000;

/**
 * Answers at once. The rest of the body is read and thrown away (not kept: no memory, and no work
 * for the event loop beyond the socket's), because a client still sending reads no answer from a
 * connection closed under it (fetch fails); past 128 MB or 5 s the connection is cut.
 */
function refuse(res: ExpressResponse, req: ExpressRequest, status: number, message: string) {
  if (res.headersSent) return req.destroy();
  res.status(status).json(errorBody(message));
  let drained = 0;
  const cut = setTimeout(() => req.destroy(), DRAIN_MS);
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) req.destroy();
  });
  req.on('close', () => clearTimeout(cut));
  req.resume();
}

/** The body, read whole, or TooLarge as soon as it passes `limit`. */
function readLimited(req: ExpressRequest, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The body as a stream that fails with TooLarge past `limit` (the queue import's). */
function limitedStream(req: ExpressRequest, limit: number, onTooLarge: () => void): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) {
        onTooLarge();
        done(new TooLarge());
        return;
      }
      done(null, chunk);
    },
  });
  return req.pipe(counter);
}

const emitter = new Emitter();

export function handlerMiddleware(...handlers: MswHandler[]): RequestHandler {
  return async (req, res, next) => {
    const method = req.method || 'GET';
    const origin = `${req.protocol}://${req.get('host')}`;
    const url = new URL(req.url, origin);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    let body: Buffer | Readable | undefined;
    if (hasBody) {
      const limit = bodyLimitFor(url.pathname);
      const declared = Number(req.headers['content-length'] ?? NaN);
      if (declared > limit) return refuse(res, req, 413, BODY_TOO_LARGE_MESSAGE);
      if (url.pathname.endsWith(QUEUE_IMPORT_PATH)) {
        body = limitedStream(req, limit, () => refuse(res, req, 413, BODY_TOO_LARGE_MESSAGE));
      } else {
        try {
          body = await readLimited(req, limit);
        } catch (error) {
          if (error instanceof TooLarge) return refuse(res, req, 413, BODY_TOO_LARGE_MESSAGE);
          return next(error);
        }
      }
    }
    const init: RequestInit & { duplex?: 'half' } = {
      method,
      headers: new Headers(req.headers as Record<string, string>),
      credentials: 'omit',
      body:
        body instanceof Readable
          ? (Readable.toWeb(body) as ReadableStream)
          : body && new Uint8Array(body),
      // Undici's option for a streamed body.
      duplex: body instanceof Readable ? 'half' : undefined,
    };
    const request = new Request(url, init);
    try {
      await handleRequest(
        request,
        randomUUID(),
        handlers,
        { onUnhandledRequest: () => null },
        emitter as never,
        {
          resolutionContext: { baseUrl: origin },
          async onMockedResponse(mocked) {
            if (res.headersSent) return;
            res.statusCode = mocked.status;
            res.statusMessage = mocked.statusText;
            // A handler's header replaces the one the sandbox set before it (a user file's
            // `Content-Security-Policy: sandbox` stands instead of the page's); cookies add up.
            mocked.headers.forEach((value, name) =>
              name === 'set-cookie' ? res.appendHeader(name, value) : res.setHeader(name, value),
            );
            if (mocked.body) Readable.fromWeb(mocked.body as never).pipe(res);
            else res.end();
          },
          onPassthroughResponse() {
            next();
          },
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
