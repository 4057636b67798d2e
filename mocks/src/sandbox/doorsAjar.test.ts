/**
 * The sandbox's smaller doors over real HTTP: the CSP report endpoint (capped in size and rate,
 * its log lines escaped), unknown API routes (404 JSON for every method, never an app's page),
 * malformed GraphQL (a pt-BR error that echoes nothing, no stack trace logged), and the patient and
 * admin logouts (the token is refused afterwards).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';
import { cspViolationsFile, CSP_REPORT_LIMIT } from './security';
import { NOT_FOUND_MESSAGE } from './server';

const http = sandboxOverHttp('doors', { host: '127.0.0.1' });

const cspReport = (report: Record<string, unknown>) =>
  fetch(`${http.origin}/__sandbox/csp-report`, {
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

describe('unknown API routes', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s /api/x answers 404 JSON in the error envelope, never a page',
    async (method) => {
      const answer = await fetch(`${http.origin}/api/x/1?y=2`, {
        method,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      const body = (await answer.json()) as { mensagem?: string; error?: boolean };
      expect(body).toMatchObject({ mensagem: NOT_FOUND_MESSAGE, error: true });
    },
  );
});

describe('malformed GraphQL', () => {
  const BIG = 'x'.repeat(1000 * 1000);
  const gqlPost = (body: string, type = 'application/json') =>
    fetch(`${http.origin}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
  const cases: Array<[string, () => Promise<Response>]> = [
    ['a syntax error', () => gqlPost(JSON.stringify({ query: `{ queue_clients { ${BIG}` }))],
    ['a body that is not JSON', () => gqlPost(`nada ${BIG}`)],
    ['a body with no query', () => gqlPost(JSON.stringify({ consulta: BIG }))],
    ['a query as text/plain', () => gqlPost(`{ queue_clients { cli_id } }`, 'text/plain')],
    [
      'a field the schema has not',
      () => gqlPost(JSON.stringify({ query: `{ ${BIG.slice(0, 5000)} }` })),
    ],
    [
      'a variable of the wrong type, 1 MB long',
      () =>
        gqlPost(
          JSON.stringify({
            query:
              'query Q($l: Int) { queue(client: "1", status: SOLICITADO, procedure: "a", service: "b", limit: $l) { count } }',
            variables: { l: BIG.slice(0, 900 * 1000) },
          }),
        ),
    ],
    ['a GET with no query', () => fetch(`${http.origin}/graphql`)],
  ];

  it.each(cases)(
    '%s: a GraphQL error in pt-BR that echoes nothing, no stack logged',
    async (_, send) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const answer = await send();
        expect(answer.status).toBe(400);
        expect(answer.headers.get('content-type')).toContain('application/json');
        const text = await answer.text();
        expect(text.length).toBeLessThan(2000);
        expect(text).not.toContain('xxxxxxxx');
        const body = JSON.parse(text) as { errors?: Array<{ message: string }> };
        expect(body.errors?.length).toBeGreaterThan(0);
        for (const { message } of body.errors!) {
          expect(message).toMatch(/[ãçéíóúâêô]|inválid/);
          expect(message).not.toMatch(/\b(Syntax|Expected|Cannot|Variable|got|invalid value)\b/);
        }
        expect(error).not.toHaveBeenCalled();
      } finally {
        error.mockRestore();
      }
    },
  );
});

describe('logout', () => {
  const call = (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${http.origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const loginFor = async (path: string, body: unknown) => {
    const answer = await fetch(`${http.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };

  it.each([
    [
      'patient',
      '/api/users/logout',
      () =>
        loginFor('/api/users/login', { cpf: DEMO.patient.cpf, password: DEMO.patient.password }),
      (token: string) =>
        call('GET', `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}&limit=1`, token),
    ],
    [
      'admin',
      '/api/clients/logout',
      () =>
        loginFor('/api/clients/login', { login: DEMO.admin.login, password: DEMO.admin.password }),
      (token: string) =>
        call('GET', `/api/clients/dashboard?clientId=${DEMO.admin.clientId}`, token),
    ],
  ])(
    '%s: the token is refused once the session ended, and another session stays',
    async (_, path, login, use) => {
      const token = await login();
      const other = await login();
      expect((await use(token)).status).toBe(200);
      const out = await call('POST', path, token);
      expect(out.status).toBe(204);
      const after = await use(token);
      expect(after.status).toBe(401);
      expect(((await after.json()) as { mensagem?: string }).mensagem).toBeTruthy();
      expect((await call('POST', path, token)).status).toBe(401);
      expect((await use(other)).status).toBe(200);
    },
  );
});
