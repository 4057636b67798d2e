/**
 * VLibras on (VITE_VLIBRAS): the portal built with the widget's address pointing at a stand-in
 * script served here (the sandbox has no internet), its pages served with the sandbox's own CSP
 * rules (mocks/src/sandbox/security.ts: the page policy plus what the build wrote beside its pages,
 * csp-sources.json), and the API answered by the sandbox. The widget mounts the official way and
 * the page breaks no CSP directive; the sandbox's own portal (VLibras off) names no VLibras host.
 * Tagged @sandbox-only: it builds a portal of its own (about 30 s).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { expect, test } from '@playwright/test';
import {
  allowBuiltScripts,
  allowBuiltSources,
  CSP_REPORT_PATH,
  securityHeaders,
} from '@portal/mocks/sandbox/security';

/** The stand-in: defines VLibras.Widget, which (as the real one) starts on the window's load. */
const STAND_IN = `
window.VLibras = {
  Widget: function (root) {
    window.onload = function () {
      var wrapper = document.querySelector('[vw-plugin-wrapper]');
      var text = document.createElement('p');
      text.textContent = 'VLibras de teste em ' + root;
      wrapper.appendChild(text);
      // What the real widget does next: calls its own host (connect-src).
      fetch(root + '/config.json').then(function (answer) { return answer.json(); }).then(function (config) {
        wrapper.setAttribute('data-configurado', config.pronto ? 'sim' : 'nao');
      });
    };
  },
};
`;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let standIn: Server;
let portal: Server;
let portalUrl = '';
let standInOrigin = '';
let outDir = '';
const reports: unknown[] = [];

test.describe('VLibras on @sandbox-only', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // A portal build of its own: tens of seconds on a loaded 2-core machine.
    test.setTimeout(300_000);
    standIn = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.url === '/app/vlibras-plugin.js') {
        res.setHeader('Content-Type', 'text/javascript');
        return res.end(STAND_IN);
      }
      if (req.url === '/app/config.json') {
        res.setHeader('Content-Type', 'application/json');
        return res.end('{"pronto":true}');
      }
      res.statusCode = 404;
      res.end();
    });
    standInOrigin = `http://127.0.0.1:${await listen(standIn)}`;

    outDir = mkdtempSync(join(tmpdir(), 'portal-vlibras-'));
    const built = spawn(
      'node_modules/.bin/vite',
      [
        'build',
        '--config',
        'apps/portal/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        env: { ...process.env, VITE_VLIBRAS: `${standInOrigin}/app/vlibras-plugin.js` },
        stdio: 'inherit',
      },
    );
    const code = await new Promise<number | null>((resolve) => built.on('exit', resolve));
    expect(code, 'the portal built with VITE_VLIBRAS').toBe(0);

    // The sandbox's rules for a page of a built app: its policy, the hashes and sources its build
    // wrote, violations reported to the server.
    const app = express();
    app.use(securityHeaders(() => []));
    app.post(
      CSP_REPORT_PATH,
      express.json({ type: ['application/csp-report', 'application/reports+json'] }),
      (req, res) => {
        reports.push(req.body);
        res.status(204).end();
      },
    );
    app.use(express.static(outDir, { index: false }));
    app.get('*', (req, res) => {
      allowBuiltScripts(res, outDir);
      allowBuiltSources(res, outDir);
      const page = join(outDir, req.path, 'index.html');
      res.sendFile(existsSync(page) ? page : join(outDir, 'spa.html'));
    });
    portal = createServer(app);
    portalUrl = `http://127.0.0.1:${await listen(portal)}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => standIn?.close(resolve));
    await new Promise((resolve) => portal?.close(resolve));
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('the widget mounts from the configured address, with no CSP violation', async ({
    page,
    baseURL,
  }) => {
    // The API is the sandbox's, reached through the page's own origin.
    await page.route(`${portalUrl}/api/**`, async (route) => {
      const url = new URL(route.request().url());
      route.fulfill({
        response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }),
      });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    const answer = await page.goto(`${portalUrl}/acessibilidade`);
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${standInOrigin.replace(/\./g, '\\.')}`));
    expect(csp).toContain('https://*.vlibras.gov.br');

    await expect(page.getByText('Neste portal o VLibras está ativado')).toBeVisible();
    const wrapper = page.locator('[vw].enabled [vw-plugin-wrapper]');
    await expect(wrapper).toContainText(`VLibras de teste em ${standInOrigin}/app`);
    await expect(wrapper).toHaveAttribute('data-configurado', 'sim');
    await expect(page.locator('[vw] [vw-access-button].active')).toHaveCount(1);
    // Mounted outside the app's root, once, after the page's own scripts.
    await expect(page.locator('#root [vw]')).toHaveCount(0);
    await expect(page.locator('[vw]')).toHaveCount(1);

    await page.goto(`${portalUrl}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    await expect(page.locator('[vw-plugin-wrapper]')).toContainText('VLibras de teste');

    // The news pictures are the sandbox's, at its own origin: another origin for this server's
    // pages (plain http), which img-src refuses here and nowhere else. Anything more is the widget's.
    const own = (text: string) => !text.startsWith(`img-src ${baseURL}/`);
    const seen = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(seen.filter(own)).toEqual([]);
    const reported = reports.map((body) => {
      const report = (body as { 'csp-report'?: Record<string, string> })['csp-report'] ?? {};
      return `${report['effective-directive'] ?? report['violated-directive']} ${report['blocked-uri']}`;
    });
    expect(reported.filter(own)).toEqual([]);
  });

  test('the sandbox’s portal (VLibras off) loads no widget and its CSP names no VLibras host', async ({
    page,
  }) => {
    const answer = await page.goto('/acessibilidade');
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/vlibras|unsafe-eval/i);
    await expect(page.getByText(/não está ativado aqui/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[vw]')).toHaveCount(0);
  });
});
