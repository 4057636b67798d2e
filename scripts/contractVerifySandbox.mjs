#!/usr/bin/env node
/**
 * `npm run contract:verify:sandbox`: starts the sandbox on a free port with a fresh state folder (so
 * the tour sees the seed and leaves nothing behind), runs the conformance tour against it in
 * `--write` mode (every step and check), with its JSON report in .reports/conformance.json, stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `preferred` when it is free, else any free port. */
function freePort(preferred) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      const any = createServer().listen(0, () => {
        const { port } = any.address();
        any.close(() => resolve(port));
      });
    });
    probe.listen(preferred, () => probe.close(() => resolve(preferred)));
  });
}

const port = await freePort(Number(process.env.PORT ?? 4186));
const realtimePort = await freePort(port + 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-verify-'));
const origin = `http://127.0.0.1:${port}`;

let output = '';
const sandbox = spawn('node', ['mocks/src/sandbox/run.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    REALTIME_PORT: String(realtimePort),
    SANDBOX_DATA_DIR: dataDir,
    // The tour's Google step signs in through the stand-in, as under `npm start`.
    SANDBOX_GOOGLE_STAND_IN: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
sandbox.stdout.on('data', (chunk) => (output += chunk));
sandbox.stderr.on('data', (chunk) => (output += chunk));
let exited = false;
sandbox.on('exit', () => (exited = true));

function stop() {
  if (!exited) {
    sandbox.kill('SIGTERM');
    setTimeout(() => !exited && sandbox.kill('SIGKILL'), 5000).unref();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

async function ready() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !exited) {
    try {
      await fetch(`${origin}/api/queue/get-last-check`, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return false;
}

if (!(await ready())) {
  console.error(`[contract:verify:sandbox] the sandbox did not start on ${origin}:\n${output}`);
  stop();
  process.exit(1);
}

const code = await new Promise((resolve) => {
  const verify = spawn(
    'node',
    [
      '--import',
      'tsx',
      'contracts/conformance/verify.ts',
      '--base-url',
      origin,
      '--write',
      '--json',
      '.reports/conformance.json',
    ],
    { stdio: 'inherit' },
  );
  verify.on('exit', (c) => resolve(c ?? 1));
});
stop();
process.exit(code);
