/**
 * The behavioural checks' plumbing: raw calls to the backend under test (REST of both APIs and
 * GraphQL), each remembered as the request that showed a problem, and the results, one per check
 * of the catalogue (passed, failed with each problem and its request, or skipped with why).
 */
import { checkInfo, type Area, type CheckId } from './catalogue';

export interface Problem {
  /** The request that showed it, e.g. `GET /api/noticias?clientId=2 (admin token)`. */
  request: string;
  problem: string;
}

export interface CheckResult {
  id: CheckId;
  area: Area;
  title: string;
  asks: string;
  status: 'pass' | 'fail' | 'skip';
  /** How many cases (operations, rows, pages...) the check looked at. */
  cases: number;
  problems: Problem[];
  /** Why a check was skipped. */
  why?: string;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the text. */
  body: unknown;
  /** The request, for the report. */
  request: string;
  /** The answer's headers (absent when there was no answer). */
  headers?: Headers;
}

export interface Call {
  token?: string | null;
  /** Who the token is, for the report ('patient token'...). */
  as?: string;
  query?: Record<string, string | number | boolean | Array<string | number> | undefined>;
  json?: unknown;
  form?: FormData;
  /** A body sent as it is (a hostile one): text, or a stream sent without a declared length. */
  raw?: { body: string | ReadableStream<Uint8Array>; type: string };
  headers?: Record<string, string>;
}

const MAX_PROBLEMS = 20;

export class Checker {
  readonly results: CheckResult[] = [];
  /** Every 4xx answer seen (for the error envelope check). */
  readonly refusals: Answer[] = [];

  constructor(
    private readonly urls: { api: string; panel: string; graphql: string },
    private readonly fetch: typeof globalThis.fetch,
    private readonly onResult?: (result: CheckResult) => void,
  ) {}

  /** One REST call; a network failure is an answer with status 0. */
  async send(api: 'api' | 'panel', method: string, path: string, call: Call = {}): Promise<Answer> {
    const url = new URL(`${this.urls[api]}${path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value])
        url.searchParams.append(key, String(item));
    }
    const headers = new Headers(call.headers);
    if (call.token) headers.set('Authorization', `Bearer ${call.token}`);
    let body: BodyInit | undefined;
    if (call.form) body = call.form;
    else if (call.raw) {
      headers.set('content-type', call.raw.type);
      body = call.raw.body;
    } else if (call.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(call.json);
    }
    const request = `${method.toUpperCase()} ${url.pathname}${url.search}${call.as ? ` (${call.as})` : ''}`;
    const streamed = typeof ReadableStream !== 'undefined' && body instanceof ReadableStream;
    return this.exchange(request, url, {
      method: method.toUpperCase(),
      headers,
      body,
      // A stream goes without a declared length (Undici's option).
      ...(streamed ? { duplex: 'half' } : {}),
    } as RequestInit);
  }

  /** A raw POST to the GraphQL endpoint (a hostile body the `graphql` helper would not build). */
  async graphqlRaw(body: BodyInit, contentType: string | null, as: string): Promise<Answer> {
    const headers = new Headers();
    if (contentType) headers.set('content-type', contentType);
    return this.exchange(`GraphQL raw POST (${as})`, new URL(this.urls.graphql), {
      method: 'POST',
      headers,
      body,
    });
  }

  /** One GraphQL operation (query text and variables). */
  async graphql(
    query: string,
    variables: Record<string, unknown>,
    call: { token?: string | null; as?: string } = {},
  ): Promise<Answer & { data?: Record<string, unknown> | null; errors?: GraphqlError[] }> {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    const headers = new Headers({ 'content-type': 'application/json' });
    if (call.token) headers.set('Authorization', `Bearer ${call.token}`);
    const request = `GraphQL ${name} ${JSON.stringify(variables)}${call.as ? ` (${call.as})` : ''}`;
    const answer = await this.exchange(request, new URL(this.urls.graphql), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (answer.body ?? {}) as { data?: Record<string, unknown> | null; errors?: unknown };
    return {
      ...answer,
      data: body.data,
      errors: Array.isArray(body.errors) ? (body.errors as GraphqlError[]) : undefined,
    };
  }

  private async exchange(request: string, url: URL, init: RequestInit): Promise<Answer> {
    try {
      const response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      // The BOM is kept (text() would drop it): a CSV check must see whether it is there.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      );
      let body: unknown = text;
      if (/json/.test(response.headers.get('content-type') ?? '') && text) {
        try {
          body = JSON.parse(text.replace(/^\uFEFF/, ''));
        } catch {
          body = text;
        }
      }
      const answer = { status: response.status, body, request, headers: response.headers };
      if (response.status >= 400 && response.status < 500) this.refusals.push(answer);
      return answer;
    } catch (error) {
      return { status: 0, body: (error as Error).message, request };
    }
  }

  private push(id: CheckId, outcome: Pick<CheckResult, 'status' | 'cases' | 'problems' | 'why'>) {
    const info = checkInfo(id);
    const result: CheckResult = {
      id,
      area: info.area,
      title: info.title,
      asks: info.asks,
      ...outcome,
    };
    if (result.why === undefined) delete result.why;
    this.results.push(result);
    this.onResult?.(result);
    return result;
  }

  /** Records a check that ran over `cases` cases; it passes when nothing was found wrong. */
  record(id: CheckId, cases: number, problems: Problem[]): CheckResult {
    const kept = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS)
      kept.push({ request: '…', problem: `and ${problems.length - MAX_PROBLEMS} more` });
    return this.push(id, { status: problems.length ? 'fail' : 'pass', cases, problems: kept });
  }

  /** A check that could not run, and why (read-only mode, an earlier failure, no data to use). */
  skip(id: CheckId, why: string): void {
    this.push(id, { status: 'skip', cases: 0, problems: [], why });
  }

  /**
   * Runs a check's body with a problem list; a throw (an answer shaped unlike the contract) is a
   * problem too, never an abort of the tour.
   */
  async run(
    id: CheckId,
    body: (found: ProblemList) => Promise<number | void>,
  ): Promise<CheckResult> {
    const found = new ProblemList();
    let cases = 0;
    try {
      cases = (await body(found)) ?? found.cases;
    } catch (error) {
      found.add('(while checking)', `the check could not go on: ${(error as Error).message}`);
    }
    const looked = Math.max(cases, found.cases);
    // Nothing to look at is not a pass: a backend that answers no rows would pass every filter.
    if (looked === 0 && !found.items.length) {
      this.skip(id, 'nothing to check: the backend answered no rows for it');
      return this.results.at(-1)!;
    }
    return this.record(id, looked, found.items);
  }
}

export interface GraphqlError {
  message?: string;
  extensions?: { code?: string };
}

/** The problems a check found, and how many cases it looked at. */
export class ProblemList {
  readonly items: Problem[] = [];
  cases = 0;

  add(request: string, problem: string): void {
    this.items.push({ request, problem });
  }

  /** Counts a case; when `problem` is a string, it is a problem of `answer`'s request. */
  expect(answer: Pick<Answer, 'request'>, problem: string | null | false | undefined): void {
    this.cases += 1;
    if (problem) this.add(answer.request, problem);
  }
}

/** 'expected 401, got 200' with the server's message, when it said one. */
export function statusProblem(answer: Answer, expected: readonly number[]): string | null {
  if (expected.includes(answer.status)) return null;
  const said = messageOf(answer.body);
  return `expected HTTP ${expected.join(' or ')}, got ${answer.status || 'no answer'}${said ? ` (${said})` : ''}`;
}

/**
 * The message of an error envelope (`mensagem`, `msg`, `error`), or of a GraphQL answer's first
 * error (a GraphQL refusal carries only `errors`), or ''.
 */
export function messageOf(body: unknown): string {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? body.slice(0, 120) : '';
  const record = body as Record<string, unknown>;
  for (const key of ['mensagem', 'msg', 'error']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  const first: unknown = Array.isArray(record.errors) ? record.errors[0] : null;
  const message = first && typeof first === 'object' ? (first as GraphqlError).message : null;
  return typeof message === 'string' ? message : '';
}

/** Text folded for a "contains" filter: case and accents aside. */
export const fold = (text: unknown) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The area's name, for reports. */
export type { Area };
