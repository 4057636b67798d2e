import { SearchQueueDocument } from '@portal/contracts/generated/graphql/graphql';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { gql, login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const cardiology = {
  client: '3302858',
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  status: 'SOLICITADO' as const,
};

describe('public queue search', () => {
  it('pages the bucket in position order with the total, unregulated rows last', async () => {
    const first = (await gql(SearchQueueDocument, { ...cardiology, limit: 10 })).data.queue;
    expect(first.rows.map((r) => r.fir_ordem_regulada)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const all = (await gql(SearchQueueDocument, { ...cardiology, limit: 100, offset: 0 })).data
      .queue;
    const rest100 = (await gql(SearchQueueDocument, { ...cardiology, limit: 100, offset: 100 }))
      .data.queue;
    const positions = [...all.rows, ...rest100.rows].map((r) => r.fir_ordem_regulada);
    expect(positions.length).toBe(first.count);
    const regulated = positions.filter((p) => p > 0);
    expect(positions.slice(0, regulated.length)).toEqual(regulated);
  });

  it('answers initials and the last 4 CNS digits only', async () => {
    const { rows } = (await gql(SearchQueueDocument, { ...cardiology, limit: 100 })).data.queue;
    for (const row of rows) {
      expect(row.fir_iniciais_nome).toMatch(/^(\p{Lu}\. ?)+$/u);
      expect(row.fir_cns).toMatch(/^\d{4}$/);
    }
  });

  it('filters by health unit and answers nothing for an unknown client', async () => {
    const { rows, count } = (
      await gql(SearchQueueDocument, {
        ...cardiology,
        requestingUnithealth: 'UBS Chatuba',
        limit: 100,
      })
    ).data.queue;
    expect(count).toBeGreaterThan(0);
    expect(rows.every((r) => r.fir_nome_unidade_saude_solicitante === 'UBS Chatuba')).toBe(true);
    expect(
      (await gql(SearchQueueDocument, { ...cardiology, client: '0000000' })).data.queue,
    ).toEqual({ count: 0, rows: [] });
  });
});

describe('my requests', () => {
  it('answers the patient own rows, newest first, by period and status, with the full CNS', async () => {
    const token = await login('patient');
    const all = await rest(
      'GET',
      `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}&limit=10&offset=0`,
      { token },
    );
    expect(all.body.count).toBe(7);
    const dates = all.body.rows.map(
      (r: { fir_data_solicitacao: string }) => r.fir_data_solicitacao,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.rows[0].fir_cns).toBe('898001234567891');
    const year = dates[0].slice(0, 4);
    const ofYear = await rest(
      'GET',
      `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}&period=${year}&status=SOLICITADO`,
      { token },
    );
    expect(
      ofYear.body.rows.every((r: { fir_status: string }) => r.fir_status === 'SOLICITADO'),
    ).toBe(true);
    const negative = await rest(
      'GET',
      `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}&offset=-1`,
      { token },
    );
    expect(negative.status).toBe(400);
  });

  it('refuses another CPF, and asks for the CPF', async () => {
    const token = await login('patient');
    expect(
      (await rest('GET', `/api/queue/my-solicitations?cpf=${DEMO.firstVisit.cpf}`, { token }))
        .status,
    ).toBe(403);
    const missing = await rest('GET', '/api/queue/my-solicitations', { token });
    expect(missing.body.mensagem).toBe('O cpf é obrigatório para a busca de minhas solicitações');
  });
});
