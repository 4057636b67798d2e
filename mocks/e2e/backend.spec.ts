/**
 * The mock backend over real HTTP (the shared sandbox of the e2e run, fresh from the seed): logins
 * and their messages, roles, the public queue search, and anonymisation over the whole seed.
 */
import { expect, test } from '@playwright/test';
import {
  QueueClientsDocument,
  QueueProceduresDocument,
  QueueServicesDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { seedSnapshot } from '../src/seed';
import { QUEUE_STATUSES as STATUSES } from '@portal/contracts/queue';
import { graphql, post, searchQueue } from './helpers';

test.describe('patient and admin sessions', () => {
  test('the demo patient logs in', async ({ baseURL }) => {
    const { status, body } = await post(baseURL!, '/api/users/login', {
      id: null,
      cpf: '52998224725',
      password: 'Senha@123',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ cpf: '52998224725', hasAcceptedTerms: true });
    expect(body.token).toEqual(expect.any(String));
  });

  test('a wrong password and an unknown CPF get the spec messages', async ({ baseURL }) => {
    const wrong = await post(baseURL!, '/api/users/login', {
      cpf: '52998224725',
      password: 'Errada@1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.mensagem).toBe('CPF e/ou senha inválidos.');
    const unknown = await post(baseURL!, '/api/users/login', {
      cpf: '86288366757',
      password: 'Senha@123',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.mensagem).toBe('CPF não cadastrado.');
    const empty = await post(baseURL!, '/api/users/login', { cpf: '', password: 'Senha@123' });
    expect(empty.body.mensagem).toBe('CPF não informado.');
  });

  test('a patient token is refused on an admin call', async ({ baseURL, request }) => {
    const { body } = await post(baseURL!, '/api/users/login', {
      cpf: '52998224725',
      password: 'Senha@123',
    });
    const answer = await request.get('/api/noticias?clientId=1', {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(answer.status()).toBe(401);
    const admin = await post(baseURL!, '/api/clients/login', {
      login: 'admin',
      password: 'Admin@123',
    });
    const allowed = await request.get('/api/noticias?clientId=1', {
      headers: { authorization: `Bearer ${admin.body.token}` },
    });
    expect(allowed.status()).toBe(200);
  });
});

test.describe('public queue', () => {
  test('a search by service, procedure and status answers 10 rows in position order and the total', async ({
    baseURL,
  }) => {
    const result = await searchQueue(baseURL!, {
      client: '3302858',
      service: 'CONSULTAS',
      procedure: 'CONSULTA EM CARDIOLOGIA',
      status: 'SOLICITADO',
      offset: 0,
      limit: 10,
    });
    expect(result.count).toBeGreaterThan(10);
    expect(result.rows).toHaveLength(10);
    const positions = result.rows.map((r) => r.fir_ordem_regulada as number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBe(1);
    const next = await searchQueue(baseURL!, {
      client: '3302858',
      service: 'CONSULTAS',
      procedure: 'CONSULTA EM CARDIOLOGIA',
      status: 'SOLICITADO',
      offset: 10,
      limit: 10,
    });
    expect(next.rows[0]!.fir_ordem_regulada).toBe(11);
  });

  test('no public answer holds a full name or a full CNS, over the whole seed', async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const bodies: string[] = [];
    let rows = 0;
    const { queue_clients: clients } = await graphql<{
      queue_clients: Array<{
        cli_codigo: string;
        configuration: { coc_ativo_portal: boolean } | null;
      }>;
    }>(baseURL!, QueueClientsDocument.toString(), {});
    // A municipality that switched its queue off publishes none of it (its reads are refused).
    const published = clients.filter((c) => c.configuration?.coc_ativo_portal !== false);
    expect(published.length).toBeLessThan(clients.length);
    for (const { cli_codigo: client } of published) {
      const { queue_services_avaliable: services } = await graphql<{
        queue_services_avaliable: Array<{ value: string }>;
      }>(baseURL!, QueueServicesDocument.toString(), { client });
      for (const { value: service } of services) {
        const { queue_procedures: procedures } = await graphql<{
          queue_procedures: Array<{ procedimento: string }>;
        }>(baseURL!, QueueProceduresDocument.toString(), { client, service });
        for (const { procedimento: procedure } of procedures) {
          for (const status of STATUSES) {
            for (let offset = 0; ; offset += 100) {
              const page = await searchQueue(baseURL!, {
                client,
                service,
                procedure,
                status,
                offset,
                limit: 100,
              });
              rows += page.rows.length;
              bodies.push(JSON.stringify(page.rows));
              if (offset + 100 >= page.count) break;
            }
          }
        }
      }
    }
    for (const path of ['/api/rss-feeds', '/api/queue/get-last-check']) {
      bodies.push(await (await request.get(path)).text());
    }
    // Every seeded row was read, and none leaked: the backend's own names and CNS (the same
    // deterministic seed) appear nowhere, and no run of 15 digits does.
    const seed = seedSnapshot().tables.fila;
    expect(rows).toBeGreaterThanOrEqual(seed.length);
    const names = new Set(seed.map((r) => r.fir_nome_paciente));
    const cns = new Set(seed.map((r) => r.fir_cns));
    const text = bodies.join('\n');
    expect(text).not.toMatch(/\d{15}/);
    const phrases = text.match(/\p{Lu}\p{Ll}+(?: (?:d[aeo]s?|\p{Lu}\p{Ll}+))+/gu) ?? [];
    expect(phrases.filter((p) => names.has(p))).toEqual([]);
    expect((text.match(/\d+/g) ?? []).filter((d) => cns.has(d))).toEqual([]);
    for (const body of bodies.slice(0, -2)) {
      for (const row of JSON.parse(body) as Array<{
        fir_iniciais_nome: string;
        fir_cns: string | null;
      }>) {
        expect(row.fir_iniciais_nome).toMatch(/^(\p{Lu}\. ?)+$/u);
        expect(row.fir_cns ?? '').toMatch(/^\d{0,4}$/);
      }
    }
  });
});
