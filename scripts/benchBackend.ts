/**
 * The bench's measures of the mock backend under load, one function per figure, over HTTP against
 * a sandbox process of its own (so the figures are the server's, not the caller's), and the helper
 * that starts one: with the seed, then (`addRows`) with 100,000 more queue rows in Mesquita (about
 * 104k in all), brought in as an integrator would, by the queue import; `restart` starts it again
 * on that state. scripts/bench/*.mjs sections call these;
 * each returns plain numbers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const EXTRA_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const ADMIN = { login: 'admin', password: 'Admin@123' };
/** The rows' first fir_fila_id: past the seed's, so that the import adds every row. */
const FIRST_NEW_ID = '1000001';
/** The demo admin's client (Mesquita), whose queue the extra rows join. */
const CLIENT_ID = 1;

const round = (n: number) => Math.round(n * 100) / 100;

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface BenchSandbox {
  origin: string;
  port: number;
  pid: number;
  /** The state folder: kept across `restart`, removed by `stop`. */
  dataDir: string;
  /** Rows added to Mesquita by `addRows` (0 before). */
  extraRows: number;
  /** The demo admin's token (Mesquita). */
  adminToken(): Promise<string>;
  /** Imports `rows` new queue rows into Mesquita, waiting until the import ends. */
  addRows(rows?: number): Promise<{ rows: number; seconds: number }>;
  /** Stops the process and starts it again on the same state; answers how long until it served. */
  restart(): Promise<{ startMs: number }>;
  stop(): void;
}

async function servingWithin(origin: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/queue/get-last-check`)).ok)
        return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`the sandbox did not answer within ${timeoutMs} ms`);
}

/**
 * Starts a sandbox (no realtime server) on a temporary state folder, from the seed. `addRows`
 * brings it to the big size; `restart` keeps that state.
 */
export async function startBenchSandbox(): Promise<BenchSandbox> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-backend-'));
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async (fresh: boolean) => {
    child = spawn('node', ['mocks/src/sandbox/run.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        REALTIME_PORT: 'off',
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_FRESH: fresh ? '1' : '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return servingWithin(origin, child);
  };
  await launch(true);
  let token: string | null = null;
  const sandbox: BenchSandbox = {
    origin,
    port,
    get pid() {
      return child.pid ?? 0;
    },
    dataDir,
    extraRows: 0,
    async adminToken() {
      if (token) return token;
      const res = await fetch(`${origin}/api/clients/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`the admin login answered ${res.status}`);
      return (token = body.token);
    },
    async addRows(rows = EXTRA_ROWS) {
      const csv = join(dataDir, `fila-${rows}.csv`);
      const written = spawnSync(
        'node',
        ['--import', 'tsx', 'mocks/src/testing/writeCsv.ts', csv, String(rows), '10', FIRST_NEW_ID],
        { stdio: 'inherit' },
      );
      if (written.status !== 0) throw new Error('could not write the bench CSV');
      const auth = { authorization: `Bearer ${await sandbox.adminToken()}` };
      const form = new FormData();
      form.set('file', await openAsBlob(csv, { type: 'text/csv' }), `fila-${rows}.csv`);
      const started = performance.now();
      const accepted = (await (
        await fetch(`${origin}/clients/import-queue-info`, {
          method: 'POST',
          headers: auth,
          body: form,
        })
      ).json()) as { ims_id: number };
      for (;;) {
        const res = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'query ($c: Int!) { search_status_import(clientId: $c) { rows { ims_id ims_situacao } } }',
            variables: { c: CLIENT_ID },
          }),
        });
        const body = (await res.json()) as {
          data: {
            search_status_import: { rows: Array<{ ims_id: number; ims_situacao: string }> };
          };
        };
        const row = body.data.search_status_import.rows.find((r) => r.ims_id === accepted.ims_id);
        if (row && row.ims_situacao !== 'PROCESSANDO') {
          if (row.ims_situacao !== 'CONCLUIDO')
            throw new Error(`the import ended ${row.ims_situacao}`);
          break;
        }
        await new Promise((done) => setTimeout(done, 100));
      }
      rmSync(csv, { force: true });
      sandbox.extraRows += rows;
      return { rows, seconds: round((performance.now() - started) / 1000) };
    },
    async restart() {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      token = null;
      return { startMs: Math.round(await launch(false)) };
    },
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return sandbox;
}

/**
 * The Portal Gerencial home's figures (GET /api/clients/dashboard) under `concurrency` callers
 * asking back to back for `seconds`: answers per second and the p95 of their times.
 */
export async function dashboardThroughput(
  sandbox: BenchSandbox,
  { concurrency = 50, seconds = 10 } = {},
) {
  const url = `${sandbox.origin}/api/clients/dashboard?clientId=${CLIENT_ID}`;
  const headers = { authorization: `Bearer ${await sandbox.adminToken()}` };
  // One answer first: the figures of the current state, computed once.
  const first = performance.now();
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`the dashboard answered ${warm.status}`);
  const { total } = (await warm.json()) as { total: number };
  const firstMs = performance.now() - first;
  const times: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`the dashboard answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    rows: total,
    concurrency,
    requests: times.length,
    perSecond: round(times.length / elapsed),
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    firstMs: round(firstMs),
  };
}

/**
 * A 100 MB JSON body sent to the panel login (with its length declared, or streamed without one)
 * while a cheap GET is asked every 10 ms: the slowest of those GETs is the longest the server held
 * everyone else (its event loop's largest stall, seen from outside), beside how long the body's
 * answer took and what it was.
 */
export async function bodyStall(
  sandbox: BenchSandbox,
  { megabytes = 100, declareLength = true } = {},
) {
  const size = megabytes * 1024 * 1024;
  let slowestMs = 0;
  let probes = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t0 = performance.now();
      await (await fetch(`${sandbox.origin}/api/queue/get-last-check`)).arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - t0);
      probes += 1;
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  // The probe's own pace, before the body: what a stall is compared to.
  await new Promise((done) => setTimeout(done, 300));
  const idleSlowestMs = slowestMs;
  const started = performance.now();
  const status = await new Promise<number>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: sandbox.port,
        path: '/api/panel/login',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(declareLength ? { 'content-length': String(size) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // The server may close the connection once it answered: the rest is not sent, and a
    // connection closed with no answer is status 0.
    req.on('error', () => undefined);
    let closed = false;
    req.on('close', () => {
      closed = true;
      resolve(0);
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (!closed && sent < size) {
        const piece = sent === 0 ? Buffer.concat([Buffer.from('{"login":"'), chunk]) : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!closed) req.end('"}');
    };
    pump();
  });
  const answeredMs = performance.now() - started;
  await new Promise((done) => setTimeout(done, 300));
  probing = false;
  await probe;
  return {
    megabytes,
    declared: declareLength,
    status,
    answeredMs: round(answeredMs),
    slowestRequestMs: round(slowestMs),
    idleSlowestRequestMs: round(idleSlowestMs),
    probes,
  };
}

/**
 * One write at a time, `count` times: an RSS link created (201) and then removed, each timed from
 * the request to its answer (which leaves only once the write is journaled and fsynced), while 20
 * cheap GETs run beside it every 5 ms (the slowest of them: what the write stalled).
 */
export async function writeLatency(sandbox: BenchSandbox, { count = 100 } = {}) {
  const auth = { authorization: `Bearer ${await sandbox.adminToken()}` };
  const times: number[] = [];
  let stop = false;
  const beside: number[] = [];
  const pinger = (async () => {
    while (!stop) {
      const started = performance.now();
      await fetch(`${sandbox.origin}/api/queue/get-last-check`).then((r) => r.arrayBuffer());
      beside.push(performance.now() - started);
      await new Promise((done) => setTimeout(done, 5));
    }
  })();
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const created = await fetch(`${sandbox.origin}/api/rss`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ link: `https://exemplo.com.br/bench-${Date.now()}-${n}.xml` }),
    });
    const body = (await created.json()) as { id?: number };
    times.push(performance.now() - started);
    if (created.status !== 201) throw new Error(`the RSS write answered ${created.status}`);
    await fetch(`${sandbox.origin}/api/rss?id=${body.id}`, { method: 'DELETE', headers: auth });
  }
  stop = true;
  await pinger;
  return {
    writes: count,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    slowestBesideMs: round(Math.max(...beside)),
  };
}
