/**
 * The built apps served like a good static host: the precompressed brotli or gzip file
 * chosen by Accept-Encoding, a year of immutable caching for hashed assets and `no-cache` for the
 * rest, ETags with 304, and index.html (`no-cache`) for client routes. Over real HTTP, on a folder
 * shaped like a Vite build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, spa } from './server';
import {
  answerKind,
  API_CSP,
  CSP_HASHES_FILE,
  scriptHash,
  securityHeaders,
  STATIC_SECURITY_HEADERS,
} from './security';

const CODE = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-serving-'));
  mkdirSync(join(dir, 'assets'));
  const asset = join(dir, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, CODE);
  writeFileSync(`${asset}.br`, brotliCompressSync(CODE));
  writeFileSync(`${asset}.gz`, gzipSync(CODE));
  // A hashed asset with no compressed twin (an image, say).
  writeFileSync(join(dir, 'assets', 'logo-Zz98Yy76.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'assets', 'raleway-Qq11Ww22.woff2'), Buffer.from('wOF2'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'index.html'), HTML);
  const app = express();
  // The sandbox's security headers (./security.ts), as it puts them before every app.
  app.use(securityHeaders(() => []));
  app.get('/api/answer', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/app', spa(dir));
  await new Promise<void>((done) => {
    server = app.listen(0, '127.0.0.1', () => done());
  });
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET over node:http (fetch would decompress the body and hide what was sent). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('cacheControlFor', () => {
  it.each([
    ['/dist/assets/index-Ab12Cd34.js', 'public, max-age=31536000, immutable'],
    ['/dist/assets/index-Ab12Cd34.js.br', 'public, max-age=31536000, immutable'],
    ['/dist/assets/OpenDataPage-BL5_t67h.js.gz', 'public, max-age=31536000, immutable'],
    ['/dist/index.html', 'no-cache'],
    ['/dist/favicon.svg', 'no-cache'],
    // Not in assets/, or no hash: a file that may change under the same name.
    ['/dist/mockServiceWorker.js', 'no-cache'],
    ['/dist/assets/logo.png', 'no-cache'],
  ])('%s → %s', (path, rule) => {
    expect(cacheControlFor(path)).toBe(rule);
  });
});

describe('serving a build', () => {
  it('sends the brotli file to a browser that accepts it, immutable for a year', async () => {
    const { status, headers, body } = await get('/app/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(headers['vary']).toMatch(/Accept-Encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(body).toString()).toBe(CODE);
  });

  it('sends the gzip file without brotli, and the file itself without either', async () => {
    const gz = await get('/app/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(CODE);
    const plain = await get('/app/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CODE);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a revalidation with the ETag it gave', async () => {
    const first = await get('/app/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await get('/app/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'br',
      'if-none-match': String(etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves other files with no-cache, and index.html with no-cache for client routes', async () => {
    rmSync(join(dir, 'spa.html'), { force: true });
    rmSync(join(dir, 'solicitacoes'), { recursive: true, force: true });
    const icon = await get('/app/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const image = await get('/app/assets/logo-Zz98Yy76.png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/app/', '/app/dados-abertos', '/app/movel/register']) {
      const page = await get(route);
      expect(page.status, route).toBe(200);
      expect(page.headers['content-type'], route).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], route).toBe('no-cache');
      expect(page.headers['etag'], route).toBeTruthy();
      expect(page.body.toString(), route).toBe(HTML);
    }
  });

  it('serves a prerendered page for its path, and the empty shell for any other route', async () => {
    const script = 'document.documentElement.setAttribute("data-js","")';
    const rendered = `<!doctype html><html><head><script>${script}</script><script type="module" src="/app/assets/index-Ab12Cd34.js"></script></head><body><div id="root" data-prerendered="/solicitacoes"><h1>Buscar solicitações</h1>${'<p>texto</p>'.repeat(200)}</div></body></html>`;
    const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
    mkdirSync(join(dir, 'solicitacoes'), { recursive: true });
    const page = join(dir, 'solicitacoes', 'index.html');
    writeFileSync(page, rendered);
    writeFileSync(`${page}.br`, brotliCompressSync(rendered));
    writeFileSync(join(dir, 'spa.html'), shell);
    // As a new build does: index.html is written again (the server then lists the new files).
    writeFileSync(join(dir, 'index.html'), HTML);

    for (const route of ['/app/solicitacoes', '/app/solicitacoes/', '/app/solicitacoes?x=1']) {
      const answer = await get(route, { 'accept-encoding': 'br' });
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-encoding'], route).toBe('br');
      expect(answer.headers['cache-control'], route).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString(), route).toBe(rendered);
    }
    for (const route of ['/app/minhas-solicitacoes', '/app/movel/redefinir-senha/abc']) {
      const answer = await get(route);
      expect(answer.body.toString(), route).toBe(shell);
    }
    // The root page is index.html (prerendered in a real build); a path cannot climb out.
    expect((await get('/app/')).body.toString()).toBe(HTML);
    expect((await get('/app/..%2f..%2fetc/passwd')).body.toString()).toBe(shell);
  });

  it('allows in the CSP the inline scripts its build hashed, and none without its hashes', async () => {
    const script = 'document.documentElement.setAttribute("data-js","")';
    const withCsp = express();
    withCsp.use((_req, res, next) => {
      res.set(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; object-src 'none'",
      );
      next();
    });
    withCsp.use('/app', spa(dir));
    const other = await new Promise<Server>((done) => {
      const listening = withCsp.listen(0, '127.0.0.1', () => done(listening));
    });
    const csp = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port()}${path}`)).headers.get('content-security-policy');
    const port = () => (other.address() as { port: number }).port;
    const hashes = join(dir, CSP_HASHES_FILE);
    try {
      // A build without inline scripts writes no hashes: the policy as it was.
      expect(await csp('/app/solicitacoes')).toBe(
        "default-src 'self'; script-src 'self'; object-src 'none'",
      );
      writeFileSync(hashes, JSON.stringify({ 'script-src': [scriptHash(script)] }));
      for (const path of ['/app/solicitacoes', '/app/minhas-solicitacoes'])
        expect(await csp(path), path).toBe(
          `default-src 'self'; script-src 'self' ${scriptHash(script)}; object-src 'none'`,
        );
      expect(scriptHash(script)).toBe(
        `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
      // Anything but a list of hashes is refused rather than put in the policy.
      writeFileSync(hashes, JSON.stringify({ 'script-src': ["'unsafe-inline'"] }));
      utimesSync(hashes, new Date(), new Date(Date.now() + 5_000));
      expect((await fetch(`http://127.0.0.1:${port()}/app/solicitacoes`)).status).toBe(500);
    } finally {
      rmSync(hashes, { force: true });
      other.close();
    }
  });
});

describe('the security headers, by what the answer is', () => {
  const pageOnly = ['content-security-policy', 'x-frame-options'];
  const everywhere = (headers: IncomingHttpHeaders, what: string) => {
    expect(headers['x-content-type-options'], what).toBe(
      STATIC_SECURITY_HEADERS['X-Content-Type-Options'],
    );
    expect(headers['referrer-policy'], what).toBe(STATIC_SECURITY_HEADERS['Referrer-Policy']);
  };

  it.each([
    ['text/html; charset=UTF-8', 'page'],
    ['image/svg+xml', 'page'],
    ['application/xml', 'page'],
    ['text/plain; charset=utf-8', 'page'],
    [undefined, 'page'],
    ['application/json; charset=utf-8', 'api'],
    ['application/problem+json', 'api'],
    ['text/javascript; charset=utf-8', 'none'],
    ['application/javascript', 'none'],
    ['text/css', 'none'],
    ['font/woff2', 'none'],
    ['image/png', 'none'],
    ['image/webp', 'none'],
  ])('an answer of type %s is a %s', (type, kind) => {
    expect(answerKind(type)).toBe(kind);
  });

  it('gives a page (HTML, SVG) the whole policy', async () => {
    for (const path of ['/app/', '/app/solicitacoes', '/app/favicon.svg']) {
      const { headers } = await get(path, { 'accept-encoding': 'br' });
      everywhere(headers, path);
      expect(headers['content-security-policy'], path).toMatch(
        /^default-src 'self';.*script-src 'self'/,
      );
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('gives a script, a font or an image only nosniff and the referrer policy', async () => {
    for (const path of [
      '/app/assets/index-Ab12Cd34.js',
      '/app/assets/raleway-Qq11Ww22.woff2',
      '/app/assets/logo-Zz98Yy76.png',
    ]) {
      for (const encoding of ['br', 'identity']) {
        const { status, headers } = await get(path, { 'accept-encoding': encoding });
        expect(status, path).toBe(200);
        everywhere(headers, path);
        for (const name of pageOnly) expect(headers[name], `${path} ${name}`).toBeUndefined();
      }
    }
  });

  it('gives an API answer the short policy that lets nothing load or frame it', async () => {
    const { headers } = await get('/api/answer');
    expect(headers['content-type']).toMatch(/^application\/json/);
    everywhere(headers, 'api');
    expect(headers['content-security-policy']).toBe(API_CSP);
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
