/**
 * A tiny backend made only of the contract (test support for the conformance tour): REST answers
 * are the documented examples, GraphQL answers are fabricated from the schema's types. A few rules
 * give the refusals the tour asks for (wrong password, no token, invalid body...). `mutate` lets a
 * test break one operation's answer, to prove the tour reports it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  executeSync,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  type GraphQLOutputType,
} from 'graphql';
import { findOperation, resolveRef, type OperationInfo } from '../src/conformance/contract';
import { graphqlSchema } from '../src/conformance/graphql';
import { validateRequestBody } from '../src/conformance/validator';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface ExampleBackendOptions {
  /** Rewrites the JSON answer of an operation (by operationId) before it is sent. */
  mutate?: (operationId: string, body: unknown) => unknown;
}

interface Reply {
  status: number;
  contentType: string;
  body: string | Buffer;
}

/** The documented example of a status; `prefer` picks among several media types (else the first). */
function example(op: OperationInfo, status: number, prefer?: string): Reply {
  const responses = (op.operation.responses ?? {}) as Record<string, unknown>;
  const { value } = resolveRef(op.api, responses[String(status)], '');
  const contents = Object.entries((value.content ?? {}) as Record<string, { example?: unknown }>);
  const [media, content] = contents.find(([m]) => prefer && m.includes(prefer)) ??
    contents[0] ?? ['application/json', {}];
  if (media.startsWith('image/')) return { status, contentType: media, body: PNG };
  if (!media.includes('json')) return { status, contentType: media, body: String(content.example) };
  return { status, contentType: media, body: JSON.stringify(content.example ?? {}) };
}

function firstSuccess(op: OperationInfo): number {
  return Number(
    Object.keys((op.operation.responses ?? {}) as object).find((s) => s.startsWith('2')) ?? 200,
  );
}

/** A JWT whose header says `alg: none`: no backend may accept it as a Google ID token. */
function isUnsignedJwt(token: unknown): boolean {
  try {
    const header = JSON.parse(Buffer.from(String(token).split('.')[0]!, 'base64url').toString());
    return (header as { alg?: unknown }).alg === 'none';
  } catch {
    return false;
  }
}

/** Endpoints of push subscriptions removed already (the tour removes its own twice). */
const removedEndpoints = new Set<string>();

/** The refusals the tour expects, decided from the request the way a real server would. */
function refusal(op: OperationInfo, body: unknown, raw: string, url: string): number | undefined {
  const json = (body ?? {}) as Record<string, unknown>;
  const query = new URL(url, 'http://x').searchParams;
  // The examples' session is client 1's.
  if (op.operationId === 'getClientDashboard' && query.get('clientId') !== '1') return 403;
  if (json.password === 'senha-errada') return 401;
  if (op.operationId === 'loginUserGoogle' && isUnsignedJwt(json.token)) return 401;
  if (op.operationId === 'registerUser' && /^(\d)\1{10}$/.test(String(json.cpf))) return 400;
  if (op.operationId === 'updateClient' && json.hasAcceptedTerms === false) return 400;
  if (op.operationId === 'resetAppUserPassword' && json.id === 999_999_999) return 404;
  // A push subscription is removed once: the same endpoint again is unknown, as one never kept.
  if (op.operationId === 'deletePushSubscription') {
    const endpoint = query.get('endpoint') ?? '';
    if (removedEndpoints.has(endpoint) || endpoint.includes('999999999')) return 404;
    removedEndpoints.add(endpoint);
  }
  // The tour's ids of things that do not exist.
  if (op.operationId === 'listInterestCampaignRequests' && url.includes('/999999999/')) return 404;
  if (op.operationId === 'answerInterestQuestion' && url.includes('/q-999999999/')) return 404;
  if (op.operationId === 'getAppUser' && url.includes('/999999999')) return 404;
  if (op.operationId === 'getClientPrivacy' && url.includes('/conformidade-')) return 404;
  if (op.operationId === 'answerDataRequest' && url.includes('/999999999/')) return 404;
  // A day the history never kept (the tour asks for one from 1999).
  if (op.operationId === 'exportOpenQueueSnapshot' && url.includes('/1999-01-01')) return 404;
  if (op.operationId === 'createMyDataRequest' && json.kind === 'correcao' && !json.fields)
    return 400;
  if (op.operationId === 'importQueueInfo' && !/filename="[^"]+\.csv"/.test(raw)) return 400;
  if (
    op.operationId === 'exportOpenQueue' &&
    !['csv', 'json'].includes(query.get('format') ?? 'csv')
  )
    return 400;
  if (body !== undefined && validateRequestBody(op.api, op.method, op.path, body).length)
    return 400;
  return undefined;
}

function rest(req: IncomingMessage, raw: string, options: ExampleBackendOptions): Reply {
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  const op = findOperation('api', method, url) ?? findOperation('panel', method, url);
  if (!op) {
    return {
      status: 404,
      contentType: 'application/json',
      body: '{"mensagem":"Rota inexistente."}',
    };
  }
  if (op.secured && !req.headers.authorization) return example(op, 401);
  let body: unknown;
  if ((req.headers['content-type'] ?? '').includes('json') && raw) body = JSON.parse(raw);
  const refused = refusal(op, body, raw, url);
  if (refused) return example(op, refused);
  // The open-data export answers the format asked for (CSV by default).
  const format = new URL(url, 'http://x').searchParams.get('format');
  const reply = example(op, firstSuccess(op), format === 'json' ? 'json' : undefined);
  if (options.mutate && reply.contentType.includes('json')) {
    const changed = options.mutate(op.operationId, JSON.parse(String(reply.body)));
    return { ...reply, body: JSON.stringify(changed) };
  }
  return reply;
}

function fabricate(type: GraphQLOutputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [fabricate(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isScalarType(nullable)) {
    const samples: Record<string, unknown> = { Int: 1, Float: 1.5, Boolean: true, ID: '1' };
    return samples[nullable.name] ?? 'texto';
  }
  return {};
}

function graphql(req: IncomingMessage, raw: string): Reply {
  const { query, variables } = JSON.parse(raw) as {
    query: string;
    variables?: Record<string, unknown>;
  };
  const schema = graphqlSchema();
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const root =
    operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const needsAdmin =
    operation?.selectionSet.selections.some(
      (s) =>
        s.kind === Kind.FIELD &&
        root?.getFields()[s.name.value]?.astNode?.directives?.some((d) => d.name.value === 'auth'),
    ) ?? false;
  const json = (body: unknown): Reply => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  if (needsAdmin && !req.headers.authorization) {
    return json({
      data: null,
      errors: [{ message: 'Não autenticado.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  }
  const result = executeSync({
    schema,
    document,
    variableValues: variables,
    rootValue: {},
    fieldResolver: (_source, _args, _context, info) => fabricate(info.returnType),
    typeResolver: (_value, _context, info) => {
      const named = getNamedType(info.returnType);
      return isObjectType(named) ? named.name : undefined;
    },
  });
  return json(result);
}

/** Starts the example backend on a free local port; answers its origin and a stop function. */
export async function startExampleBackend(
  options: ExampleBackendOptions = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let reply: Reply;
      try {
        reply = req.url?.startsWith('/graphql') ? graphql(req, raw) : rest(req, raw, options);
      } catch (error) {
        reply = {
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ mensagem: (error as Error).message }),
        };
      }
      res.writeHead(reply.status, { 'Content-Type': reply.contentType });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
