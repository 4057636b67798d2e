#!/usr/bin/env node
/**
 * `npm test`: every check, cheap failures first, with a pass/fail count per kind and a summary
 * table: lint, typecheck, generated-code drift and contract lint (side by side: each is one process
 * on one core) → unit tests → the apps' and Storybook's builds → contract conformance against the
 * sandbox (--write) and against the example backend (which must fail on behaviour) → the a11y
 * canary (which must fail) → end-to-end tests → the story pass (every story played with axe, the
 * reviewed ones pictured). Runs every step it can even after a failure, then exits non-zero if any
 * failed. `npm test -- --only <key>` runs one step (STEP_KEYS).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.mjs';
import { isStale, STORYBOOK_INDEX, STORYBOOK_SOURCES } from './stale.mjs';

const started = Date.now();
const results = [];
mkdirSync('.reports', { recursive: true });

const chrome = ensureChromium();
process.env.CHROME_PATH = chrome;

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Like run, but keeps the command's output (both streams, in order) to print it later. */
function runQuiet(cmd, args) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Single-process checks at the same time (2 cores: ESLint and tsc each keep one busy). Each keeps
 * its own time and row in the summary; their outputs are printed one after the other, whole.
 */
async function stepsSideBySide(checks) {
  const outcomes = await Promise.all(
    checks.map(async ({ name, cmd, args }) => {
      const t0 = Date.now();
      const { code, output } = await runQuiet(cmd, args);
      return { name, ok: code === 0, output, seconds: (Date.now() - t0) / 1000 };
    }),
  );
  for (const { name, ok, output, seconds } of outcomes) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    results.push({ name, ok, seconds });
  }
}

const bin = (name) => `node_modules/.bin/${name}`;

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    console.error(error);
    outcome = { ok: false };
  }
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name, seconds, ...outcome });
  return outcome.ok;
}

/** Counts from Vitest's JSON report. */
function vitestCounts(file) {
  if (!existsSync(file)) return {};
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A test that passed on its retry keeps the failure of its first attempt: count it as flaky.
  const flaky = report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'passed' && test.failureMessages?.length).length;
  const named = (keep) =>
    report.testResults.flatMap((file) =>
      file.assertionResults
        .filter(keep)
        .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
    );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    flaky,
    failures: named((test) => test.status === 'failed'),
    flakes: named((test) => test.status === 'passed' && test.failureMessages?.length),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function vitestStep(name, projects, reportName, env = {}) {
  return step(name, async () => {
    const report = `.reports/${reportName}.json`;
    rmSync(report, { force: true });
    const args = [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ];
    const code = await run(bin('vitest'), args, env);
    const counts = vitestCounts(report);
    return { ok: code === 0 && counts.passed > 0, ...counts };
  });
}

const hasScript = (name) =>
  Boolean(JSON.parse(readFileSync('package.json', 'utf8')).scripts?.[name]);

/** Reads the story pass's Playwright report: stories played, pictures compared, what failed. */
function storyPassOutcome(code, report) {
  if (!existsSync(report)) return { ok: false };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const specs = (json.suites ?? []).flatMap((suite) => suite.specs ?? []);
  const tests = specs.flatMap((spec) => spec.tests);
  // Each test is one story file; it notes the stories it played, the pictures it compared and
  // each story that failed or picture that changed.
  const notes = (type) =>
    tests.flatMap((test) =>
      test.annotations.filter((a) => a.type === type).map((a) => a.description),
    );
  const count = (type) => notes(type).reduce((sum, n) => sum + Number(n), 0);
  const changed = notes('changed');
  // A story that failed once and passed when played again (named, as a flake).
  const replayed = notes('replayed');
  // A story file that failed otherwise (a timeout, a page that would not load).
  const broken = specs
    .filter((spec) =>
      spec.tests.some(
        (t) => t.status === 'unexpected' && !t.annotations.some((a) => a.type === 'changed'),
      ),
    )
    .map((spec) => `${spec.title}: did not finish`);
  return {
    code,
    played: count('played'),
    compared: count('pictures'),
    changed,
    replayed,
    broken,
  };
}

const storyPass = (env = {}) =>
  run(bin('playwright'), ['test', '-c', '.storybook/visual/playwright.config.ts'], env);

/**
 * Every step, cheap failures first. `npm test -- --only <key>[,<key>…]` runs only those (a build
 * a step needs is made first when it is missing or older than its sources).
 */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : null;
const STEP_KEYS = [
  'static',
  'unit',
  'build',
  'storybook',
  'docs',
  'conformance',
  'canary',
  'e2e',
  'stories',
];
if (only && [...only].some((key) => !STEP_KEYS.includes(key))) {
  console.error(`--only takes one or more of: ${STEP_KEYS.join(', ')}`);
  process.exit(2);
}
const wanted = (key) => !only || only.has(key);
const appsStale = () =>
  ['portal', 'gerencial', 'panel'].some((app) =>
    isStale(`apps/${app}/dist/index.html`, [
      `apps/${app}/src`,
      'ui/src',
      'contracts/src',
      'mocks/src',
    ]),
  );

if (wanted('static'))
  await stepsSideBySide([
    { name: 'lint (ESLint + Prettier)', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'generated code drift', cmd: 'node', args: ['scripts/generate.mjs', '--check'] },
    ...(hasScript('contract:lint')
      ? [
          {
            name: 'contract lint (Redocly)',
            cmd: 'npm',
            args: ['run', '--silent', 'contract:lint'],
          },
        ]
      : []),
  ]);
if (wanted('unit')) await vitestStep('unit tests', ['contracts', 'mocks', 'tools', 'ui'], 'unit');

const needsApps = ['build', 'docs', 'conformance', 'e2e'].some(wanted);
// The built Storybook: the story pass's pages, and /storybook on the sandbox (an e2e test).
const needsStorybook = ['storybook', 'canary', 'stories', 'e2e'].some(wanted);
const buildApps = wanted('build') || (needsApps && appsStale());
const buildStorybook =
  wanted('storybook') || (needsStorybook && isStale(STORYBOOK_INDEX, STORYBOOK_SOURCES));
// The two builds side by side when both are due: each is mostly one process on one core.
const builds = [
  ...(buildApps
    ? [{ name: 'build apps (sandbox)', cmd: 'node', args: ['scripts/build.mjs', '--apps'] }]
    : []),
  ...(buildStorybook
    ? [{ name: 'build Storybook', cmd: 'npm', args: ['run', '--silent', 'build-storybook'] }]
    : []),
];
if (builds.length) await stepsSideBySide(builds);
const builtOk = (name) => results.find((r) => r.name === name)?.ok ?? true;
const built = needsApps && builtOk('build apps (sandbox)');
const storybookBuilt = needsStorybook && builtOk('build Storybook');
if (built && wanted('docs') && hasScript('contract:docs')) {
  await step('contract docs', async () => ({
    ok: (await run('npm', ['run', '--silent', 'contract:docs'])) === 0,
  }));
}
if (built && wanted('conformance') && hasScript('contract:verify:sandbox')) {
  await step('contract conformance (sandbox, --write: shapes and behaviour)', async () => {
    const report = '.reports/conformance.json';
    rmSync(report, { force: true });
    const code = await run('npm', ['run', '--silent', 'contract:verify:sandbox']);
    if (!existsSync(report)) return { ok: false };
    const { contract, behaviour, checks } = JSON.parse(readFileSync(report, 'utf8'));
    return {
      ok: code === 0,
      passed: contract.passed + behaviour.passed,
      failed: contract.failed + behaviour.failed,
      failures: checks.filter((c) => c.status === 'fail').map((c) => c.id),
    };
  });
}
if (wanted('conformance') && hasScript('contract:verify:example')) {
  // The checker must not let a backend of canned examples through: its behaviour must fail.
  await step('contract conformance (example backend: must fail on behaviour)', async () => ({
    ok: (await run('npm', ['run', '--silent', 'contract:verify:example'])) === 0,
  }));
}
if (storybookBuilt && wanted('canary')) {
  // The story pass must fail a story with a WCAG violation: it plays the canary (an unlabeled
  // input) alone, and must name the violation.
  await step('a11y canary (an unlabeled input must fail the story pass)', async () => {
    const outcome = storyPassOutcome(
      await storyPass({ STORY_CANARY: '1' }),
      '.reports/canary.json',
    );
    const caught =
      outcome.code !== 0 &&
      outcome.played === 0 &&
      (outcome.changed ?? []).some((line) => /a11y: .*label/.test(line));
    console.log(
      caught
        ? 'the a11y check failed the canary story, as it must'
        : 'the canary story did NOT fail on its unlabeled input: the a11y check is not wired',
    );
    return { ok: caught, passed: caught ? 1 : 0, failed: caught ? 0 : 1 };
  });
}
if (built && wanted('e2e')) {
  await step('end-to-end tests (Playwright: sandbox, and portal with browser mocks)', async () => {
    const report = '.reports/e2e.json';
    rmSync(report, { force: true });
    const code = await run(bin('playwright'), ['test']);
    if (!existsSync(report)) return { ok: false };
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const { stats } = json;
    // Every test's final outcome, named by file › title › project, for the summary.
    const tests = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          tests.push({
            name: `${spec.file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`,
            status: test.status,
          });
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    // The top-level suites are the files themselves.
    for (const suite of json.suites ?? []) walk(suite, []);
    return {
      failures: tests.filter((t) => t.status === 'unexpected').map((t) => t.name),
      flakes: tests.filter((t) => t.status === 'flaky').map((t) => t.name),
      ok: code === 0 && stats.expected > 0,
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      flaky: stats.flaky,
      skipped: stats.skipped,
    };
  });
}
// The story pass (docs/visual-review.md): every story played with axe, and the reviewed ones
// pictured against their committed baselines.
if (storybookBuilt && wanted('stories')) {
  await step('stories (play functions, axe, pictures at the widths each needs)', async () => {
    const outcome = storyPassOutcome(await storyPass(), '.reports/visual.json');
    if (outcome.played === undefined) return { ok: false };
    const { played, compared, changed, replayed, broken } = outcome;
    // The baselines' browser build and this run's, and whose the differences look like
    // (.storybook/visual/browserBuild.ts): a failure line when pictures changed, a note otherwise.
    const browserFile = '.reports/visual/browser.json';
    const browser = existsSync(browserFile)
      ? JSON.parse(readFileSync(browserFile, 'utf8'))
      : { lines: [] };
    const browserLines = browser.lines ?? [];
    // Baselines no story pictures any more (a story renamed or gone, a width dropped).
    const unused = (browser.unused ?? []).map(
      (file) => `baseline without a picture: .storybook/visual/baselines/${file}`,
    );
    const failed = changed.length + broken.length + unused.length;
    return {
      ok: outcome.code === 0 && played > 0 && compared > 0 && unused.length === 0,
      notes: [
        `${played} stories played, ${compared} pictures compared (${browser.byRecord ?? 0} known by their recorded screenshot, the rest pixel by pixel)`,
        ...(browser.changedPictures ? [] : browserLines),
      ],
      passed: played + compared - changed.length,
      failed,
      flaky: replayed.length,
      flakes: replayed,
      failures: [
        ...changed,
        ...broken,
        ...unused,
        ...(browser.changedPictures ? browserLines : []),
        ...(changed.length ? ['review page: .reports/visual/index.html'] : []),
      ],
    };
  });
}

const pad = (s, n) => String(s).padEnd(n);
console.log('\n━━ summary ━━');
console.log(
  `${pad('step', 72)}${pad('result', 8)}${pad('passed', 8)}${pad('failed', 8)}${pad('flaky', 7)}time`,
);
for (const r of results) {
  console.log(
    `${pad(r.name, 72)}${pad(r.ok ? 'ok' : 'FAIL', 8)}${pad(r.passed ?? '', 8)}${pad(r.failed ?? '', 8)}${pad(r.flaky || '', 7)}${r.seconds.toFixed(0)} s`,
  );
}
// Name what failed (and what passed only on retry) where CI's tail shows it.
for (const r of results) {
  for (const name of r.failures ?? []) console.log(`FAILED  ${r.name.split(' (')[0]}: ${name}`);
  for (const name of r.flakes ?? []) console.log(`flaky   ${r.name.split(' (')[0]}: ${name}`);
  for (const note of r.notes ?? []) console.log(`note    ${r.name.split(' (')[0]}: ${note}`);
}
const total = (key) => results.reduce((sum, r) => sum + (r[key] ?? 0), 0);
const failedSteps = results.filter((r) => !r.ok);
console.log(
  `\nTests: ${total('passed')} passed, ${total('failed')} failed (${total('flaky')} passed only on retry); steps: ${results.length - failedSteps.length} ok, ${failedSteps.length} failed; ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
process.exit(failedSteps.length ? 1 : 0);
