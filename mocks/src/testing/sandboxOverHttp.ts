/**
 * The sandbox over real HTTP for one test file: started before its tests from the seed, in a data
 * folder of its own on a free port of the loopback, and closed (its folder removed) after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../sandbox/server';

/** A port free on 127.0.0.1 now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface SandboxOverHttp {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly port: number;
  /** Its data folder (SANDBOX_DATA_DIR while it runs). */
  readonly dir: string;
  readonly sandbox: RunningSandbox;
}

export function sandboxOverHttp(
  name: string,
  options: Omit<SandboxOptions, 'port' | 'fresh'> = {},
): SandboxOverHttp {
  const running = {} as { origin: string; port: number; dir: string; sandbox: RunningSandbox };
  beforeAll(async () => {
    running.dir = mkdtempSync(join(tmpdir(), `sandbox-${name}-`));
    process.env.SANDBOX_DATA_DIR = running.dir;
    running.port = await freePort();
    running.sandbox = await startSandbox({ ...options, port: running.port, fresh: true });
    running.origin = `http://127.0.0.1:${running.port}`;
  }, 30_000);
  afterAll(async () => {
    await running.sandbox?.close();
    delete process.env.SANDBOX_DATA_DIR;
    if (running.dir) rmSync(running.dir, { recursive: true, force: true });
  });
  return running;
}
