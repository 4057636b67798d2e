/**
 * Story helper: answers chosen REST reads with a fixed body instead of the mock backend (a funnel
 * with known numbers, a backend that sends no `delivery`), recording each answered request. Other
 * requests go on to the mock backend.
 */
export function answerWith(replies: Record<string, unknown>) {
  const original = window.fetch;
  const answered: URL[] = [];
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname in replies) {
      answered.push(url);
      return new Response(JSON.stringify(replies[url.pathname]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return original(input, init);
  };
  return {
    answered,
    restore: () => {
      window.fetch = original;
    },
  };
}

/** Logs the demo admin in on the mock backend and sends a notification now; answers its id. */
export async function sendNow(
  credentials: { login: string; password: string },
  title: string,
  body: string,
  cpfs: string[],
): Promise<number> {
  const login = await fetch('/api/clients/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token } = (await login.json()) as { token: string };
  const sent = await fetch('/api/immediate-notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      sendAllCpf: false,
      cpfs,
      title,
      body,
      data: {},
      clientId: 1,
      onlyPush: false,
    }),
  });
  if (!sent.ok) throw new Error(`immediate-notifications: ${sent.status}`);
  return ((await sent.json()) as { id: number }).id;
}
