/**
 * The sandbox's door over real HTTP: it listens on the loopback only, grants CORS to its own
 * origins and SANDBOX_ORIGINS only, refuses POST /__sandbox/reset without SANDBOX_ALLOW_RESET=1 or
 * the CLI's secret (and `npm run sandbox:reset` still resets it), and every answer carries the
 * security headers.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, markChanged } from '../db';
import {
  API_CSP,
  resetSecretHeaders,
  STATIC_SECURITY_HEADERS,
  staticHostCsp,
  staticHostNginxHeaders,
} from './security';
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
let port: number;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-door-'));
  process.env.SANDBOX_DATA_DIR = dir;
  process.env.SANDBOX_ORIGINS = 'https://homologacao.exemplo.gov.br, http://localhost:5173/';
  delete process.env.SANDBOX_ALLOW_RESET;
  port = await freePort();
  sandbox = await startSandbox({ port, fresh: true });
  origin = `http://127.0.0.1:${port}`;
}, 30_000);
afterAll(async () => {
  await sandbox?.close();
  delete process.env.SANDBOX_DATA_DIR;
  delete process.env.SANDBOX_ORIGINS;
  rmSync(dir, { recursive: true, force: true });
});

const lastCheck = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/queue/get-last-check`, { headers });

describe('where the sandbox listens', () => {
  it('answers on 127.0.0.1, ::1 and localhost', async () => {
    expect((await lastCheck(origin)).status).toBe(200);
    expect((await lastCheck(`http://[::1]:${port}`)).status).toBe(200);
    expect((await lastCheck(`http://localhost:${port}`)).status).toBe(200);
  });

  it('does not answer on the machine’s other addresses', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (!external) return; // a machine with no network: nothing to reach from outside
    await expect(lastCheck(`http://${external.address}:${port}`)).rejects.toThrow();
  });
});

describe('CORS', () => {
  it('grants its own origins and those of SANDBOX_ORIGINS, with credentials', async () => {
    for (const allowed of [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      'https://homologacao.exemplo.gov.br',
      'http://localhost:5173',
    ]) {
      const answer = await lastCheck(origin, { origin: allowed });
      expect(answer.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('gives another origin no grant, on a call or a preflight', async () => {
    const call = await lastCheck(origin, { origin: 'https://evil.example' });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${origin}/api/users/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Another port of localhost is another origin too.
    const otherPort = await lastCheck(origin, { origin: `http://localhost:${port + 1}` });
    expect(otherPort.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /__sandbox/reset', () => {
  const reset = (headers: Record<string, string> = {}) =>
    fetch(`${origin}/__sandbox/reset`, { method: 'POST', headers });

  it('is refused with 403 and a pt-BR message without the flag or the secret', async () => {
    const answer = await reset();
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { mensagem: string }).mensagem).toMatch(
      /^Restaurar o sandbox pela API está desligado/,
    );
    expect((await reset({ 'x-sandbox-reset-secret': 'adivinhado' })).status).toBe(403);
  });

  it('works with SANDBOX_ALLOW_RESET=1, and with the secret the server wrote for the CLI', async () => {
    process.env.SANDBOX_ALLOW_RESET = '1';
    try {
      expect((await reset()).status).toBe(200);
    } finally {
      delete process.env.SANDBOX_ALLOW_RESET;
    }
    expect(resetSecretHeaders()['x-sandbox-reset-secret']).toMatch(/^[\w-]{32}$/);
    expect((await reset(resetSecretHeaders())).status).toBe(200);
  });

  it('`npm run sandbox:reset` resets the running sandbox from the command line', async () => {
    db.importacao.deleteMany({ where: { ims_id: { gte: 0 } } });
    markChanged();
    expect(db.importacao.count()).toBe(0);
    const { stdout } = await promisify(execFile)(
      'node',
      ['--import', 'tsx', 'mocks/src/sandbox/reset.ts'],
      { env: { ...process.env, PORT: String(port) }, cwd: join(import.meta.dirname, '../../..') },
    );
    expect(stdout).toContain('voltou ao seed');
    expect(db.importacao.count()).toBeGreaterThan(0);
  }, 30_000);
});

describe('security headers', () => {
  it('allow the contract docs’ inline scripts by hash only', async () => {
    const csp = (await fetch(`${origin}/contrato/api.html`)).headers.get('content-security-policy');
    const docs = join(import.meta.dirname, '../../../contracts/docs/api.html');
    if (!existsSync(docs)) return; // docs not built: the page is not served
    expect(csp).toMatch(/script-src 'self' [^;]*'sha256-[\w+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });

  const deployFile = (name: string) =>
    readFileSync(join(import.meta.dirname, '../../../deploy', name), 'utf8');

  it('are the ones deploy/nginx.conf gives a static host', () => {
    const conf = deployFile('nginx.conf');
    expect(conf).toContain(`\n${staticHostNginxHeaders()}\n`);
    // An add_header inside a server or location block would replace, there, every one above it.
    expect(conf.match(/^[ \t]+add_header\b.*$/gm) ?? []).toEqual([]);
  });

  it('are the ones deploy/Caddyfile gives a static host', () => {
    const caddyfile = deployFile('Caddyfile');
    expect(caddyfile).toContain(`header Content-Security-Policy "${staticHostCsp()}"`);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
      expect(caddyfile).toContain(`header ${name} "${value}"`);
  });

  it('are on the apps’ pages and the contract docs (built or not)', async () => {
    for (const path of ['/', '/clientes/main', '/clientes/painel', '/contrato/']) {
      const answer = await fetch(`${origin}${path}`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('are on the API’s answers, with its short policy, and no header says what runs the server', async () => {
    for (const path of ['/api/queue/get-last-check', '/__sandbox/config.json']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.headers.get('content-security-policy'), path).toBe(API_CSP);
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      // json-server's Internet Explorer headers contradict a cached file's Cache-Control.
      for (const name of ['x-powered-by', 'pragma', 'expires']) {
        expect(answer.headers.get(name), `${path} ${name}`).toBeNull();
      }
    }
  });
});
