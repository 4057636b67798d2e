/**
 * GraphQL requests that ask too much, over real HTTP: 500 aliases of `queue(limit: 100)` (92 kB in,
 * 9 MB out, five at once held every other request for seconds), selections nested past the depth
 * limit, rows past the limit, and a field repeated thousands of times. Each is a 400 in Portuguese
 * before any resolver runs; the screens' own operations still work.
 */
import { describe, expect, it } from 'vitest';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';
import {
  GRAPHQL_LIMIT_CODE,
  GRAPHQL_LIMIT_MESSAGES,
  GRAPHQL_LIMITS,
} from '@portal/contracts/limits';

const http = sandboxOverHttp('graphql-cost');

interface GraphqlAnswer {
  status: number;
  bytes: number;
  ms: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

async function post(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const started = Date.now();
  const response = await fetch(`${http.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    bytes: text.length,
    ms: Date.now() - started,
    body: JSON.parse(text) as GraphqlAnswer['body'],
  };
}

/** Mesquita's cardiology waiting list, the seed's biggest bucket. */
const BUCKET =
  'client: "3302858", service: "CONSULTAS", procedure: "CONSULTA EM CARDIOLOGIA", status: SOLICITADO';
const ROW_FIELDS =
  'fir_id fir_ordem_regulada fir_iniciais_nome fir_cns fir_status fir_data_solicitacao fir_procedimentos';

const aliased = (count: number, limit: number) =>
  `{ ${Array.from(
    { length: count },
    (_, i) => `q${i}: queue(${BUCKET}, limit: ${limit}) { count rows { ${ROW_FIELDS} } }`,
  ).join(' ')} }`;

/** A 400 of limit errors only, one of them `message` when given. */
function refusedWith(answer: GraphqlAnswer, message?: string) {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  for (const error of answer.body.errors ?? [])
    expect(error).toEqual({
      message: expect.stringMatching(/^A consulta|^O limit/),
      extensions: { code: GRAPHQL_LIMIT_CODE },
    });
  if (message)
    expect(answer.body.errors).toContainEqual({
      message,
      extensions: { code: GRAPHQL_LIMIT_CODE },
    });
}

describe('GraphQL limits', () => {
  it('500 aliases of queue(limit: 100) are a 400 at once, with a small answer', async () => {
    const query = aliased(500, 100);
    expect(query.length).toBeGreaterThan(90_000);
    const answer = await post(query);
    // Too long to be read, past the aliases limit and past the rows limit: the first is said.
    refusedWith(answer, GRAPHQL_LIMIT_MESSAGES.tokens);
    expect(answer.bytes).toBeLessThan(1000);
    expect(answer.ms).toBeLessThan(1000);
  });

  it('one alias past the limit is a 400, however short the document', async () => {
    refusedWith(await post(aliased(GRAPHQL_LIMITS.aliases + 1, 1)), GRAPHQL_LIMIT_MESSAGES.aliases);
  });

  it('five such requests at once do not hold other requests', async () => {
    const query = aliased(500, 100);
    let slowest = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = Date.now();
        await fetch(`${http.origin}/api/queue/get-last-check`);
        slowest = Math.max(slowest, Date.now() - started);
        await new Promise((done) => setTimeout(done, 10));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(query)));
    probing = false;
    await probe;
    for (const answer of answers) refusedWith(answer);
    expect(slowest).toBeLessThan(500);
  });

  it('a selection nested past the depth limit is a 400', async () => {
    const nested = (levels: number): string =>
      levels === 0 ? 'cli_id' : `... on QueueClient { ${nested(levels - 1)} }`;
    refusedWith(
      await post(`{ queue_clients { ${nested(GRAPHQL_LIMITS.depth)} } }`),
      GRAPHQL_LIMIT_MESSAGES.depth,
    );
    // Within the limit, the same nesting is answered.
    const within = await post(`{ queue_clients { ${nested(GRAPHQL_LIMITS.depth - 2)} } }`);
    expect(within.status).toBe(200);
    expect(within.body.data?.queue_clients).toEqual(expect.arrayContaining([{ cli_id: 1 }]));
  });

  it('rows past the limit, summed over the lists and their defaults, are a 400', async () => {
    const cities = 'query ($limit: Int) { a: cities(limit: $limit) { count } b: cities { count } }';
    // `b` asks for its default, 5000: one row more than the limit with `a` at 1.
    refusedWith(await post(cities, { limit: 1 }), GRAPHQL_LIMIT_MESSAGES.rows);
    refusedWith(
      await post(`{ cities(limit: ${GRAPHQL_LIMITS.rows + 1}) { count } }`),
      GRAPHQL_LIMIT_MESSAGES.rows,
    );
    // A fragment counts as often as it is spread.
    refusedWith(
      await post(
        'query { ...Twice ...Twice } fragment Twice on Query { cities(limit: 3000) { count } }',
      ),
      GRAPHQL_LIMIT_MESSAGES.rows,
    );
    refusedWith(
      await post('{ a: cities(limit: -100000) { count } }'),
      GRAPHQL_LIMIT_MESSAGES.negativeLimit,
    );
    // The Portal Gerencial's own ask: every city of a state, up to 5000.
    const gerencial = await post('{ cities(uf: "RJ") { count rows { name } } }');
    expect(gerencial.status).toBe(200);
  });

  it('a field repeated without aliases past the cost is a 400, validated in no time', async () => {
    // Within the tokens, a field repeated 1000 times: graphql-js's own rules compare each pair.
    const answer = await post(`{ ${'queue_clients { cli_id } '.repeat(1000)}}`);
    refusedWith(answer, GRAPHQL_LIMIT_MESSAGES.cost);
    expect(answer.ms).toBeLessThan(1000);
  });

  it('a document past the tokens is a 400, by GET as by POST', async () => {
    const query = `{ ${'queue_clients { cli_id } '.repeat(2000)}}`;
    refusedWith(await post(query), GRAPHQL_LIMIT_MESSAGES.tokens);
    // By GET (no body for the door to count): names only, short enough for an address.
    const long = new URLSearchParams({ query: `{ ${'a '.repeat(GRAPHQL_LIMITS.tokens)}}` });
    const viaGet = await fetch(`${http.origin}/graphql?${long}`);
    expect(viaGet.status).toBe(400);
    expect(((await viaGet.json()) as GraphqlAnswer['body']).errors).toContainEqual({
      message: GRAPHQL_LIMIT_MESSAGES.tokens,
      extensions: { code: GRAPHQL_LIMIT_CODE },
    });
  });

  it('the screens’ asks are within the limits: 15 aliases of a page of 100 are answered', async () => {
    const answer = await post(aliased(GRAPHQL_LIMITS.aliases, 100));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(Object.keys(answer.body.data ?? {})).toHaveLength(GRAPHQL_LIMITS.aliases);
  });
});
