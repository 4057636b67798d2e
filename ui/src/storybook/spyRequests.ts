/**
 * Story helper: records the requests the page sends (method, address and body) while it runs, so a
 * story can prove what was sent, and how often (a double click sends one request). The clients
 * resolve `fetch` at call time, so patching it here sees every call; the mock backend still answers.
 */
export interface SeenRequest {
  method: string;
  url: string;
  body: string;
}

export function spyRequests() {
  const original = window.fetch;
  const seen: SeenRequest[] = [];
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    seen.push({ method: request.method, url: request.url, body: await request.text() });
    return original(input, init);
  };
  return {
    /** Requests to a REST path (e.g. '/api/blip-bot') with this method. */
    rest: (method: string, path: string) =>
      seen.filter((r) => r.method === method && new URL(r.url).pathname === path),
    /** GraphQL requests of an operation (its name is in the document text). */
    graphql: (operation: string) =>
      seen.filter(
        (r) =>
          new URL(r.url).pathname.endsWith('/graphql') &&
          new RegExp(`\\b(query|mutation) ${operation}\\b`).test(r.body),
      ),
    restore: () => {
      window.fetch = original;
    },
  };
}
