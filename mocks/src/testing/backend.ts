/**
 * Test helpers for the handlers (msw/node): every call goes through the real handlers and every
 * answer is checked against the contract (OpenAPI with ajv, GraphQL with graphql-js) before a test
 * sees it, so a handler that drifts from the contract fails whichever test touches it.
 */
import type { GraphqlDocument } from '@portal/contracts';
import { findOperation, type ApiName } from '@portal/contracts/conformance/contract';
import { validateGraphqlResponse } from '@portal/contracts/conformance/graphql';
import { validateResponse } from '@portal/contracts/conformance/validator';
import { Kind, parse } from 'graphql';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetFaults } from '../core/faults';
import { resetScenarios } from '../core/scenarios';
import { resetDb } from '../db';
import { server } from '../node';
import { DEMO } from '../seed/people';

export const ORIGIN = 'http://backend.test';

/** Operations and GraphQL root fields this test file has called (for coverage checks). */
export const exercised = new Set<string>();

export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetScenarios();
    resetFaults();
    resetDb();
  });
  afterAll(() => server.close());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; the contract check is the typing
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  /** Skip the contract check (a response the contract cannot describe, e.g. a network error). */
  unchecked?: boolean;
}

const apiOf = (method: string, path: string): ApiName =>
  findOperation('panel', method, path) ? 'panel' : 'api';

/** A REST call; its answer must conform to the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function rest<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers();
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${ORIGIN}${path}`, { method, headers, body });
  const contentType = response.headers.get('content-type');
  const parsed: unknown =
    response.status === 204
      ? undefined
      : /json/.test(contentType ?? '')
        ? await response.json()
        : /text|csv/.test(contentType ?? '')
          ? await response.text()
          : new Uint8Array(await response.arrayBuffer());
  const api = apiOf(method, path);
  const operation = findOperation(api, method, path);
  if (operation) exercised.add(operation.operationId);
  if (!options.unchecked) {
    expect(
      validateResponse({ api, method, path, status: response.status, body: parsed, contentType }),
      `${method} ${path} → ${response.status} does not conform`,
    ).toEqual([]);
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** A GraphQL call with a generated document; its answer must conform to the schema and operation. */
export async function gql<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
  options: { token?: string | null; expectErrors?: boolean } = {},
): Promise<{
  status: number;
  data: TResult;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}> {
  const query = document.toString();
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: TResult; errors?: [] };
  for (const definition of parse(query).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const field of definition.selectionSet.selections) {
      if (field.kind === Kind.FIELD) exercised.add(field.name.value);
    }
  }
  expect(
    validateGraphqlResponse({
      query,
      variables: variables as Record<string, unknown>,
      status: response.status,
      body,
      expectErrors: options.expectErrors ?? Boolean(body.errors),
    }),
  ).toEqual([]);
  if (options.expectErrors === false) expect(body.errors).toBeUndefined();
  return { status: response.status, data: body.data, errors: body.errors };
}

export type DemoRole = 'patient' | 'firstVisit' | 'admin' | 'stateAdmin' | 'otherAdmin' | 'panel';

/** Logs a demo account in and answers its token. */
export async function login(who: DemoRole): Promise<string> {
  let answer: Answer;
  if (who === 'patient' || who === 'firstVisit') {
    const { cpf, password } = DEMO[who];
    answer = await rest('POST', '/api/users/login', { body: { id: null, cpf, password } });
  } else if (who === 'panel') {
    answer = await rest('POST', '/api/panel/login', { body: DEMO.panel });
  } else {
    const { login: name, password } = DEMO[who];
    answer = await rest('POST', '/api/clients/login', { body: { login: name, password } });
  }
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** A Google stand-in token the mock backend signs (POST /__sandbox/google/token), as the page gets one. */
export async function standInGoogleToken(profile: {
  email: string;
  name: string;
  sub?: string;
  picture?: string;
  email_verified?: boolean;
}): Promise<string> {
  const response = await fetch(`${ORIGIN}/__sandbox/google/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
