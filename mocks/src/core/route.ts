import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { bodyProblem, NOT_JSON_MESSAGE } from '@portal/contracts/bodyRules';
import { holdsPrototypeKey } from '@portal/contracts/limits';
import { ensureDb, markChanged } from '../db';
import { requireSession, type Role, type Session } from './auth';
import { hasFault } from './faults';
import type { OperationId, Reply, RequestBody } from './contract';
import { errorBody, HttpError, MESSAGES } from './http';
import { baseLatency, scenarioFor } from './scenarios';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

export const GENERIC_ERROR_MESSAGE = MESSAGES.server;

/** What the active scenario does to a call: answer for the handler, or let it run. */
export type ScenarioOutcome =
  { kind: 'respond'; response: Response } | { kind: 'empty' } | { kind: 'run' };

/** Applies the active scenario: latency first, then error, network failure, hang or empty data. */
export async function applyScenario(operationId: string): Promise<ScenarioOutcome> {
  const scenario = scenarioFor(operationId);
  if (scenario.kind === 'timeout') await delay('infinite');
  const wait = (scenario.delayMs ?? 0) + baseLatency();
  if (wait > 0) await delay(wait);
  switch (scenario.kind) {
    case 'error':
      return {
        kind: 'respond',
        response: HttpResponse.json(errorBody(scenario.message ?? GENERIC_ERROR_MESSAGE), {
          status: scenario.status ?? 500,
        }),
      };
    case 'network':
      return { kind: 'respond', response: HttpResponse.error() };
    case 'malformed':
      // GraphQL operation names start with a capital; REST operationIds do not.
      return {
        kind: 'respond',
        response: HttpResponse.json(/^[A-Z]/.test(operationId) ? { data: {} } : { data: null }),
      };
    case 'empty':
      return { kind: 'empty' };
    default:
      return { kind: 'run' };
  }
}

export interface RouteContext<Id extends OperationId, Params extends Record<string, string>> {
  request: Request;
  url: URL;
  query: URLSearchParams;
  params: Params;
  /** Present when the route names roles. */
  session: Session;
  /**
   * The JSON body, typed as the contract's request but shallowly partial: clients can send
   * anything, so handlers check each field. A body that is not JSON is a 400.
   */
  json(): Promise<Partial<RequestBody<Id>>>;
}

export interface RouteOptions {
  /** Roles whose token may call it; absent means public. */
  roles?: readonly Role[];
  /** The body the `empty` scenario answers with (an empty list, no rows...). */
  empty?: () => JsonBodyType;
}

/** Turns a failure into the error envelope; an unexpected one is logged and becomes a 500. */
export function failure(error: unknown): Response {
  if (error instanceof HttpError) {
    return HttpResponse.json(errorBody(error.message), { status: error.status });
  }
  console.error('[mocks] handler failed:', error);
  return HttpResponse.json(errorBody(GENERIC_ERROR_MESSAGE), { status: 500 });
}

/**
 * The JSON body, checked before the handler sees it: sent as JSON, parsed, no prototype key, and
 * of the shape and within the limits the contract gives the operation (contracts/src/bodyRules.ts).
 * An empty body is undefined (the handler names the first missing field).
 */
async function readJson<T>(request: Request, operationId: string): Promise<T> {
  const text = await request.text();
  if (text.trim() === '') return undefined as T;
  const checked = !hasFault('noBodyRules');
  const type = request.headers.get('content-type') ?? '';
  if (checked && !/^application\/([\w.-]+\+)?json\b/i.test(type.trim()))
    throw new HttpError(400, NOT_JSON_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.badBody);
  }
  // A key naming a prototype is never taken from input (the sandbox's door refuses it first).
  if (holdsPrototypeKey(body) && !hasFault('acceptPrototypeKeys'))
    throw new HttpError(400, MESSAGES.badBody);
  const problem = checked ? bodyProblem(operationId, body) : null;
  if (problem) throw new HttpError(400, problem);
  return body as T;
}

const ANONYMOUS: Session = {
  token: '',
  role: 'patient',
  subjectId: 0,
  clientId: null,
  expiresAt: 0,
};

/**
 * Declares one REST operation of the contract. The path is matched on any origin, so the same
 * handler answers the browser worker, msw/node and the sandbox server. Scenario, latency, the
 * session check, body parsing, the error envelope and change tracking are done here once; the
 * resolver holds only what is particular to the endpoint.
 */
export function route<
  Id extends OperationId,
  Params extends Record<string, string> = Record<string, string>,
>(
  method: Method,
  path: string,
  operationId: Id,
  resolver: (
    context: RouteContext<Id, Params>,
  ) => Reply<Id> | Response | Promise<Reply<Id> | Response>,
  options: RouteOptions = {},
) {
  return http[method](`*${path}`, async ({ request, params }) => {
    const outcome = await applyScenario(operationId);
    if (outcome.kind === 'respond') return outcome.response;
    if (outcome.kind === 'empty' && options.empty) return HttpResponse.json(options.empty());
    try {
      ensureDb();
      const session = options.roles ? requireSession(request, options.roles) : ANONYMOUS;
      const url = new URL(request.url);
      const answer = await resolver({
        request,
        url,
        query: url.searchParams,
        params: params as Params,
        session,
        json: async () => {
          const body = await readJson<Partial<RequestBody<Id>>>(request, operationId);
          return body && typeof body === 'object' ? body : ({} as Partial<RequestBody<Id>>);
        },
      });
      if (method !== 'get') markChanged();
      return answer instanceof Response
        ? answer
        : HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
    } catch (error) {
      return failure(error);
    }
  });
}

export const ok = <Body>(body: Body) => ({ status: 200 as const, body });
export const created = <Body>(body: Body) => ({ status: 201 as const, body });
export const accepted = <Body>(body: Body) => ({ status: 202 as const, body });
