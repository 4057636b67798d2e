import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daysInQueueText, Observation, requestColumns, type RequestRow } from './columns';
import { estimatedWait } from './estimate';

const row: RequestRow = {
  fir_id: 1,
  fir_tipos_filas: 'EXAMES',
  fir_ordem_regulada: 0,
  fir_iniciais_nome: 'M. S. O.',
  fir_data_solicitacao: '2026-09-02',
  fir_data_entrada_fila: '2026-09-10',
  fir_cns: '7890',
  fir_procedimentos: 'ULTRASSONOGRAFIA DE ABDOMEN TOTAL',
  fir_status: 'SOLICITADO',
  fir_observacao: null,
};

const cell = (key: Parameters<typeof requestColumns>[0][number], value: RequestRow = row) =>
  render(
    <>
      {requestColumns([key], { now: new Date(2026, 10, 20), minutesPerRequest: 60 })[0]!.render(
        value,
      )}
    </>,
  ).container.textContent;

describe('request cells', () => {
  it('description prefix, masked CNS, position, dates and "Não Informado"', () => {
    expect(cell('procedimento')).toBe('Ex - Ultrassonografia De Abdomen Total');
    expect(cell('procedimento', { ...row, fir_tipos_filas: 'CONSULTAS' })).toMatch(/^Cons - /);
    expect(cell('procedimento', { ...row, fir_tipos_filas: 'CIRURGIAS' })).toMatch(/^CIRURGIAS - /);
    expect(cell('cns')).toBe('***7890');
    expect(cell('cns', { ...row, fir_cns: '898001234567891' })).toBe('***7891');
    expect(cell('posicao')).toBe('Não regulado');
    expect(cell('posicao', { ...row, fir_ordem_regulada: 12 })).toBe('12º');
    expect(cell('data_solicitacao')).toBe('02/09/2026');
    expect(cell('data_agendamento')).toBe('Não Informado');
    expect(cell('data_execucao', { ...row, fir_data_atendimento: '2026-10-01' })).toBe(
      '01/10/2026',
    );
    expect(cell('unidade_reguladora')).toBe('Não Informado');
  });

  it('days in queue from the entry date to today', () => {
    expect(daysInQueueText(row, new Date(2026, 10, 20))).toBe('71 dias');
    expect(daysInQueueText({ ...row, fir_data_entrada_fila: null, fir_dias_na_fila: 1 })).toBe(
      '1 dia',
    );
    expect(daysInQueueText({ ...row, fir_data_entrada_fila: null, tempo_espera: '5 dias' })).toBe(
      '5 dias',
    );
  });

  it('observation split at each "info:" marker, any case', () => {
    const { container } = render(<Observation text="info: trazer exames INFO: jejum" />);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'trazer exames',
      'jejum',
    ]);
    expect(render(<Observation text="" />).container.textContent).toBe('Não Informado');
  });
});

describe('estimated wait', () => {
  it.each([
    [0, 60, null],
    [3, null, null],
    [1, 30, '≈ 30 minutos'],
    [1, 60, '≈ 1 hora'],
    [5, 60, '≈ 5 horas'],
    [25, 60, '≈ 2 dias'],
  ])('position %s × %s min → %s', (position, minutes, expected) => {
    expect(estimatedWait(position, minutes)).toBe(expected);
  });
});
