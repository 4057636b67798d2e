/**
 * The GraphQL endpoint's gate, ahead of MSW's GraphQL handler: a request that is no GraphQL
 * operation (no JSON object with a `query`, a body of another type, a query that does not parse)
 * gets a 400 with a GraphQL error in pt-BR. MSW's handler would throw on it instead, and the
 * sandbox then logged a stack trace and answered an app's page. The answer never echoes the input:
 * a syntax error names its line and column, not the text.
 */
import { GraphQLError, parse } from 'graphql';
import { http, HttpResponse } from 'msw';

export const GRAPHQL_MESSAGES = {
  request:
    'Requisição GraphQL inválida: envie um JSON com "query" (POST) ou o parâmetro query (GET).',
  syntax: (line?: number, column?: number) =>
    `Consulta GraphQL inválida: erro de sintaxe${line ? ` na linha ${line}, coluna ${column}` : ''}.`,
  validation: 'Consulta GraphQL inválida: não corresponde ao esquema do contrato.',
  variables: 'Variáveis inválidas para esta consulta: confira os tipos pedidos pelo esquema.',
} as const;

/** A 400 with one GraphQL error (the envelope GraphQL clients read), in pt-BR. */
export function graphqlRefusal(
  message: string,
  code: string,
  locations?: ReadonlyArray<{ line: number; column: number }>,
) {
  return HttpResponse.json(
    { errors: [{ message, ...(locations?.length ? { locations } : {}), extensions: { code } }] },
    { status: 400 },
  );
}

/** The operation's text, or null when the request carries none. */
async function queryOf(request: Request): Promise<string | null> {
  if (request.method === 'GET') return new URL(request.url).searchParams.get('query');
  if (request.method !== 'POST') return null;
  const type = request.headers.get('content-type') ?? '';
  let payload: unknown;
  try {
    if (type.includes('application/json')) payload = await request.clone().json();
    else if (type.includes('multipart/form-data')) {
      const form = await request.clone().formData();
      payload = JSON.parse(String(form.get('operations') ?? 'null'));
    } else return null;
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const { query, variables, operationName } = payload as Record<string, unknown>;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return typeof query === 'string' ? query : null;
}

export const graphqlGate = http.all('*/graphql', async ({ request }) => {
  const query = await queryOf(request);
  if (!query?.trim()) return graphqlRefusal(GRAPHQL_MESSAGES.request, 'BAD_REQUEST');
  try {
    parse(query);
  } catch (error) {
    const at = error instanceof GraphQLError ? error.locations?.[0] : undefined;
    return graphqlRefusal(
      GRAPHQL_MESSAGES.syntax(at?.line, at?.column),
      'GRAPHQL_PARSE_FAILED',
      at ? [at] : undefined,
    );
  }
  // A well-formed operation: MSW's GraphQL handler takes it.
  return undefined;
});
