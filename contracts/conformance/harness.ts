/**
 * The conformance tour's plumbing: every call goes through a recording fetch, and each step checks
 * the recorded exchange against the contract (status expected by the step, body valid for the
 * documented response). Steps never throw; a failure is a row of the report.
 */
import type { GraphqlDocument } from '../src/client/graphql';
import { createGraphqlClient, GraphqlRequestError } from '../src/client/graphql';
import { serverMessage } from '../src/client/errors';
import type { ApiName } from '../src/conformance/contract';
import { validateGraphqlResponse } from '../src/conformance/graphql';
import { validateResponse } from '../src/conformance/validator';

export interface StepResult {
  step: string;
  /** `POST /api/users/login`, `GraphQL SearchQueue`... */
  call: string;
  status: number | null;
  ok: boolean;
  problems: string[];
  ms: number;
  /** Why the step did not run (read-only mode): it counts as neither passed nor failed. */
  skipped?: string;
}

interface Exchange {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  text: string;
}

export class Harness {
  readonly results: StepResult[] = [];
  private last: Exchange | undefined;

  constructor(
    private readonly baseFetch: typeof globalThis.fetch,
    private readonly graphqlUrl: string,
    private readonly onResult?: (result: StepResult) => void,
  ) {}

  /** The fetch every client of the tour uses: it keeps the last exchange for the step to check. */
  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await this.baseFetch(request);
    this.last = {
      method: request.method,
      url: request.url,
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.clone().text(),
    };
    return response;
  };

  /** The last answer's JSON body, whatever its status and shape (for ids to clean up). */
  lastJson(): unknown {
    const text = this.last?.text;
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  private record(result: StepResult): void {
    this.results.push(result);
    this.onResult?.(result);
  }

  /** A step left out on purpose (it writes, and the tour is read-only): reported as skipped. */
  skip(step: string, call: string, why: string): undefined {
    this.record({ step, call, status: null, ok: true, problems: [], ms: 0, skipped: why });
    return undefined;
  }

  /** A step that cannot run because an earlier one failed: it fails too, saying why. */
  blocked(step: string, call: string, reason: string): undefined {
    this.record({ step, call, status: null, ok: false, problems: [`not run: ${reason}`], ms: 0 });
    return undefined;
  }

  /**
   * A REST step: runs `call` (an openapi-fetch call), expects one of `statuses`, validates the body
   * against the contract and runs `check` on the parsed body. Answers the body when all passed.
   */
  async rest<T>(
    step: string,
    api: ApiName,
    statuses: number[],
    call: () => Promise<unknown>,
    check?: (body: T) => string | null,
  ): Promise<T | undefined> {
    const started = performance.now();
    this.last = undefined;
    const problems: string[] = [];
    try {
      await call();
    } catch (error) {
      problems.push(`the call failed: ${(error as Error).message}`);
    }
    const exchange = this.last as Exchange | undefined;
    const ms = Math.round(performance.now() - started);
    if (!exchange) {
      this.record({ step, call: '?', status: null, ok: false, problems, ms });
      return undefined;
    }
    const path = new URL(exchange.url).pathname;
    const callName = `${exchange.method} ${path}`;
    let body: unknown = exchange.text === '' ? undefined : exchange.text;
    if (/json/.test(exchange.contentType ?? '') && exchange.text !== '') {
      try {
        body = JSON.parse(exchange.text);
      } catch {
        problems.push('the body is not valid JSON');
      }
    }
    if (!statuses.includes(exchange.status)) {
      const said = serverMessage(body, '');
      problems.push(
        `expected HTTP ${statuses.join(' or ')}, got ${exchange.status}${said ? ` (${said})` : ''}`,
      );
    }
    problems.push(
      ...validateResponse({
        api,
        method: exchange.method,
        path: exchange.url,
        status: exchange.status,
        body,
        contentType: exchange.contentType,
      }),
    );
    if (!problems.length && check) {
      const failed = check(body as T);
      if (failed) problems.push(failed);
    }
    this.record({
      step,
      call: callName,
      status: exchange.status,
      ok: !problems.length,
      problems,
      ms,
    });
    return problems.length ? undefined : (body as T);
  }

  /**
   * A GraphQL step: sends the stored operation with `token`, validates the answer against the schema
   * and the operation. With `expectErrors`, the step passes only when the server answers errors.
   */
  async graphql<TResult, TVariables>(
    step: string,
    document: GraphqlDocument<TResult, TVariables>,
    variables: TVariables,
    options: { token?: string | null; expectErrors?: boolean } = {},
  ): Promise<TResult | undefined> {
    const started = performance.now();
    this.last = undefined;
    const client = createGraphqlClient({
      url: this.graphqlUrl,
      getToken: () => options.token,
      fetch: this.fetch,
    });
    const query = document.toString();
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    const problems: string[] = [];
    let data: TResult | undefined;
    try {
      data = await client.request(
        document as GraphqlDocument<TResult, Record<string, unknown>>,
        variables as Record<string, unknown>,
      );
    } catch (error) {
      if (!(error instanceof GraphqlRequestError) || error.status === 0) {
        problems.push(`the call failed: ${(error as Error).message}`);
      }
    }
    const exchange = this.last as Exchange | undefined;
    if (exchange) {
      let body: unknown;
      try {
        body = JSON.parse(exchange.text);
      } catch {
        problems.push('the body is not valid JSON');
      }
      if (body !== undefined) {
        problems.push(
          ...validateGraphqlResponse({
            query,
            variables: variables as Record<string, unknown>,
            status: exchange.status,
            body,
            expectErrors: options.expectErrors,
          }),
        );
      }
    }
    this.record({
      step,
      call: `GraphQL ${name}`,
      status: exchange?.status ?? null,
      ok: !problems.length,
      problems,
      ms: Math.round(performance.now() - started),
    });
    return problems.length ? undefined : data;
  }
}

/** A plain-text table: a header, a rule, the rows, columns padded to their widest cell. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** The report: one row per step, then each failure's problems. */
export function formatReport(results: readonly StepResult[]): string {
  const rows = results.map((r, i) => [
    String(i + 1),
    r.skipped ? 'skip' : r.ok ? 'pass' : 'FAIL',
    r.step,
    r.call,
    r.status === null ? '-' : String(r.status),
    `${r.ms} ms`,
  ]);
  const failed = results.filter((r) => !r.ok);
  const out = formatTable(['#', 'result', 'step', 'call', 'HTTP', 'time'], rows);
  if (failed.length) {
    out.push('', 'Failures:');
    results.forEach((r, i) => {
      if (r.ok) return;
      out.push(`  ${i + 1}. ${r.step} (${r.call})`);
      for (const problem of r.problems) out.push(`       - ${problem}`);
    });
  }
  const skipped = results.filter((r) => r.skipped).length;
  out.push(
    '',
    `${results.length - failed.length - skipped} passed, ${failed.length} failed, ${skipped} skipped, ${results.length} steps`,
  );
  return out.join('\n');
}
