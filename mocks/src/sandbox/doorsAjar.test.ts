/**
 * The sandbox's smaller doors over real HTTP: the CSP report endpoint (capped in size and rate,
 * its log lines escaped), unknown API routes (404 JSON for every method, never an app's page),
 * malformed GraphQL (a pt-BR error that echoes nothing, no stack trace logged), and the patient and
 * admin logouts (the token is refused afterwards).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cspViolationsFile, CSP_REPORT_LIMIT } from './security';
import { startSandbox, type RunningSandbox } from './server';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let dir: string;
let sandbox: RunningSandbox;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-doors-'));
  process.env.SANDBOX_DATA_DIR = dir;
  const port = await freePort();
  sandbox = await startSandbox({ port, host: '127.0.0.1', fresh: true });
  origin = `http://127.0.0.1:${port}`;
}, 30_000);
afterAll(async () => {
  await sandbox?.close();
  delete process.env.SANDBOX_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

const cspReport = (report: Record<string, unknown>) =>
  fetch(`${origin}/__sandbox/csp-report`, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report' },
    body: JSON.stringify({ 'csp-report': report }),
  });

describe('the CSP report endpoint', () => {
  it('escapes a report’s newlines in its log line: no forged lines', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const answer = await cspReport({
        'blocked-uri': 'https://x.example/\n[sandbox] GET /api/users 200 admin entrou',
        'violated-directive': 'script-src\r\nforjado',
        'document-uri': 'http://localhost/',
      });
      expect(answer.status).toBe(204);
      const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain('CSP bloqueou');
      expect(logged).not.toMatch(/[\r\n]/);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a report past its size with 413, and keeps nothing of it', async () => {
    const answer = await cspReport({
      'blocked-uri': 'a'.repeat(60 * 1024),
      'violated-directive': 'img-src',
      'document-uri': 'http://localhost/',
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { mensagem?: string }).mensagem).toBeTruthy();
    expect(readFileSync(cspViolationsFile(), 'utf8')).not.toContain('aaaaaaaa');
  });

  it('takes a bounded number of reports from one address: then 429, and the file stops growing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const statuses: number[] = [];
      for (let i = 0; i < CSP_REPORT_LIMIT.perWindow + 5; i++) {
        const answer = await cspReport({
          'blocked-uri': `https://x.example/${i}`,
          'violated-directive': 'img-src',
          'document-uri': 'http://localhost/',
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
      const lines = readFileSync(cspViolationsFile(), 'utf8').trim().split('\n');
      expect(lines.length).toBeLessThanOrEqual(CSP_REPORT_LIMIT.perWindow);
    } finally {
      warn.mockRestore();
    }
  });
});
