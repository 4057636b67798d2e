/**
 * Bench section: the mock backend under load, with the seed and then with 100,000 more queue rows
 * in Mesquita (about 104k), each figure measured in this run at both sizes, on a sandbox of its
 * own (scripts/benchBackend.ts):
 *  - the Portal Gerencial home's figures (GET /api/clients/dashboard) with 50 callers asking back
 *    to back for 10 s: answers per second, median and p95;
 *  - a 100 MB JSON body to POST /api/panel/login, its length declared and streamed without one:
 *    the slowest of the cheap GETs asked every 10 ms meanwhile (the server's largest stall), and
 *    how long the body's answer (413) took;
 *  - one write at a time (an RSS link created, then removed): median, p95 and the slowest cheap
 *    GET beside it;
 *  - start-up: the process stopped and started again on that state, until it answers.
 * Alone: `node --import tsx scripts/bench/loadAt104k.mjs` (no build, no Lighthouse).
 */
import {
  bodyStall,
  dashboardThroughput,
  startBenchSandbox,
  writeLatency,
} from '../benchBackend.ts';

export const name = 'backend under load (seed, then 100,000 more queue rows)';

const DASHBOARD = {
  concurrency: Number(process.env.BENCH_DASHBOARD_CONCURRENCY ?? 50),
  seconds: Number(process.env.BENCH_DASHBOARD_SECONDS ?? 10),
};

async function measure(sandbox) {
  return {
    dashboard: await dashboardThroughput(sandbox, DASHBOARD),
    body100mbDeclared: await bodyStall(sandbox, { declareLength: true }),
    body100mbStreamed: await bodyStall(sandbox, { declareLength: false }),
    write: await writeLatency(sandbox),
    startup: await sandbox.restart(),
  };
}

export async function run() {
  const sandbox = await startBenchSandbox();
  try {
    const seed = await measure(sandbox);
    const added = await sandbox.addRows();
    const big = await measure(sandbox);
    const sizes = [
      [`seed (${seed.dashboard.rows} rows of the client)`, seed],
      [`seed + ${added.rows} (${big.dashboard.rows} rows of the client)`, big],
    ];
    const table = {};
    for (const [size, m] of sizes) {
      table[`dashboard, ${size}`] = {
        'req/s': m.dashboard.perSecond,
        'median ms': m.dashboard.medianMs,
        'p95 ms': m.dashboard.p95Ms,
        'first answer ms': m.dashboard.firstMs,
      };
      table[`write (RSS link), ${size}`] = {
        'median ms': m.write.medianMs,
        'p95 ms': m.write.p95Ms,
        'max ms': m.write.maxMs,
        'slowest GET beside ms': m.write.slowestBesideMs,
      };
      table[`start-up, ${size}`] = { 'until it answers ms': Math.round(m.startup.startMs) };
      for (const [how, b] of [
        ['declared', m.body100mbDeclared],
        ['streamed', m.body100mbStreamed],
      ])
        table[`100 MB body (${how}), ${size}`] = {
          status: b.status,
          'answered ms': b.answeredMs,
          'largest stall ms': b.slowestRequestMs,
          'idle stall ms': b.idleSlowestRequestMs,
        };
    }
    return { table, seed, with100k: big, import: added };
  } finally {
    sandbox.stop();
  }
}

// `node --import tsx scripts/bench/loadAt104k.mjs` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await run();
  console.table(result.table);
  console.log(JSON.stringify({ ...result, table: undefined }, null, 2));
}
