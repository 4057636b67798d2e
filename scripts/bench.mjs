#!/usr/bin/env node
/**
 * `npm run bench` (run with tsx, to share scripts/chromium.ts): builds the apps, serves the sandbox, then measures
 *  - per app, the JavaScript and CSS its entry route loads (raw and gzip), read off a real page load;
 *  - Lighthouse (mobile settings, system Chromium) performance, accessibility and best-practices,
 *    FCP, LCP, TBT, CLS, bytes transferred and request count for the sandbox's public routes and the
 *    two staff apps, as medians of several runs, beside the previous run's figures (read from the
 *    .reports/bench.json this run replaces), and what each page's LCP waited for (lcpAnatomy);
 *    BENCH_THROTTLING=devtools measures with the browser slowed down instead (its own report);
 *    BENCH_BASE=<git ref> builds that ref too (a git worktree), serves it on its own sandbox, and
 *    measures the two builds in turn, run for run, so that both see the same machine (the figures
 *    of a stored earlier run drift by more than most changes: see baseBuild below);
 *  - any further sections in scripts/bench/*.mjs (each exports `name` and `run(ctx)`).
 * Writes .reports/bench.json and prints tables. Figures live here, never in timed tests.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildApps } from './build.mjs';
import { scanForLibraries } from './bundleMarkers.mjs';
import { chromiumArgs } from './chromium.ts';
import { ensureChromium } from './ensureChromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Lighthouse's default, 'simulate', loads the page at full speed and computes the metrics for a slow
// phone from that trace (Lantern); 'devtools' slows the browser down while it loads and reports what
// it observed (slower to run; a check on what the simulation estimates).
const THROTTLING = process.env.BENCH_THROTTLING ?? 'simulate';
// Each method keeps its own report, so that the previous run beside this one measured the same way.
const REPORT =
  THROTTLING === 'simulate' ? '.reports/bench.json' : `.reports/bench-${THROTTLING}.json`;
const port = Number(process.env.BENCH_PORT ?? 4185);
const origin = `http://localhost:${port}`;
const BASE_REF = process.env.BENCH_BASE ?? '';
const baseOrigin = `http://localhost:${port + 1}`;
const chromePath = ensureChromium();
const chromeFlags = ['--headless=new', ...chromiumArgs];

const median = (values) => {
  const sorted = [...values].filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Entry routes: the URL each app opens on, and where its build lives. */
const entries = [
  { app: 'portal', url: '/', dist: 'apps/portal/dist', base: '/' },
  { app: 'gerencial', url: '/clientes', dist: 'apps/gerencial/dist', base: '/clientes/' },
  { app: 'panel', url: '/clientes/painel', dist: 'apps/panel/dist', base: '/clientes/painel/' },
];
const lighthousePages = (
  process.env.BENCH_PAGES ??
  '/,/solicitacoes,/usuarios,/painel-da-fila,/dados-abertos,/movel/register,/clientes,/clientes/painel'
).split(',');

/**
 * Serves the built apps of the checkout `cwd` on `at`. With a data folder of its own, the sandbox
 * starts from the seed (an A/B comparison gives both builds the same data).
 */
async function startSandbox({ cwd = process.cwd(), at = origin, dataDir } = {}) {
  const child = spawn('node', ['mocks/src/sandbox/run.mjs'], {
    cwd,
    env: {
      ...process.env,
      PORT: new URL(at).port,
      ...(dataDir ? { SANDBOX_DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${at}/api/queue/get-last-check`);
      if (res.ok) return child;
    } catch (error) {
      if (i === 99) console.error(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('sandbox did not start');
}

/** Loads the entry route in Chromium and sums the same-origin JS and CSS it fetched until idle. */
async function firstLoad(browser, entry) {
  const page = await browser.newPage();
  const assets = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (url.origin !== origin || (type !== 'script' && type !== 'stylesheet')) return;
    assets.set(url.pathname, type);
  });
  await page.goto(`${origin}${entry.url}`, { waitUntil: 'networkidle' });
  await page.close();
  const totals = { js: { raw: 0, gzip: 0, files: [] }, css: { raw: 0, gzip: 0, files: [] } };
  for (const [pathname, type] of assets) {
    const rel = pathname.startsWith(entry.base)
      ? pathname.slice(entry.base.length)
      : pathname.slice(1);
    const file = join(entry.dist, rel);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    const bucket = type === 'script' ? totals.js : totals.css;
    bucket.raw += body.length;
    bucket.gzip += gzipSync(body, { level: 9 }).length;
    bucket.files.push(rel);
  }
  return totals;
}

/** One Lighthouse run of `url` in a fresh browser: its figures. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttlingMethod: THROTTLING,
    });
    const { categories, audits } = result.lhr;
    return {
      ...lcpAnatomy(audits),
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      transferKb: audits['total-byte-weight'].numericValue / 1024,
      requests: audits['network-requests'].details?.items?.length ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * RUNS runs of `path` on each origin, taken in turn (this build, the base, the base, this build,
 * …: neither always goes first), summarised per origin.
 */
async function lighthouseRuns(path, origins) {
  const runs = origins.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    const order = origins.map((_, k) => k);
    if (i % 2) order.reverse();
    for (const k of order) runs[k].push(await lighthouseRun(`${origins[k]}${path}`));
  }
  return runs.map(summary);
}

/** Medians of a page's runs, with every run kept beside them. */
function summary(runs) {
  const keys = Object.keys(runs[0] ?? {}).filter((k) => k !== 'lcpElement');
  // Medians, and every run's figures beside them: single runs on a 2-core machine vary widely.
  return {
    ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
    lcpElement: runs.at(-1)?.lcpElement ?? null,
    runs,
  };
}

/**
 * What a run's LCP waited for, from Lighthouse's own audits: the element, its phases (time to the
 * document's first byte, then until its resource was requested, loaded, and painted: an element of
 * the HTML has only the first and the last), and the kilobytes that finished loading before it was
 * painted in the unthrottled load. Lighthouse's simulated LCP replays every one of those requests
 * except low-priority images on the throttled network, so they set its floor: at the simulated
 * 1.6 Mbit/s, each 100 KB of them costs about half a second.
 */
function lcpAnatomy(audits) {
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const timing = Object.fromEntries(
    (phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  );
  const observedLcp = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = audits['network-requests']?.details?.items ?? [];
  const lowPriorityImage = (r) =>
    r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow');
  const before =
    typeof observedLcp === 'number'
      ? requests.filter((r) => r.networkEndTime <= observedLcp && !lowPriorityImage(r))
      : [];
  return {
    lcpElement: element?.items?.[0]?.node?.nodeLabel ?? null,
    lcpTtfbMs: timing.TTFB ?? null,
    lcpLoadDelayMs: timing['Load Delay'] ?? null,
    lcpLoadTimeMs: timing['Load Time'] ?? null,
    lcpRenderDelayMs: timing['Render Delay'] ?? null,
    kbBeforeLcp:
      typeof observedLcp === 'number'
        ? before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
        : null,
  };
}

/**
 * BENCH_BASE: the apps of another commit, built in a git worktree that shares this checkout's
 * node_modules, to measure beside this build in the same minutes: on a shared machine one build
 * measured twice, minutes apart, moves more than most changes do; taken in turn, the two builds
 * see the same machine.
 */
function baseBuild(ref, commit) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-base-'));
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune']);
  };
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], {
      stdio: 'ignore',
    });
    // The same dependencies: node_modules of the root and of each workspace that has its own.
    const apps = readdirSync('apps').map((name) => join('apps', name));
    for (const folder of ['.', 'ui', 'contracts', 'mocks', ...apps]) {
      const modules = join(folder, 'node_modules');
      if (existsSync(modules) && existsSync(join(dir, folder)) && !existsSync(join(dir, modules)))
        symlinkSync(resolve(modules), join(dir, modules));
    }
    console.log(`[bench] building the apps of ${ref} (${commit.slice(0, 7)}) in ${dir}`);
    execFileSync('node', ['scripts/build.mjs', '--apps'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, commit, dir, remove };
}

/** The lowest and highest of one figure over a page's runs, as 'low–high'. */
const range = (r, key, format = (v) => v) => {
  const values = (r.runs ?? []).map((run) => run[key]).filter((v) => typeof v === 'number');
  return values.length ? `${format(Math.min(...values))}–${format(Math.max(...values))}` : '—';
};

/** The last run's report, to print its figures beside this run's. */
const previous = existsSync(REPORT)
  ? (() => {
      try {
        return JSON.parse(readFileSync(REPORT, 'utf8'));
      } catch {
        return null;
      }
    })()
  : null;

// A base that names no commit stops the bench before anything is built.
let baseCommit = null;
if (BASE_REF) {
  try {
    baseCommit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${BASE_REF}^{commit}`], {
      encoding: 'utf8',
    }).trim();
  } catch {
    console.error(`[bench] BENCH_BASE=${BASE_REF} names no commit of this repository`);
    process.exit(2);
  }
}

console.log('[bench] building the apps (sandbox configuration)');
await buildApps({ quiet: true });
const base = BASE_REF ? baseBuild(BASE_REF, baseCommit) : null;
// Compared with a base, both sandboxes start from the seed.
const dataDirs = base ? [0, 1].map(() => mkdtempSync(join(tmpdir(), 'bench-data-'))) : [];
const sandbox = await startSandbox({ dataDir: dataDirs[0] });
const baseSandbox = base
  ? await startSandbox({ cwd: base.dir, at: baseOrigin, dataDir: dataDirs[1] }).catch((error) => {
      sandbox.kill();
      base.remove();
      throw error;
    })
  : null;
const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  throttling: THROTTLING,
  // The previous run's Lighthouse figures, kept beside this run's.
  previous: previous ? { date: previous.date, lighthouse: previous.lighthouse ?? {} } : null,
  // BENCH_BASE: the other build, measured in turn with this one.
  base: base ? { ref: base.ref, commit: base.commit, lighthouse: {} } : null,
  firstLoad: {},
  // Which app's build carries charts, the cropper or firebase (the portal: charts only, lazily).
  libraries: Object.fromEntries(
    entries.map((entry) => [entry.app, Object.keys(scanForLibraries(entry.dist))]),
  ),
  lighthouse: {},
  sections: {},
};
try {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  for (const entry of entries)
    report.firstLoad[entry.app] = { url: entry.url, ...(await firstLoad(browser, entry)) };
  await browser.close();

  for (const path of lighthousePages) {
    console.log(
      `[bench] lighthouse ${path} (${RUNS} runs${base ? ` each, in turn with ${base.ref}` : ''})`,
    );
    const [current, ofBase] = await lighthouseRuns(path, base ? [origin, baseOrigin] : [origin]);
    report.lighthouse[path] = current;
    if (base) report.base.lighthouse[path] = ofBase;
  }

  const sectionDir = 'scripts/bench';
  for (const file of existsSync(sectionDir)
    ? readdirSync(sectionDir)
        .filter((f) => f.endsWith('.mjs'))
        // BENCH_SECTIONS=backend,gerencialRoutes runs only those; BENCH_SECTIONS=none, none of them.
        .filter(
          (f) =>
            !process.env.BENCH_SECTIONS ||
            process.env.BENCH_SECTIONS.split(',').includes(f.replace(/\.mjs$/, '')),
        )
        .sort()
    : []) {
    const section = await import(`./bench/${file}`);
    console.log(`[bench] ${section.name}`);
    report.sections[section.name] = await section.run({ origin, runs: RUNS, median });
  }
} finally {
  sandbox.kill();
  baseSandbox?.kill();
  base?.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

mkdirSync('.reports', { recursive: true });
writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);

console.log("\nFirst load of each app's entry route");
console.table(
  Object.fromEntries(
    Object.entries(report.firstLoad).map(([app, r]) => [
      app,
      {
        route: r.url,
        'JS raw': kb(r.js.raw),
        'JS gzip': kb(r.js.gzip),
        'CSS raw': kb(r.css.raw),
        'CSS gzip': kb(r.css.gzip),
        files: r.js.files.length + r.css.files.length,
      },
    ]),
  ),
);
console.log('Heavy libraries in each build (victory, react-easy-crop, firebase)');
console.table(
  Object.fromEntries(
    Object.entries(report.libraries).map(([app, found]) => [
      app,
      { libraries: found.join(', ') || 'none' },
    ]),
  ),
);
// '… was': the base build measured in turn when there is one, else the previous run's report.
const before = report.base
  ? {
      label: `${report.base.ref} (${report.base.commit.slice(0, 7)}), measured in turn`,
      ...report.base,
    }
  : previous && { label: `the run of ${previous.date}`, ...previous };
console.log(
  `Lighthouse, mobile settings, ${THROTTLING} throttling (median of ${RUNS})${before ? `; '… was' = ${before.label}` : ''}`,
);
const was = (path, key, format = (v) => v) => {
  const value = before?.lighthouse?.[path]?.[key];
  return typeof value === 'number' ? format(value) : '—';
};
const ms = (v) => Math.round(v);
console.table(
  Object.fromEntries(
    Object.entries(report.lighthouse).map(([path, r]) => [
      path,
      {
        performance: r.performance,
        'performance range': range(r, 'performance'),
        'performance was': was(path, 'performance'),
        accessibility: r.accessibility,
        'best-practices': r.bestPractices,
        'FCP ms': ms(r.fcpMs),
        'FCP was': was(path, 'fcpMs', ms),
        'LCP ms': ms(r.lcpMs),
        'LCP was': was(path, 'lcpMs', ms),
        'TBT ms': ms(r.tbtMs),
        'TBT range': range(r, 'tbtMs', ms),
        'TBT was': was(path, 'tbtMs', ms),
        CLS: Number(r.cls?.toFixed(3)),
        KB: r.transferKb === undefined ? '—' : Number(r.transferKb.toFixed(1)),
        'KB was': was(path, 'transferKb', (v) => Number(v.toFixed(1))),
        requests: r.requests ?? '—',
        'requests was': was(path, 'requests'),
      },
    ]),
  ),
);
console.log(
  "What each page's LCP waited for (medians, ms; 'KB before LCP': what finished loading before it was painted)",
);
console.table(
  Object.fromEntries(
    Object.entries(report.lighthouse).map(([path, r]) => [
      path,
      {
        element: (r.lcpElement ?? '—').slice(0, 40),
        'LCP ms': ms(r.lcpMs),
        TTFB: r.lcpTtfbMs ?? '—',
        'load delay': r.lcpLoadDelayMs ?? '—',
        'load time': r.lcpLoadTimeMs ?? '—',
        'render delay': r.lcpRenderDelayMs ?? '—',
        'KB before LCP': r.kbBeforeLcp === null ? '—' : Number(r.kbBeforeLcp.toFixed(1)),
      },
    ]),
  ),
);
for (const [name, section] of Object.entries(report.sections)) {
  console.log(name);
  console.table(section.table ?? section);
}
console.log(`written to ${REPORT}`);
process.exit(0);
