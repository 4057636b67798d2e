import { describe, expect, it } from 'vitest';
import { GetClientConfigurationDocument, SearchQueueDocument } from '../generated/graphql/graphql';
import { listGraphqlOperations, validateGraphqlResponse } from './graphql';

const query = SearchQueueDocument.toString();
const variables = { client: '3302858', status: 'SOLICITADO', procedure: 'X', service: 'CONSULTAS' };
const row = {
  fir_id: 1,
  fir_fila_id: 77,
  fir_tipos_filas: 'CONSULTAS',
  fir_codigo_cliente: '3302858',
  fir_ordem_regulada: 12,
  fir_iniciais_nome: 'M. S. O.',
  fir_data_nascimento: '1980-03-14',
  fir_data_solicitacao: '2026-09-02',
  fir_data_entrada_fila: null,
  fir_data_agendamento: null,
  fir_data_execucao: null,
  fir_data_atendimento: null,
  fir_dias_na_fila: 79,
  fir_cns: '3759',
  fir_procedimentos: 'CONSULTA EM CARDIOLOGIA',
  fir_prioridade: null,
  fir_nome_unidade_saude_solicitante: 'UBS Centro',
  fir_nome_unidade_saude_reguladora: null,
  fir_nome_unidade_saude_executante: null,
  fir_observacao: null,
  fir_status: 'SOLICITADO',
  tempo_espera: null,
};
const check = (body: unknown, extra: object = {}) =>
  validateGraphqlResponse({ query, variables, status: 200, body, ...extra });

describe('validateGraphqlResponse', () => {
  it('accepts a conforming answer', () => {
    expect(check({ data: { queue: { count: 1, rows: [row] } } })).toEqual([]);
  });

  it('reports a null non-null field', () => {
    expect(
      check({ data: { queue: { count: 1, rows: [{ ...row, fir_iniciais_nome: null }] } } }),
    ).toEqual([
      'GraphQL SearchQueue → 200: data.queue.rows[0].fir_iniciais_nome: Cannot return null for non-nullable field QueueRow.fir_iniciais_nome.',
    ]);
  });

  it('reports a missing nullable field, a coerced value and an unselected field', () => {
    const { fir_prioridade: _dropped, ...rest } = row;
    expect(
      check({ data: { queue: { count: 1, rows: [{ ...rest, fir_cns: 3759, extra: 1 }] } } }),
    ).toEqual([
      'GraphQL SearchQueue → 200: data.queue.rows[0].fir_cns is 3759, not a value of its type',
      'GraphQL SearchQueue → 200: data.queue.rows[0].fir_prioridade is missing (the operation selects it)',
      'GraphQL SearchQueue → 200: data.queue.rows[0].extra was not selected by the operation',
    ]);
  });

  it('reports a bad Int', () => {
    expect(check({ data: { queue: { count: 1.5, rows: [row] } } })).toEqual([
      'GraphQL SearchQueue → 200: data.queue.count: Int cannot represent non-integer value: 1.5',
    ]);
  });

  it('reports a bad enum value', () => {
    expect(
      check({ data: { queue: { count: 1, rows: [{ ...row, fir_status: 'ESPERANDO' }] } } }),
    ).toEqual([
      'GraphQL SearchQueue → 200: data.queue.rows[0].fir_status: Enum "QueueStatus" cannot represent value: "ESPERANDO"',
    ]);
  });

  it('reports server errors unless the step expects them', () => {
    const body = {
      data: null,
      errors: [{ message: 'Não autorizado', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    expect(check(body)).toContain(
      'GraphQL SearchQueue → 200: the server answered an error: Não autorizado',
    );
    expect(check(body, { expectErrors: true })).toEqual([]);
    expect(check({ data: { queue: { count: 0, rows: [] } } }, { expectErrors: true })).toEqual([
      'GraphQL SearchQueue → 200: expected GraphQL errors, got none',
    ]);
  });

  it('reports variables the operation rejects', () => {
    const problems = validateGraphqlResponse({
      query: GetClientConfigurationDocument.toString(),
      variables: {},
      status: 200,
      body: { data: { client_configurations_by_code: null } },
    });
    expect(problems.join('\n')).toMatch(
      /Variable "\$codeClient" of required type "String!" was not provided/,
    );
  });

  it('lists the stored operations with their root fields', () => {
    const ops = listGraphqlOperations();
    expect(ops.find((o) => o.name === 'SearchClientUser')).toMatchObject({
      kind: 'query',
      fields: ['search_client_user'],
    });
    expect(new Set(ops.map((o) => o.name)).size).toBe(ops.length);
  });
});
