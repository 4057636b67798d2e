import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_HEADER } from '@portal/contracts';
import { FIRST_DATA_ATTRIBUTES, MAIN_PICTURE_GLOBAL } from './marks';
import { beforePaint } from './inline';
import {
  FIRST_DATA_GLOBAL,
  FIRST_DATA_MAX_AGE_MS,
  firstDataFetch,
  takeFirstData,
} from './firstData';

const NEWS = `${location.origin}/api/rss-feeds`;
const LAST_CHECK = `${location.origin}/api/queue/get-last-check`;

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;
const kept = () => globals[FIRST_DATA_GLOBAL] as Record<string, Promise<Response> | undefined>;
const picture = () => globals[MAIN_PICTURE_GLOBAL] as HTMLImageElement | undefined;

/** Runs the page's before-paint script with its first-data attributes, as a prerendered page has. */
function runScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  script.type = 'text/plain'; // not run by the DOM: run below, as the browser would run it once
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  beforePaint();
}

/** The home page's script: the news is its first data, and names the main picture. */
const runHomeScript = () =>
  runScript({
    [FIRST_DATA_ATTRIBUTES.calls]: '/api/rss-feeds',
    [FIRST_DATA_ATTRIBUTES.mainPicture]: '/api/rss-feeds',
  });

/** Once the news answer is in (and a moment more), no picture was asked for. */
async function expectNoPicture() {
  await takeFirstData(new Request(NEWS));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(picture()).toBeUndefined();
}

const news = (noticias: object[]) => [{ id: 1, titulo: 'Feed', link: null, noticias }];
const item = (dataPublicacao: string | null, url?: string) => ({
  titulo: `Notícia de ${dataPublicacao}`,
  dataPublicacao,
  enclosure: url === undefined ? null : { url },
});

let answers: Map<string, () => Response | Promise<Response>>;
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  const answer = answers.get(url);
  return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('Failed to fetch'));
});

beforeEach(() => {
  // A page just navigated to: its clock starts at the navigation (a shared test worker's does not).
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
  answers = new Map();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete globals[FIRST_DATA_GLOBAL];
  delete globals[MAIN_PICTURE_GLOBAL];
});

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the before-paint script's first data", () => {
  it('starts each call at once, with the client header, and keeps it by absolute URL', () => {
    answers.set(LAST_CHECK, json({ date: '2026-11-20' }));
    runScript({ [FIRST_DATA_ATTRIBUTES.calls]: '/api/queue/get-last-check' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(LAST_CHECK, {
      headers: { 'Request-Timeout': REQUEST_TIMEOUT_HEADER },
    });
    expect(Object.keys(kept())).toEqual([LAST_CHECK]);
    expect(picture()).toBeUndefined();
  });

  it('calls nothing on a page without first data', () => {
    runScript({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(kept()).toEqual({});
  });

  it('asks for the main news picture as soon as the news answer names it', async () => {
    answers.set(
      NEWS,
      json(
        news([
          item('2026-11-19T12:42:07-03:00', 'https://img.example.gov.br/older.jpg'),
          item('2026-11-20T13:42:07-03:00', ' https://img.example.gov.br/newest.jpg '),
          item('2026-11-18T09:00:00Z', 'https://img.example.gov.br/oldest.jpg'),
        ]),
      ),
    );
    runHomeScript();
    await vi.waitFor(() => expect(picture()?.src).toBe('https://img.example.gov.br/newest.jpg'));
    // The answer itself is still whole for the app's client.
    const response = await takeFirstData(new Request(NEWS))!;
    expect(await response.json()).toHaveLength(1);
  });

  it.each([
    [
      'two items of the same newest moment (the app shuffles them)',
      [
        item('2026-11-20T13:42:07-03:00', 'https://img.example.gov.br/a.jpg'),
        item('2026-11-20T16:42:07Z', 'https://img.example.gov.br/b.jpg'),
      ],
    ],
    [
      'a date without a time zone (the app reads it in local time)',
      [
        item('2026-11-20T13:42:07-03:00', 'https://img.example.gov.br/a.jpg'),
        item('2026-11-21 10:00:00', 'https://img.example.gov.br/b.jpg'),
      ],
    ],
    [
      'an undated item',
      [item('2026-11-20T13:42:07-03:00', 'https://img.example.gov.br/a.jpg'), item(null, 'x')],
    ],
    ['a newest item without an enclosure', [item('2026-11-20T13:42:07-03:00')]],
    ['a picture that is not http(s)', [item('2026-11-20T13:42:07-03:00', 'javascript:alert(1)')]],
    ['a picture that is no URL', [item('2026-11-20T13:42:07-03:00', 'not a url')]],
  ])('asks for no picture when the answer does not say for certain: %s', async (_, items) => {
    answers.set(NEWS, json(news(items)));
    runHomeScript();
    await expectNoPicture();
  });

  it('asks for no picture when the news answer failed or is not news', async () => {
    answers.set(NEWS, json({ message: 'erro' }, 500));
    runHomeScript();
    expect((await takeFirstData(new Request(NEWS)))?.status).toBe(500);
    answers.set(NEWS, json({ not: 'a list' }));
    runHomeScript();
    await expectNoPicture();
  });
});

describe('the hand-over to the app', () => {
  it('gives the kept answer once, to the same GET without a session', async () => {
    answers.set(LAST_CHECK, json({ date: '2026-11-20' }));
    runScript({ [FIRST_DATA_ATTRIBUTES.calls]: '/api/queue/get-last-check' });
    expect(takeFirstData(new Request(LAST_CHECK, { method: 'POST' }))).toBeUndefined();
    expect(
      takeFirstData(new Request(LAST_CHECK, { headers: { Authorization: 'Bearer t' } })),
    ).toBeUndefined();
    expect(takeFirstData(new Request(`${LAST_CHECK}?x=1`))).toBeUndefined();
    const first = await firstDataFetch(new Request(LAST_CHECK));
    expect(await first.json()).toEqual({ date: '2026-11-20' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second call (a retry, a revalidation) goes to the network.
    await firstDataFetch(new Request(LAST_CHECK));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops an answer nobody took in time: a later call goes to the network', async () => {
    answers.set(LAST_CHECK, json({ date: '2026-11-20' }));
    runScript({ [FIRST_DATA_ATTRIBUTES.calls]: '/api/queue/get-last-check' });
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_DATA_MAX_AGE_MS + 1);
    expect(takeFirstData(new Request(LAST_CHECK))).toBeUndefined();
    expect(kept()).toEqual({});
    vi.restoreAllMocks();
  });

  it('calls again when the early call failed on the network', async () => {
    runScript({ [FIRST_DATA_ATTRIBUTES.calls]: '/api/queue/get-last-check' });
    answers.set(LAST_CHECK, json({ date: '2026-11-21' }));
    const response = await firstDataFetch(new Request(LAST_CHECK));
    expect(await response.json()).toEqual({ date: '2026-11-21' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("ends the wait on the client's timeout (the request's signal)", async () => {
    let release: (response: Response) => void = () => undefined;
    answers.set(LAST_CHECK, () => new Promise<Response>((resolve) => (release = resolve)));
    runScript({ [FIRST_DATA_ATTRIBUTES.calls]: '/api/queue/get-last-check' });
    const controller = new AbortController();
    const call = firstDataFetch(new Request(LAST_CHECK, { signal: controller.signal }));
    controller.abort(new DOMException('tempo esgotado', 'TimeoutError'));
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    release(new Response('{}'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes every other call through (URL and options: the GraphQL client)', async () => {
    answers.set(`${location.origin}/graphql`, json({ data: {} }));
    await firstDataFetch(`${location.origin}/graphql`, { method: 'POST', body: '{}' });
    expect(fetchMock).toHaveBeenCalledWith(`${location.origin}/graphql`, {
      method: 'POST',
      body: '{}',
    });
  });
});
