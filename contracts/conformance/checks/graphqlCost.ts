/**
 * GraphQL requests that ask too much, read-only: past the aliases, the depth or the rows of the
 * contract (contracts/src/limits.ts), each must be a 400 in Portuguese, and a request within them
 * still answered. Every request is a public query: nothing is created, even by a backend without
 * limits, and the over-sized ones are small (a few aliases of a cheap list).
 */
import { GRAPHQL_LIMITS } from '../../src/limits';
import type { Answer, Checker, ProblemList } from './checker';
import { statusProblem } from './checker';
import { envelopeProblem } from './errors';

/** `levels` inline fragments around a field: each is a level of the contract's depth. */
const nested = (levels: number): string =>
  levels === 0 ? 'cli_id' : `... on QueueClient { ${nested(levels - 1)} }`;

export async function graphqlCostCheck(checker: Checker) {
  await checker.run('hostile.graphql-cost', async (found) => {
    const refused = (answer: Answer & { data?: unknown }) =>
      found.expect(
        answer,
        statusProblem(answer, [400]) ??
          (answer.data ? 'the 400 carries data: the request was run' : null) ??
          envelopeProblem(answer.body),
      );
    const over = 5; // Well past each limit, whatever the backend counts one off.
    refused(
      await checker.graphql(
        `query ConformidadeApelidos { ${Array.from(
          { length: GRAPHQL_LIMITS.aliases + over },
          (_, i) => `a${i}: queue_clients { cli_id }`,
        ).join(' ')} }`,
        {},
        { as: `anonymous, ${GRAPHQL_LIMITS.aliases + over} aliases` },
      ),
    );
    refused(
      await checker.graphql(
        `query ConformidadeProfundidade { queue_clients { ${nested(GRAPHQL_LIMITS.depth + over)} } }`,
        {},
        { as: `anonymous, ${GRAPHQL_LIMITS.depth + over + 2} levels` },
      ),
    );
    const half = Math.ceil((GRAPHQL_LIMITS.rows + 1) / 2);
    refused(
      await checker.graphql(
        'query ConformidadeLinhas($limit: Int) { a: cities(limit: $limit) { count } b: cities(limit: $limit) { count } }',
        { limit: half },
        { as: `anonymous, ${2 * half} rows in two lists` },
      ),
    );
    withinLimits(
      found,
      await checker.graphql(
        'query ConformidadeDentro { queue_clients { cli_id } }',
        {},
        {
          as: 'anonymous, after',
        },
      ),
      'queue_clients',
    );
    withinLimits(
      found,
      await checker.graphql(
        'query ConformidadeCidades($uf: String) { cities(uf: $uf) { count } }',
        { uf: 'RJ' },
        { as: `anonymous, ${GRAPHQL_LIMITS.rows} rows (the default of cities)` },
      ),
      'cities',
    );
  });
}

function withinLimits(
  found: ProblemList,
  answer: Answer & { data?: Record<string, unknown> | null; errors?: unknown[] },
  field: string,
) {
  found.expect(
    answer,
    statusProblem(answer, [200]) ??
      (answer.errors?.length || !answer.data?.[field]
        ? `a request within the limits was not answered: ${JSON.stringify(answer.body).slice(0, 160)}`
        : null),
  );
}
