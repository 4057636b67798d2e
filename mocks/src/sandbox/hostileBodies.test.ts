/**
 * Hostile bodies over real HTTP: a GraphQL upload whose map names `__proto__` (it polluted
 * Object.prototype and turned off every login until a restart), a JSON body naming a prototype key,
 * and bodies of 100 MB (read whole before, 24 s of a blocked event loop and 3 GB of memory).
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from '@portal/contracts/limits';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';

const http = sandboxOverHttp('hostile');

const patientLogin = () =>
  fetch(`${http.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: DEMO.patient.cpf, password: DEMO.patient.password }),
  });

describe('a prototype key in input', () => {
  it('a GraphQL upload whose map names __proto__ is a 400, and logins still work', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($file: Upload) { create_news(news: {}, file: $file) { nov_id } }',
        variables: { file: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.__proto__.roles'] }));
    form.set('0', new Blob(['x'], { type: 'image/png' }), 'x.png');
    const answer = await fetch(`${http.origin}/graphql`, { method: 'POST', body: form });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { mensagem: string }).mensagem).toBe(
      'O corpo da requisição é inválido.',
    );
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
    expect((await patientLogin()).status).toBe(200);
    expect((await fetch(`${http.origin}/api/rss-feeds`)).status).not.toBe(401);
  });

  it.each([
    ['__proto__', '{"cpf":"1","__proto__":{"isAdmin":true}}'],
    ['constructor', '{"cpf":"1","x":{"constructor":{"prototype":{"isAdmin":true}}}}'],
  ])('a JSON body naming %s is a 400 before any handler', async (_key, body) => {
    const answer = await fetch(`${http.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('GraphQL variables naming __proto__ are a 400 too', async () => {
    const answer = await fetch(`${http.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ queue_clients { cli_id } }","variables":{"__proto__":{"roles":["ADMIN"]}}}',
    });
    expect(answer.status).toBe(400);
  });
});

/**
 * Sends `size` bytes to `path` (declaring the length or chunked), and measures when the answer
 * came, how long a GET waited meanwhile, and how much the server's memory grew.
 */
async function sendLarge(path: string, size: number, declareLength: boolean) {
  const started = Date.now();
  const rssBefore = process.memoryUsage().rss;
  let slowestGet = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t0 = Date.now();
      await fetch(`${http.origin}/api/queue/get-last-check`);
      slowestGet = Math.max(slowestGet, Date.now() - t0);
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const status = await new Promise<{ status: number; body: string; ms: number }>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: http.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(declareLength ? { 'content-length': String(size) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started }),
        );
      },
    );
    req.on('error', () => undefined); // the server closes the connection once it answered
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('close', () => (sent = size));
    pump();
  });
  probing = false;
  await probe;
  return { ...status, slowestGet, grewBy: process.memoryUsage().rss - rssBefore };
}

describe('body size', () => {
  it.each([
    ['declared', true],
    ['chunked', false],
  ])(
    'a 100 MB body (%s) is a 413 within 1 s, and the server goes on answering',
    async (_how, declared) => {
      const result = await sendLarge('/api/panel/login', 100 * 1024 * 1024, declared);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ mensagem: BODY_TOO_LARGE_MESSAGE });
      expect(result.ms).toBeLessThan(1000);
      expect(result.slowestGet).toBeLessThan(500);
      expect(result.grewBy).toBeLessThan(64 * 1024 * 1024);
    },
    30_000,
  );

  it('1 MB is the limit: one byte more is a 413, a body within it reaches the handler', async () => {
    const justOver = `{"login":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`;
    const over = await fetch(`${http.origin}/api/clients/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: justOver,
    });
    expect(over.status).toBe(413);
    const within = await fetch(`${http.origin}/api/clients/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"login":"${'a'.repeat(BODY_LIMIT_BYTES - 100)}","password":"x"}`,
    });
    expect(within.status).toBe(401);
  });
});
