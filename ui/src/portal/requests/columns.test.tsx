import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daysInQueueText, Observation, requestColumns, type RequestRow } from './columns';
import type { WaitEstimate } from '../wait-estimates/api';
import { AppThemeProvider } from '../../theme/ThemeProvider';

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

type Context = Parameters<typeof requestColumns>[1];

const cell = (
  key: Parameters<typeof requestColumns>[0][number],
  value: RequestRow = row,
  context: Context = {},
) =>
  render(
    <>{requestColumns([key], { now: new Date(2026, 10, 20), ...context })[0]!.render(value)}</>,
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
    // Performed or returned: out of the queue, whatever position the row still carries.
    expect(cell('posicao', { ...row, fir_status: 'EFETIVADO', fir_ordem_regulada: 12 })).toBe(
      'Não se aplica',
    );
    expect(cell('posicao', { ...row, fir_status: 'DEVOLVIDO', fir_ordem_regulada: 3 })).toBe(
      'Não se aplica',
    );
    expect(cell('posicao', { ...row, fir_status: 'AGENDADO', fir_ordem_regulada: 4 })).toBe('4º');
    expect(cell('data_solicitacao')).toBe('02/09/2026');
    expect(cell('data_agendamento')).toBe('Não Informado');
    expect(cell('data_execucao', { ...row, fir_data_atendimento: '2026-10-01' })).toBe(
      '01/10/2026',
    );
    expect(cell('unidade_reguladora')).toBe('Não Informado');
  });

  it('initials only, whatever the backend sent: never a name', () => {
    expect(cell('iniciais')).toBe('M. S. O.');
    expect(cell('iniciais', { ...row, fir_iniciais_nome: 'Maria da Silva Souza' })).toBe(
      'M. S. S.',
    );
    expect(cell('iniciais', { ...row, fir_iniciais_nome: ' ' })).toBe('Não Informado');
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

const cardiology: WaitEstimate = {
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  waiting: 40,
  cases: 68,
  median_days: 60,
  p90_days: 150,
  unavailable: null,
  by_priority: [
    { priority: 'P1', cases: null, median_days: null, p90_days: null, unavailable: 'FEW_CASES' },
    { priority: 'P3', cases: 40, median_days: 80, p90_days: 200, unavailable: null },
  ],
};

describe("'Tempo estimado'", () => {
  // Entered on 10/09/2026: 71 days in the queue on 20/11/2026.
  const estimateFor = () => cardiology;

  it("follows the procedure's figures and the row's own days in queue", () => {
    expect(cell('tempo_estimado_atendimento', row, { estimateFor })).toBe(
      '9 em 10 em até 150 dias',
    );
    expect(
      cell(
        'tempo_estimado_atendimento',
        { ...row, fir_data_entrada_fila: '2026-11-01' },
        {
          estimateFor,
        },
      ),
    ).toBe('Metade em até 60 dias; 9 em 10 em até 150 dias');
    // Waiting longer than 9 in 10 did: no time it has already passed.
    expect(
      cell(
        'tempo_estimado_atendimento',
        { ...row, fir_data_entrada_fila: '2024-08-21' },
        {
          estimateFor,
        },
      ),
    ).toBe('Já espera mais que 9 em cada 10 atendidos (150 dias)');
  });

  it('says when it is loading, unavailable, missing or not a waiting request', () => {
    expect(cell('tempo_estimado_atendimento', row, { estimateFor: () => 'loading' })).toBe(
      'Carregando...',
    );
    expect(cell('tempo_estimado_atendimento', row, { estimateFor: () => 'unavailable' })).toBe(
      'Estimativa indisponível',
    );
    expect(cell('tempo_estimado_atendimento', row)).toBe('Sem estimativa');
    expect(
      cell('tempo_estimado_atendimento', { ...row, fir_status: 'AGENDADO' }, { estimateFor }),
    ).toBe('Não se aplica');
  });

  it("adds 'estimativa, não é uma data marcada' where asked, under figures only", () => {
    expect(cell('tempo_estimado_atendimento', row, { estimateFor, estimateDisclaimer: true })).toBe(
      '9 em 10 em até 150 dias(estimativa, não é uma data marcada)',
    );
    expect(
      cell('tempo_estimado_atendimento', row, {
        estimateFor: () => ({ ...cardiology, median_days: null, p90_days: null }),
        estimateDisclaimer: true,
      }),
    ).toBe('Sem estimativa (poucos atendimentos)');
  });

  it("uses the figures of the request's own priority class when it has them", () => {
    // P3 has figures: 71 days waited, within its median of 80.
    expect(
      cell('tempo_estimado_atendimento', { ...row, fir_prioridade: 'P3' }, { estimateFor }),
    ).toBe('Prioritário: Metade em até 80 dias; 9 em 10 em até 200 dias');
    // P1 has too few cases: the procedure's, said to be of every class.
    expect(
      cell('tempo_estimado_atendimento', { ...row, fir_prioridade: 'P1' }, { estimateFor }),
    ).toBe('9 em 10 em até 150 dias (todas as prioridades)');
  });

  it("lists the classes under 'Por prioridade' where asked, the request's own marked", () => {
    const { container } = render(
      <AppThemeProvider>
        {requestColumns(['tempo_estimado_atendimento'], {
          now: new Date(2026, 10, 20),
          estimateFor,
          estimateDisclaimer: true,
          estimateByPriority: true,
          minCases: 20,
        })[0]!.render({ ...row, fir_prioridade: 'P1' })}
      </AppThemeProvider>,
    );
    expect(container.querySelector('summary')?.textContent).toBe('Por prioridade');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Emergência (a prioridade da sua solicitação): poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).',
      'Prioritário: metade em até 80 dias; 9 em cada 10, em até 200 dias. (40 atendidos)',
    ]);
    expect(container.querySelector('li.own')?.textContent).toMatch(/^Emergência/);
  });
});
