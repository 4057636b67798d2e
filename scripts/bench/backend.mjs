/**
 * Bench section: the mock backend over HTTP, on a sandbox of its own (fresh seed, temporary state
 * folder, no realtime server), so the figures do not depend on whatever the user's sandbox holds.
 *  - queue search latency (GraphQL SearchQueue, median and p95) with the seed;
 *  - import of a 100,000-row CSV: rows per second (upload to CONCLUIDO) and the server's peak memory;
 *  - queue search latency again with those 100,000 more rows;
 *  - the wait estimates (GraphQL WaitEstimates: a whole municipality, and one procedure), median
 *    and p95, with the seed and with the 100,000 more rows; and the first answer of each right
 *    after the import, computed over every row (one sample each);
 *  - the open-data export (GET /api/open-data/queue) of the municipality with those 100,000 more
 *    rows, CSV and JSON: time to first byte, rows per second, and the sandbox's resident memory
 *    before and at its peak during the download (the peak is reset first, Linux clear_refs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { post } from '../../mocks/e2e/helpers.ts';

export const name = 'backend (mock sandbox over HTTP)';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 200);
const SEARCH = `query SearchQueue($client: String!, $status: QueueStatus!, $procedure: String!, $service: String!, $offset: Int, $limit: Int) {
  queue(client: $client, status: $status, procedure: $procedure, service: $service, offset: $offset, limit: $limit) {
    count rows { fir_id fir_ordem_regulada fir_iniciais_nome fir_cns fir_status tempo_espera }
  }
}`;
const ESTIMATES = `query WaitEstimates($client: String!, $service: String, $procedure: String) {
  queue_wait_estimates(client: $client, service: $service, procedure: $procedure) {
    data_date rows { service procedure waiting cases median_days p90_days }
  }
}`;
const ESTIMATE_ASKS = [
  { client: '3302858' },
  { client: '3302858', service: 'CONSULTAS', procedure: 'CONSULTA EM CARDIOLOGIA' },
];
const STATUSES = ['SOLICITADO', 'AGENDADO', 'EFETIVADO', 'PARCIALMENTE_ATENDIDO', 'DEVOLVIDO'];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { peakMb: null, rssMb: null };
  }
}

/** Resets a process's peak resident memory (VmHWM) to its current one; false where not allowed. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Downloads the open-data export as a reuser would (read to the end, nothing kept): time to the
 * first byte, total time, bytes, lines, and the server's memory before and at its peak.
 */
async function exportTiming(sandbox, format) {
  const info = await (
    await fetch(`${sandbox.origin}/api/open-data/queue/info?client=3302858`)
  ).json();
  const peakReset = resetPeak(sandbox.pid);
  const before = memoryOf(sandbox.pid);
  let sampledPeak = before.rssMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(sandbox.pid).rssMb ?? 0);
  }, 20);
  const started = performance.now();
  const response = await fetch(
    `${sandbox.origin}/api/open-data/queue?client=3302858&format=${format}`,
  );
  if (!response.ok) throw new Error(`the ${format} export answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = null;
  let bytes = 0;
  let newlines = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 0x0a) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(sandbox.pid);
  // CSV: a header line, then a line per row; JSON: an opening line, a line per row, a closing one.
  const lines = format === 'csv' ? newlines - 1 : newlines - 2;
  if (lines !== info.rows)
    throw new Error(`the ${format} export has ${lines} rows, its info says ${info.rows}`);
  return {
    rows: info.rows,
    mb: round(bytes / 1024 / 1024),
    firstByteMs: round(firstByteMs),
    seconds: round(seconds),
    rowsPerSecond: Math.round(info.rows / seconds),
    rssBeforeMb: before.rssMb,
    peakRssMb: peakReset ? Math.max(after.peakMb, sampledPeak) : sampledPeak,
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Times SAMPLES queries, the i-th with variables(i) (sequential, as one user paging would). */
async function latency(origin, query, variables) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: variables(i) }),
    });
    const body = await res.json();
    if (!body.data) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
    times.push(performance.now() - started);
  }
  return { medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

/** Searches over the given buckets, a page of 10 at a time. */
const searchLatency = (origin, buckets) =>
  latency(origin, SEARCH, (i) => ({
    ...buckets[i % buckets.length],
    offset: (i % 5) * 10,
    limit: 10,
  }));

/** The wait estimates of a municipality and of one procedure, in turn. */
const estimateLatency = (origin) =>
  latency(origin, ESTIMATES, (i) => ESTIMATE_ASKS[i % ESTIMATE_ASKS.length]);

const round = (n) => Math.round(n * 100) / 100;

async function startSandbox() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['mocks/src/sandbox/run.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      REALTIME_PORT: 'off',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_FRESH: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/api/queue/get-last-check`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    origin,
    pid: child.pid,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function run() {
  const sandbox = await startSandbox();
  const csv = join(tmpdir(), `bench-fila-${IMPORT_ROWS}.csv`);
  try {
    // The seed's buckets of Mesquita, the biggest first.
    const seedBuckets = [
      'CONSULTA EM CARDIOLOGIA',
      'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
      'ULTRASSONOGRAFIA DE ABDOMEN TOTAL',
    ].flatMap((procedure) =>
      STATUSES.slice(0, 3).map((status) => ({
        client: '3302858',
        service: procedure.startsWith('CONSULTA') ? 'CONSULTAS' : 'EXAMES',
        procedure,
        status,
      })),
    );
    const withSeed = await searchLatency(sandbox.origin, seedBuckets);
    const estimatesWithSeed = await estimateLatency(sandbox.origin);

    const written = spawnSync(
      'node',
      ['--import', 'tsx', 'mocks/src/testing/writeCsv.ts', csv, String(IMPORT_ROWS), '10'],
      {
        stdio: 'inherit',
      },
    );
    if (written.status !== 0) throw new Error('could not write the bench CSV');
    const {
      body: { token },
    } = await post(sandbox.origin, '/api/clients/login', {
      login: 'admin',
      password: 'Admin@123',
    });
    const before = memoryOf(sandbox.pid);
    const form = new FormData();
    form.set('file', await openAsBlob(csv, { type: 'text/csv' }), 'fila-100k.csv');
    const started = performance.now();
    const accepted = await (
      await fetch(`${sandbox.origin}/clients/import-queue-info`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).json();
    let outcome;
    while (!outcome) {
      const { body: res } = await post(
        sandbox.origin,
        '/graphql',
        {
          query:
            'query($c: Int!) { search_status_import(clientId: $c) { rows { ims_id ims_situacao ims_linhas_importadas } } }',
          variables: { c: 1 },
        },
        token,
      );
      const row = res.data.search_status_import.rows.find((r) => r.ims_id === accepted.ims_id);
      if (row && row.ims_situacao !== 'PROCESSANDO') outcome = row;
      else await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    if (outcome.ims_situacao !== 'CONCLUIDO')
      throw new Error(`the import ended ${outcome.ims_situacao}`);
    const after = memoryOf(sandbox.pid);

    const loadBuckets = Array.from({ length: 10 }, (_, p) =>
      STATUSES.map((status) => ({
        client: '3302858',
        service: 'EXAMES',
        procedure: `PROCEDIMENTO DE CARGA ${p + 1}`,
        status,
      })),
    ).flat();
    // The first answer after an import is computed over every row; later ones are kept until the
    // queue changes again.
    const estimatesColdMs = [];
    for (const ask of ESTIMATE_ASKS) {
      const started = performance.now();
      await post(sandbox.origin, '/graphql', { query: ESTIMATES, variables: ask });
      estimatesColdMs.push(round(performance.now() - started));
    }
    const withLoad = await searchLatency(sandbox.origin, [...loadBuckets, ...seedBuckets]);
    const estimatesWithLoad = await estimateLatency(sandbox.origin);
    const exportCsv = await exportTiming(sandbox, 'csv');
    const exportJson = await exportTiming(sandbox, 'json');

    const data = {
      openDataExport: { csv: exportCsv, json: exportJson },
      searchWithSeed: withSeed,
      searchWith100k: withLoad,
      estimatesWithSeed,
      estimatesWith100k: estimatesWithLoad,
      estimatesFirstAfterImportMs: estimatesColdMs,
      import: {
        rows: outcome.ims_linhas_importadas,
        fileMb: round(statSync(csv).size / 1024 / 1024),
        seconds: round(seconds),
        rowsPerSecond: Math.round(outcome.ims_linhas_importadas / seconds),
        rssBeforeMb: before.rssMb,
        rssAfterMb: after.rssMb,
        peakRssMb: after.peakMb,
      },
    };
    return {
      table: {
        'search, seed (ms)': { median: withSeed.medianMs, p95: withSeed.p95Ms },
        [`search, seed + ${IMPORT_ROWS} rows (ms)`]: {
          median: withLoad.medianMs,
          p95: withLoad.p95Ms,
        },
        'wait estimates, seed (ms)': {
          median: estimatesWithSeed.medianMs,
          p95: estimatesWithSeed.p95Ms,
        },
        [`wait estimates, seed + ${IMPORT_ROWS} rows (ms)`]: {
          median: estimatesWithLoad.medianMs,
          p95: estimatesWithLoad.p95Ms,
        },
        'wait estimates, first after the import: municipality (ms)': {
          median: estimatesColdMs[0],
        },
        'wait estimates, first after the import: one procedure (ms)': {
          median: estimatesColdMs[1],
        },
        ...Object.fromEntries(
          Object.entries({ csv: exportCsv, json: exportJson }).map(([format, e]) => [
            `open data ${format}, ${e.rows} rows (${e.mb} MB)`,
            {
              'first byte ms': e.firstByteMs,
              seconds: e.seconds,
              'rows/s': e.rowsPerSecond,
              'RSS before MB': e.rssBeforeMb,
              'peak RSS MB': e.peakRssMb,
            },
          ]),
        ),
        [`import ${IMPORT_ROWS} rows`]: {
          'rows/s': data.import.rowsPerSecond,
          seconds: data.import.seconds,
          'peak RSS MB': data.import.peakRssMb,
        },
      },
      ...data,
    };
  } finally {
    sandbox.stop();
    rmSync(csv, { force: true });
  }
}

// `node scripts/bench/backend.mjs` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await run();
  console.table(result.table);
  console.log(JSON.stringify({ ...result, table: undefined }, null, 2));
}
