/**
 * The first data of a prerendered page, handed over from its HTML to the app.
 *
 * The page's before-paint script (inline.ts) starts the GET calls its `data-first-data`
 * attribute names as soon as the HTML's head is parsed, while the app's code is still on its way,
 * and keeps each call's answer here, by absolute URL. The app's client then takes an answer
 * instead of calling again: once, for the same GET, when the call carries no session (a logged-in
 * call may be answered differently). The answer is read and checked against the contract by the
 * client as any other: what the script kept is a response, never data.
 *
 * On the home page the same script also asks for the main news picture as soon as the news answer
 * names it, rather than once the app has rendered the news (inline.ts, `askForMainPicture`).
 */

/** The window property the before-paint script keeps the answers in. */
export const FIRST_DATA_GLOBAL = '__portalFirstData';

/**
 * How long after the page's navigation a kept answer may still be taken (the script starts the
 * calls at its very beginning). The app asks for its first data as it starts, within seconds; an
 * answer nobody took by then (a page that went elsewhere first) is dropped rather than served
 * later as if fresh.
 */
export const FIRST_DATA_MAX_AGE_MS = 30_000;

type Pending = Record<string, Promise<Response> | undefined>;

const pending = (): Pending | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Pending | undefined>)[FIRST_DATA_GLOBAL];

/**
 * The kept answer to `request`, taken (a second identical call goes to the network), or undefined
 * when there is none for it. The request's signal (the client's timeout) still ends the wait.
 */
export function takeFirstData(request: Request): Promise<Response> | undefined {
  const kept = pending();
  if (!kept) return undefined;
  if (performance.now() > FIRST_DATA_MAX_AGE_MS) {
    for (const url of Object.keys(kept)) delete kept[url];
    return undefined;
  }
  if (request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const answer = kept[request.url];
  if (!answer) return undefined;
  delete kept[request.url];
  const { signal } = request;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(
      (response) => {
        signal.removeEventListener('abort', abort);
        resolve(response);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The fetch the portal's clients use: for a GET the REST client sends (a Request), the kept answer
 * when there is one; else, or when the early call failed on the network, the call itself.
 */
export const firstDataFetch: typeof globalThis.fetch = (input, init) => {
  const kept = input instanceof Request && !init ? takeFirstData(input) : undefined;
  if (!kept) return globalThis.fetch(input, init);
  const request = input as Request;
  return kept.catch((error: unknown) => {
    if (request.signal.aborted) throw error;
    return globalThis.fetch(request);
  });
};
