/**
 * Authentication and authorization, read-only: every protected operation of the contract is called
 * with no token, a garbage token, another API's token, a logged-out panel token and a patient's
 * token; the operations that take a client id are called with another client's; each login with a
 * wrong and a right password. Requests use ids no row has (999999999) and empty bodies; read-only,
 * only the operations that cannot change anything are called (see {@link isHarmless}).
 */
import {
  GraphQLInputObjectType,
  GraphQLNonNull,
  getNamedType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
} from 'graphql';
import {
  listOperations,
  openApiDocument,
  type OperationInfo,
} from '../../src/conformance/contract';
import { graphqlSchema } from '../../src/conformance/graphql';
import type { Answer, Checker, GraphqlError, ProblemList } from './checker';
import { statusProblem } from './checker';

export const NO_ROW = 999_999_999;

/** The tour's sessions and what it knows of the backend, as the behavioural checks use them. */
export interface Sessions {
  patient?: string;
  admin?: string;
  panel?: string;
  adminClientId?: number;
  adminClientUserId?: number;
  patientCpf: string;
}

export interface Credentials {
  patient: { cpf: string; password: string };
  admin: { login: string; password: string };
  panel: { login: string; password: string };
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string | string[]; format?: string; items?: { type?: string } };
}

/** The operation's parameters as the contract documents them ($ref followed). */
function parametersOf(op: OperationInfo): Parameter[] {
  const shared = (openApiDocument(op.api).components?.parameters ?? {}) as Record<
    string,
    Parameter
  >;
  const listed = (op.operation.parameters ?? []) as Array<Parameter | { $ref: string }>;
  return listed.map((p) => ('$ref' in p ? shared[p.$ref.split('/').pop()!]! : p));
}

/** A value for a parameter no real row has, of the parameter's type. */
function placeholder(parameter: Parameter, sessions: Sessions): string | number | boolean {
  if (parameter.name === 'clientId') return sessions.adminClientId ?? 1;
  if (parameter.name === 'clientUserId') return sessions.adminClientUserId ?? 1;
  if (parameter.name === 'cpf') return sessions.patientCpf;
  if (parameter.name === 'link') return 'https://www.gov.br/saude/pt-br/rss.xml';
  // A push subscription's endpoint no browser was given.
  if (parameter.name === 'endpoint') return `https://push.conformidade.invalid/${NO_ROW}`;
  const type = [parameter.schema?.type ?? 'string'].flat()[0];
  if (type === 'integer' || type === 'number' || parameter.schema?.items?.type === 'integer')
    return NO_ROW;
  if (type === 'boolean') return false;
  if (parameter.schema?.format === 'date') return '2026-01-01';
  return 'conformidade';
}

/** Calls `op` as harmlessly as the contract allows, with `token`. */
export function callOperation(
  checker: Checker,
  op: OperationInfo,
  sessions: Sessions,
  token: string | null,
  as: string,
  overrides: Record<string, string | number> = {},
): Promise<Answer> {
  const parameters = parametersOf(op);
  let path = op.path;
  const query: Record<string, string | number | boolean> = {};
  for (const parameter of parameters) {
    const value = overrides[parameter.name] ?? placeholder(parameter, sessions);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(value));
    else if (parameter.in === 'query' && (parameter.required || parameter.name in overrides))
      query[parameter.name] = value;
  }
  path = path.replace(/\{[^}]+\}/g, String(NO_ROW));
  const body = (op.operation.requestBody ?? undefined) as
    { content?: Record<string, unknown> } | undefined;
  const multipart = Object.keys(body?.content ?? {}).some((m) => m.startsWith('multipart/'));
  return checker.send(op.api, op.method, path, {
    token,
    as,
    query,
    ...(body ? (multipart ? { form: new FormData() } : { json: {} }) : {}),
  });
}

/** A GraphQL field of the Portal Gerencial (@auth), callable with scalar arguments only. */
interface GuardedField {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

function guardedFields(): GuardedField[] {
  const schema = graphqlSchema();
  const out: GuardedField[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const guarded = field.astNode?.directives?.some((d) => d.name.value === 'auth');
      // Mutations with an input object could create something on a backend that wrongly accepts
      // them: only those with scalar arguments (ids no row has) are sent.
      const scalarOnly = field.args.every(
        (arg) => !isNonNullType(arg.type) || isScalarType(getNamedType(arg.type)),
      );
      const hasInput = field.args.some(
        (arg) => getNamedType(arg.type) instanceof GraphQLInputObjectType,
      );
      if (guarded && (kind === 'query' || (scalarOnly && !hasInput))) out.push({ kind, field });
    }
  }
  return out;
}

/** The operation text and variables of a guarded field, for `clientId` (and ids no row has). */
function guardedCall({ kind, field }: GuardedField, clientId: number, sessions: Sessions) {
  const required = field.args.filter((arg) => arg.type instanceof GraphQLNonNull);
  const variables: Record<string, unknown> = {};
  for (const arg of required) {
    const type = getNamedType(arg.type).name;
    variables[arg.name] =
      arg.name === 'clientId'
        ? clientId
        : arg.name === 'clientUserId'
          ? (sessions.adminClientUserId ?? 1)
          : type === 'Int' || type === 'Float' || type === 'ID'
            ? NO_ROW
            : type === 'Boolean'
              ? false
              : 'conformidade';
  }
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const name = `Conformidade_${field.name}`;
  const query = `${kind} ${name}${declared ? `(${declared})` : ''} { ${field.name}${
    passed ? `(${passed})` : ''
  } { __typename } }`;
  return { query, variables };
}

/** A GraphQL answer that refused the field: an error (with one of `codes`) and no data for it. */
function graphqlRefusal(
  answer: { status: number; data?: Record<string, unknown> | null; errors?: GraphqlError[] },
  field: string,
  codes?: readonly string[],
): string | null {
  if (answer.status === 401 || answer.status === 403) return null;
  const errors = answer.errors ?? [];
  if (!errors.length) return `answered ${field} without an error (HTTP ${answer.status})`;
  if (answer.data && answer.data[field] != null) return `answered ${field}'s data with the error`;
  if (codes && !errors.some((e) => codes.includes(e.extensions?.code ?? '')))
    return `the error is not ${codes.join(' or ')} (${errors.map((e) => e.extensions?.code ?? e.message).join(', ')})`;
  return null;
}

/**
 * Operations that change nothing whoever calls them: reads, and removals of ids no row has. In
 * read-only mode the sweeps call only these (and the POSTs below that only read), so a backend that
 * wrongly accepts a call still creates, changes and sends nothing; with `--write` every protected
 * operation is swept (with empty bodies: a wrongly accepted create is reported, and may leave an
 * empty item behind).
 */
const READING_POSTS = new Set([
  'getTeleconsultLog',
  'getRooms',
  'getRoomsReport',
  'validateCpfs',
  'checkBlipBotRemoval',
  'panelRealtimeToken',
]);
export const isHarmless = (op: OperationInfo) =>
  op.method === 'get' || op.method === 'delete' || READING_POSTS.has(op.operationId);

let sweepAll = false;
/** Whether the sweeps call every protected operation (`--write`) or only the harmless ones. */
export const setSweepAll = (all: boolean) => {
  sweepAll = all;
};

/** Logouts: swept with a live token, a backend that wrongly took it would end that session. */
const LOGOUTS = new Set(['panelLogout', 'logoutUser', 'logoutClientUser']);

const protectedOps = (api?: 'api' | 'panel') =>
  listOperations(api).filter(
    (op) => op.secured && !LOGOUTS.has(op.operationId) && (sweepAll || isHarmless(op)),
  );

const adminOps = () =>
  listOperations('api').filter(
    (op) =>
      op.secured &&
      op.roles.includes('admin') &&
      !LOGOUTS.has(op.operationId) &&
      (sweepAll || isHarmless(op)),
  );

async function sweep(
  checker: Checker,
  found: ProblemList,
  ops: OperationInfo[],
  sessions: Sessions,
  token: string | null,
  as: string,
  expected: readonly number[],
) {
  for (const op of ops) {
    const answer = await callOperation(checker, op, sessions, token, as);
    found.expect(answer, statusProblem(answer, expected));
  }
}

async function sweepGraphql(
  checker: Checker,
  found: ProblemList,
  sessions: Sessions,
  token: string | null,
  as: string,
  codes?: readonly string[],
) {
  for (const guarded of guardedFields()) {
    const { query, variables } = guardedCall(guarded, sessions.adminClientId ?? 1, sessions);
    const answer = await checker.graphql(query, variables, { token, as });
    found.expect(answer, graphqlRefusal(answer, guarded.field.name, codes));
  }
}

export async function authChecks(
  checker: Checker,
  sessions: Sessions,
  credentials: Credentials,
  otherClientId: number | undefined,
) {
  await checker.run('auth.no-token', async (found) => {
    await sweep(checker, found, protectedOps(), sessions, null, 'no token', [401]);
    await sweepGraphql(checker, found, sessions, null, 'no token', ['UNAUTHENTICATED']);
  });

  await checker.run('auth.garbage-token', async (found) => {
    const garbage = 'conformidade.token-invalido.0000';
    await sweep(checker, found, protectedOps(), sessions, garbage, 'garbage token', [401]);
    await sweepGraphql(checker, found, sessions, garbage, 'garbage token', ['UNAUTHENTICATED']);
  });

  if (sessions.panel && sessions.admin) {
    await checker.run('auth.foreign-token', async (found) => {
      await sweep(
        checker,
        found,
        protectedOps('api'),
        sessions,
        sessions.panel!,
        'panel token',
        [401],
      );
      await sweep(
        checker,
        found,
        protectedOps('panel'),
        sessions,
        sessions.admin!,
        'admin token',
        [401],
      );
    });
  } else checker.skip('auth.foreign-token', 'the panel or the admin login failed');

  await checker.run('auth.logged-out-token', async (found) => {
    const login = await checker.send('panel', 'POST', '/api/panel/login', {
      json: credentials.panel,
    });
    const token = (login.body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') {
      found.add(login.request, `the panel login failed (HTTP ${login.status})`);
      return;
    }
    const out = await checker.send('panel', 'POST', '/api/panel/logout', {
      token,
      as: 'panel token',
    });
    found.expect(out, statusProblem(out, [204]));
    await sweep(
      checker,
      found,
      protectedOps('panel'),
      sessions,
      token,
      'logged-out panel token',
      [401],
    );
  });

  if (sessions.patient) {
    await checker.run('auth.patient-on-admin', async (found) => {
      await sweep(
        checker,
        found,
        adminOps(),
        sessions,
        sessions.patient!,
        'patient token',
        [401, 403],
      );
      await sweepGraphql(checker, found, sessions, sessions.patient!, 'patient token', [
        'FORBIDDEN',
        'UNAUTHENTICATED',
      ]);
    });
  } else checker.skip('auth.patient-on-admin', 'the patient login failed');

  if (sessions.admin && otherClientId !== undefined) {
    await checker.run('auth.other-client', async (found) => {
      const withClientId = adminOps().filter(
        (op) => op.method === 'get' && parametersOf(op).some((p) => p.name === 'clientId'),
      );
      for (const op of withClientId) {
        const answer = await callOperation(
          checker,
          op,
          sessions,
          sessions.admin!,
          `admin of client ${sessions.adminClientId}`,
          { clientId: otherClientId },
        );
        found.expect(answer, statusProblem(answer, [403]));
      }
      for (const guarded of guardedFields().filter(
        (g) => g.kind === 'query' && g.field.args.some((a) => a.name === 'clientId'),
      )) {
        const { query, variables } = guardedCall(guarded, otherClientId, sessions);
        const answer = await checker.graphql(query, variables, {
          token: sessions.admin,
          as: `admin of client ${sessions.adminClientId}`,
        });
        found.expect(answer, graphqlRefusal(answer, guarded.field.name, ['FORBIDDEN']));
      }
    });
  } else
    checker.skip(
      'auth.other-client',
      sessions.admin ? 'the backend lists no other client' : 'the admin login failed',
    );

  await checker.run('auth.passwords', async (found) => {
    const wrong = `Errada-${Date.now().toString(36)}!`;
    const logins = [
      ['api', '/api/users/login', { id: null, ...credentials.patient }, 'patient'],
      ['api', '/api/clients/login', credentials.admin, 'admin'],
      ['panel', '/api/panel/login', credentials.panel, 'panel'],
    ] as const;
    for (const [api, path, right, who] of logins) {
      const refused = await checker.send(api, 'POST', path, {
        json: { ...right, password: wrong },
        as: `${who}, wrong password`,
      });
      // 429: the backend's login limiter already counts too many failures (an earlier run).
      found.expect(refused, statusProblem(refused, [401, 429]));
      const accepted = await checker.send(api, 'POST', path, { json: right, as: who });
      found.expect(
        accepted,
        accepted.status === 429
          ? 'the right password got 429: too many failed logins for this account or address within a minute (earlier runs?); run again in 5 minutes'
          : statusProblem(accepted, [200]),
      );
    }
  });
}
