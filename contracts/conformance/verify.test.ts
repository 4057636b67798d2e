import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startExampleBackend } from './exampleBackend';
import { formatReport } from './harness';
import { runTour as runFullTour, type TourOptions } from './tour';
import { CHECKS } from './checks/catalogue';

/** The contract's shape steps only, in write mode (every step runs). */
const runTour = async (options: TourOptions) =>
  (await runFullTour({ ...options, write: true, behaviour: false })).steps;

const exec = promisify(execFile);
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** Drops `titulo` from the first news row of the news search, as a broken backend would. */
const dropTitle = (operationId: string, body: unknown) => {
  if (operationId !== 'listNews') return body;
  const page = body as { rows: Array<Record<string, unknown>> };
  const [first, ...rest] = page.rows;
  const { titulo: _dropped, ...withoutTitle } = first!;
  return { ...page, rows: [withoutTitle, ...rest] };
};

describe('conformance tour', () => {
  it('passes every step against a backend that answers the contract examples', async () => {
    const backend = await startExampleBackend();
    stop = backend.stop;
    const results = await runTour({ baseUrl: backend.origin });
    const failed = results.filter((r) => !r.ok);
    expect(formatReport(failed)).toContain('0 failed');
    expect(results.length).toBeGreaterThan(80);
    // The tour covers both REST documents and GraphQL.
    expect(results.some((r) => r.call.startsWith('GraphQL '))).toBe(true);
    expect(results.some((r) => r.call === 'POST /api/panel/login')).toBe(true);
  }, 30_000);

  it('fails the step, with a readable reason, when a response drops a required field', async () => {
    const backend = await startExampleBackend({ mutate: dropTitle });
    stop = backend.stop;
    const results = await runTour({ baseUrl: backend.origin });
    const failed = results.filter((r) => !r.ok);
    expect(failed).toEqual([
      expect.objectContaining({
        step: 'news search',
        call: 'GET /api/noticias',
        status: 200,
        problems: ["GET /api/noticias → 200: body.rows[0] must have required property 'titulo'"],
      }),
    ]);
    const report = formatReport(results);
    expect(report).toMatch(/FAIL\s+news search\s+GET \/api\/noticias\s+200/);
    expect(report).toContain(
      "- GET /api/noticias → 200: body.rows[0] must have required property 'titulo'",
    );
    expect(report).toContain('1 failed');
  }, 30_000);

  it('accepts sent notifications without their optional delivery, and fails a growing funnel', async () => {
    const sentRows = (body: unknown) => (body as { rows: Array<Record<string, unknown>> }).rows;
    const without = await startExampleBackend({
      mutate: (operationId, body) => {
        if (operationId !== 'listImmediateNotifications') return body;
        return {
          ...(body as object),
          rows: sentRows(body).map(({ delivery: _dropped, ...row }) => row),
        };
      },
    });
    stop = without.stop;
    const accepted = await runTour({ baseUrl: without.origin });
    expect(accepted.find((r) => r.step === 'sent notifications')).toMatchObject({ ok: true });
    await without.stop();

    const growing = await startExampleBackend({
      mutate: (operationId, body) => {
        if (operationId !== 'listImmediateNotifications') return body;
        const delivery = { total: 3, enviado: 3, entregue: 1, exibido: 2, aberto: 0, lido: 0 };
        return { ...(body as object), rows: sentRows(body).map((row) => ({ ...row, delivery })) };
      },
    });
    stop = growing.stop;
    const results = await runTour({ baseUrl: growing.origin });
    expect(results.filter((r) => !r.ok)).toEqual([
      expect.objectContaining({
        step: 'sent notifications',
        problems: [
          expect.stringMatching(/delivery grows down the funnel \(3 → 3 → 1 → 2 → 0 → 0\)/),
        ],
      }),
    ]);
  }, 60_000);

  it('fails a backend of canned examples on behaviour: at least 10 named checks, auth, filters and privacy among them', async () => {
    const backend = await startExampleBackend();
    stop = backend.stop;
    const report = await runFullTour({ baseUrl: backend.origin, write: true, importWaitMs: 2_000 });
    expect(report.steps.filter((step) => !step.ok)).toEqual([]);
    const failed = report.checks.filter((check) => check.status === 'fail').map((c) => c.id);
    expect(failed.length).toBeGreaterThanOrEqual(10);
    expect(failed).toEqual(
      expect.arrayContaining([
        'auth.garbage-token',
        'auth.patient-on-admin',
        'auth.passwords',
        'queries.news-title',
        'queries.paging',
        'privacy.queue-initials',
        'privacy.my-requests',
        'isolation.recipients',
        'privacy.queue-switched-off',
        'hostile.lengths',
        'hostile.file-type',
        'auth.throttle-scoped',
      ]),
    );
    // Each failure names the request that showed it.
    for (const check of report.checks.filter((c) => c.status === 'fail')) {
      expect(check.problems.length).toBeGreaterThan(0);
      for (const problem of check.problems) expect(problem.request).not.toBe('');
    }
    // Every check of the catalogue is reported, once.
    expect(report.checks.map((c) => c.id).sort()).toEqual(CHECKS.map((c) => c.id).sort());
  }, 120_000);

  it('read-only by default: what writes is skipped, saying why, and no request can change data', async () => {
    const backend = await startExampleBackend();
    stop = backend.stop;
    const sent: Array<{ method: string; path: string; query: string; body: string }> = [];
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: url.pathname,
        query: url.search,
        body: request.method === 'GET' ? '' : await request.clone().text(),
      });
      return fetch(request);
    };
    const report = await runFullTour({ baseUrl: backend.origin, fetch: recording });
    // What a read-only tour may send besides reads: logins (and the panel's own logout), reads
    // made with POST, removals of ids no row has, and queries over GraphQL.
    const onlyNoRow = (text: string) =>
      /999999999/.test(text) && !/"(id|bboId|noaId|nodId)":(?!999999999)\d/.test(text);
    const allowed = (r: (typeof sent)[number]) =>
      r.method === 'GET' ||
      /^\/api\/(users|clients|panel)\/login(-google)?$/.test(r.path) ||
      r.path === '/api/panel/logout' ||
      r.path === '/__sandbox/google/token' ||
      /^\/api\/(teleconsult\/get-log|rooms\/get-rooms|rooms\/get-report-rooms|validate-cpfs|blip-bot\/check-remove|panel\/realtime-token)$/.test(
        r.path,
      ) ||
      (r.method === 'DELETE' && onlyNoRow(r.query) && !/id=(?!999999999)\d/.test(r.query)) ||
      (r.method === 'PUT' && r.path === '/api/users/update-password' && onlyNoRow(r.body)) ||
      (r.path === '/graphql' && !/"query":"\s*mutation /.test(r.body)) ||
      (r.path === '/graphql' && onlyNoRow(r.body)) ||
      (r.path === '/graphql' && /mutation (PasswordReset|CheckAuthenticity)\b/.test(r.body));
    expect(
      sent
        .filter((r) => !allowed(r))
        .map((r) => `${r.method} ${r.path}${r.query} ${r.body.slice(0, 160)}`),
    ).toEqual([]);
    expect(report.mode).toBe('read-only');
    const skipped = report.checks.filter((c) => c.status === 'skip').map((c) => c.id);
    expect(skipped).toEqual(
      expect.arrayContaining(['state.news', 'import.bad-row', 'state.cleanup']),
    );
    expect(report.steps.filter((s) => s.skipped).map((s) => s.step)).toEqual(
      expect.arrayContaining(['news create, read, image, update, delete']),
    );
    expect(
      report.steps.some(
        (s) => !s.skipped && /^(POST|PUT|DELETE) \/api\/(noticias|rss|blip-bot)/.test(s.call),
      ),
    ).toBe(false);
  }, 120_000);

  it('the CLI prints the table and exits 1 on a failure, 2 without a base URL', async () => {
    const backend = await startExampleBackend({ mutate: dropTitle });
    stop = backend.stop;
    const cli = ['--import', 'tsx', 'contracts/conformance/verify.ts'];
    const json = join(mkdtempSync(join(tmpdir(), 'conformidade-')), 'relatorio.json');
    const failure = await exec('node', [
      ...cli,
      '--base-url',
      backend.origin,
      '--json',
      json,
    ]).catch((e: { code: number; stdout: string }) => e);
    expect(failure).toMatchObject({ code: 1 });
    const { stdout } = failure as { stdout: string };
    expect(stdout).toContain("must have required property 'titulo'");
    // A table per area, the failed checks named with their request.
    expect(stdout).toMatch(
      /Authentication and authorization — \d+ passed, \d+ failed, \d+ skipped/,
    );
    expect(stdout).toMatch(/auth\.garbage-token\s+FAIL/);
    expect(stdout).toMatch(/state\.news\s+skip\s+0\s+writes data: runs only with --write/);
    const written = JSON.parse(readFileSync(json, 'utf8')) as {
      ok: boolean;
      mode: string;
      areas: Record<string, { failed: number }>;
      checks: Array<{ id: string; status: string; problems: Array<{ request: string }> }>;
    };
    expect(written).toMatchObject({ ok: false, mode: 'read-only' });
    expect(written.areas.auth!.failed).toBeGreaterThan(0);
    expect(written.checks.find((c) => c.id === 'auth.garbage-token')).toMatchObject({
      status: 'fail',
      problems: expect.arrayContaining([
        expect.objectContaining({ request: expect.stringContaining('(garbage token)') }),
      ]),
    });
    const usage = await exec('node', cli).catch((e: { code: number; stdout: string }) => e);
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stdout: string }).stdout).toContain('--base-url');
  }, 60_000);

  it('reports an unreachable backend instead of throwing', async () => {
    const results = await runTour({ baseUrl: 'http://127.0.0.1:9' });
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(results[0]?.problems[0]).toMatch(/^the call failed/);
  }, 30_000);
});
