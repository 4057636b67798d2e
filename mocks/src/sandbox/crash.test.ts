/**
 * A crash in the middle of a burst of writes: the sandbox runs as `npm start` runs it (its own
 * process), an admin creates RSS links many at a time, the process gets SIGKILL while answers are
 * still coming, and a restart must hold every write that was answered, and hand out no id twice.
 * (Before the journal, a SIGKILL lost the writes of the last half second, and their ids were
 * handed out again.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { freePort } from '../testing/sandboxOverHttp';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the sandbox's own entry in a process of its own, and waits until it answers. */
async function start(port: number): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['mocks/src/sandbox/run.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), REALTIME_PORT: 'off', SANDBOX_DATA_DIR: dir },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/rss-feeds`);
      if (answer.ok) return started;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox did not start');
}

async function adminToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO.admin.login, password: DEMO.admin.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

const createRss = (origin: string, token: string, n: number) =>
  fetch(`${origin}/api/rss`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ link: `https://exemplo.com.br/queda-${n}.xml`, clienteId: 1 }),
  });

it('every write answered before a SIGKILL is there after the restart, and no id is reused', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  child = await start(port);
  const token = await adminToken(origin);

  // Ten writers in parallel; the process is killed after the 150th answer, mid-burst.
  const answered = new Map<number, string>();
  let n = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const link = n++;
      try {
        const answer = await createRss(origin, token, link);
        if (answer.status !== 201) continue;
        const { id } = (await answer.json()) as { id: number };
        if (killed) return;
        answered.set(id, `https://exemplo.com.br/queda-${link}.xml`);
        if (answered.size >= 150 && !killed) {
          killed = true;
          child!.kill('SIGKILL');
        }
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, writer));
  expect(answered.size).toBeGreaterThanOrEqual(150);

  child = await start(port);
  const again = await adminToken(origin);
  const list = await fetch(`${origin}/api/rss?clientId=1&limit=100&offset=0`, {
    headers: { authorization: `Bearer ${again}` },
  });
  const { count } = (await list.json()) as { count: number };
  const kept = new Map<number, string>();
  for (let offset = 0; offset < count; offset += 100) {
    const page = await fetch(`${origin}/api/rss?clientId=1&limit=100&offset=${offset}`, {
      headers: { authorization: `Bearer ${again}` },
    });
    for (const row of ((await page.json()) as { rows: Array<{ id: number; link: string }> }).rows)
      kept.set(row.id, row.link);
  }
  const lost = [...answered].filter(([id, link]) => kept.get(id) !== link);
  expect(lost).toEqual([]);

  // New writes get ids no earlier write had, answered or not.
  const highest = Math.max(...kept.keys());
  const next = await createRss(origin, again, n + 1);
  expect(next.status).toBe(201);
  const { id } = (await next.json()) as { id: number };
  expect(id).toBeGreaterThan(highest);
  expect(answered.has(id)).toBe(false);
}, 180_000);
