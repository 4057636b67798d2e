/**
 * A sandbox of the test's own (free ports, a temporary state folder), for tests that change state,
 * restart the server or use the realtime database: the shared sandbox of the other e2e tests stays
 * as seeded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnSandbox {
  origin: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Stops the server (SIGTERM: it saves its state first). */
  stop(): Promise<void>;
  /** Stops and starts it again on the same ports and folder. */
  restart(): Promise<void>;
  /**
   * Runs `npm run sandbox:reset` against this sandbox's folder (and port). Asynchronous: a
   * blocking spawnSync kept the test's event loop from seeing the sandbox close idle keep-alive
   * sockets meanwhile, and the next fetch went out on a closed one ('other side closed', a CI flake).
   */
  reset(): Promise<void>;
  /** Removes the state folder. */
  dispose(): Promise<void>;
}

export async function startOwnSandbox(): Promise<OwnSandbox> {
  const [port, realtimePort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    REALTIME_PORT: String(realtimePort),
    SANDBOX_DATA_DIR: dataDir,
  };
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    output = '';
    child = spawn('node', ['mocks/src/sandbox/run.mjs'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      try {
        const res = await fetch(`${origin}/api/queue/get-last-check`);
        if (res.ok) return;
      } catch {
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    throw new Error(`the sandbox did not start on ${origin}:\n${output}`);
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    origin,
    dataDir,
    env,
    stop,
    async restart() {
      await stop();
      await start();
    },
    reset() {
      return new Promise<void>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'sandbox:reset'], {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`sandbox:reset failed: ${stderr}`)),
        );
      });
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
