/**
 * Bench section: how long a prerendered page shows buttons and links that the app does not run
 * yet. A press in that window is kept and replayed by the early-click replay
 * (ui/src/app/first-paint/earlyClicks.ts); without it a button would do nothing and a link would
 * load another whole page. Each page is loaded with the CPU and network slowed down as
 * Lighthouse's 'devtools' throttling does (4× CPU, 562.5 ms round trip, 1.47 Mbit/s), and timed
 * from its first contentful paint to the app's taking over (`data-app` on <html>, renderApp's
 * first commit), with the main thread's long tasks until then (the longest, and the time they
 * blocked beyond 50 ms each, as TBT counts it, but observed rather than simulated).
 * `node --import tsx scripts/bench/earlyClickWindow.mjs <origin>` runs it alone.
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const name =
  'Prerendered pages: first paint → the app owns the page (devtools throttling), the window of early clicks';

const PAGES = ['/', '/solicitacoes', '/usuarios'];

async function once(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const times = { fcp: null, app: null, tasks: [] };
    Object.defineProperty(window, '__firstPaintTimes', { value: times });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) times.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (times.app === null && document.documentElement.hasAttribute('data-app'))
        times.app = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstPaintTimes?.app !== null, null, {
    timeout: 120_000,
    polling: 100,
  });
  const times = await page.evaluate(() => window.__firstPaintTimes);
  await context.close();
  // The main thread's long tasks until the app owned the page: what a press waited behind.
  const tasks = times.tasks.filter(([start]) => start < times.app).map(([, duration]) => duration);
  return {
    fcpMs: times.fcp,
    appMs: times.app,
    windowMs: times.app - times.fcp,
    longestTaskMs: Math.max(0, ...tasks),
    blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

export async function run({ origin, runs, median }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const table = {};
  const details = {};
  try {
    for (const path of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await once(browser, `${origin}${path}`));
      const ms = (key) => Math.round(median(results.map((r) => r[key])));
      const range = (key) => {
        const values = results.map((r) => Math.round(r[key]));
        return `${Math.min(...values)}–${Math.max(...values)}`;
      };
      table[path] = {
        'first paint ms': ms('fcpMs'),
        'app owns it ms': ms('appMs'),
        'window ms': ms('windowMs'),
        'window range': range('windowMs'),
        'longest task ms': ms('longestTaskMs'),
        'blocking ms': ms('blockingMs'),
        'blocking range': range('blockingMs'),
      };
      details[path] = results;
    }
  } finally {
    await browser.close();
  }
  return { table, runs: details };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://localhost:4173';
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const { table } = await run({ origin, runs, median });
  console.log(name);
  console.table(table);
}
