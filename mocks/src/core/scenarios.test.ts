import {
  QueueClientsDocument,
  QueueFlowDocument,
  WaitEstimatesDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { describe, expect, it } from 'vitest';
import { gql, login, ORIGIN, rest, setupMockBackend } from '../testing/backend';
import { setScenario, withScenarios } from './scenarios';

setupMockBackend();

describe('scenarios', () => {
  it('delays an operation', async () => {
    setScenario('getQueueLastCheck', { delayMs: 120 });
    const started = performance.now();
    await rest('GET', '/api/queue/get-last-check');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('answers the error envelope with a status (500 by default)', async () => {
    setScenario('getQueueLastCheck', { kind: 'error' });
    const answer = await rest('GET', '/api/queue/get-last-check');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      mensagem: 'Erro interno no servidor.',
      msg: 'Erro interno no servidor.',
      error: true,
    });
    await withScenarios(
      { loginUser: { kind: 'error', status: 401, message: 'Sessão encerrada.' } },
      async () => {
        const login = await rest('POST', '/api/users/login', {
          body: { cpf: '52998224725', password: 'x' },
        });
        expect([login.status, login.body.mensagem]).toEqual([401, 'Sessão encerrada.']);
      },
    );
  });

  it('answers empty lists, REST and GraphQL', async () => {
    const token = await login('admin');
    setScenario('listNews', { kind: 'empty' });
    setScenario('QueueClients', { kind: 'empty' });
    expect((await rest('GET', '/api/noticias?clientId=1', { token })).body).toEqual({
      count: 0,
      rows: [],
    });
    expect((await gql(QueueClientsDocument, {})).data.queue_clients).toEqual([]);
  });

  it('keeps the other fields of a GraphQL result that holds lists (the date of the data)', async () => {
    const real = (await gql(WaitEstimatesDocument, { client: '3302858' })).data
      .queue_wait_estimates;
    setScenario('WaitEstimates', { kind: 'empty' });
    setScenario('QueueFlow', { kind: 'empty' });
    expect((await gql(WaitEstimatesDocument, { client: '3302858' })).data).toEqual({
      queue_wait_estimates: { ...real, rows: [] },
    });
    const flow = (await gql(QueueFlowDocument, { client: '3302858' })).data.queue_flow;
    expect(flow).toEqual({ data_date: real.data_date, months: [] });
  });

  it('answers a malformed 200: REST {data: null}, GraphQL {data: {}}', async () => {
    setScenario('getQueueLastCheck', { kind: 'malformed' });
    setScenario('QueueClients', { kind: 'malformed' });
    const rest = await fetch(`${ORIGIN}/api/queue/get-last-check`);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ data: null });
    const graphql = await fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: QueueClientsDocument.toString(),
        operationName: 'QueueClients',
      }),
    });
    expect(await graphql.json()).toEqual({ data: {} });
  });

  it('fails the network, or never answers', async () => {
    setScenario('getQueueLastCheck', { kind: 'network' });
    await expect(fetch(`${ORIGIN}/api/queue/get-last-check`)).rejects.toThrow();
    setScenario('*', { kind: 'timeout' });
    await expect(
      fetch(`${ORIGIN}/api/rss-feeds`, { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow();
  });

  it('applies `*` to every operation, a key overriding it', async () => {
    await withScenarios({ '*': { kind: 'error' }, getQueueLastCheck: { kind: 'ok' } }, async () => {
      expect((await rest('GET', '/api/rss-feeds')).status).toBe(500);
      expect((await rest('GET', '/api/queue/get-last-check')).status).toBe(200);
    });
    expect((await rest('GET', '/api/rss-feeds')).status).toBe(200);
  });
});
