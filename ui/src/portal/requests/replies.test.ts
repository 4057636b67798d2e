import { describe, expect, it } from 'vitest';
import { checkReply, MALFORMED_REPLY } from '../../api/reply';
import { requestPageSchema } from './replies';

const row = {
  fir_id: 1,
  fir_fila_id: 77,
  fir_tipos_filas: 'CONSULTAS',
  fir_ordem_regulada: 12,
  fir_iniciais_nome: 'M. S. O.',
  fir_data_nascimento: null,
  fir_data_solicitacao: '2026-09-02',
  fir_cns: '7890',
  fir_procedimentos: 'CONSULTA EM CARDIOLOGIA',
  fir_status: 'SOLICITADO',
};

describe("the request lists' replies", () => {
  it('a page as the contract has it is data, its other fields kept', () => {
    const page = checkReply(requestPageSchema, { count: 1, rows: [row] });
    expect(page.rows[0]).toMatchObject(row);
  });

  it.each([
    ['no list', { count: 5, rows: null }],
    ['no count', { rows: [row] }],
    ['a count that is text', { count: 'a', rows: [row] }],
    ['a date that is a number', { count: 1, rows: [{ ...row, fir_data_solicitacao: 12 }] }],
    ['a row with only a status', { count: 1, rows: [{ fir_status: 1 }] }],
    ['an unknown status', { count: 1, rows: [{ ...row, fir_status: 'PERDIDO' }] }],
    ['null', null],
  ])('%s is a failed read, not data', (_, reply) => {
    expect(() => checkReply(requestPageSchema, reply)).toThrow(MALFORMED_REPLY);
  });
});
