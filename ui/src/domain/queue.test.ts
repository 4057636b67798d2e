import { describe, expect, it } from 'vitest';
import {
  columnsForStatus,
  COLUMN_TITLES,
  isRegulated,
  pageOffset,
  statusesForService,
  statusLabel,
} from './queue';

describe('visible columns per status (portal-paciente.md §3)', () => {
  const scheduled = [
    'cns',
    'data_solicitacao',
    'data_agendamento',
    'data_execucao',
    'iniciais',
    'data_nascimento',
    'unidade_solicitante',
    'unidade_reguladora',
    'unidade_executante',
    'tempo_espera',
  ];
  it.each([
    [
      'SOLICITADO',
      [
        'posicao',
        'cns',
        'data_solicitacao',
        'iniciais',
        'data_nascimento',
        'tempo_estimado_atendimento',
        'unidade_solicitante',
        'tempo_espera',
      ],
    ],
    ['AGENDADO', scheduled],
    ['EFETIVADO', scheduled],
    ['PARCIALMENTE_ATENDIDO', scheduled],
    [
      'DEVOLVIDO',
      ['cns', 'data_solicitacao', 'iniciais', 'data_nascimento', 'unidade_solicitante'],
    ],
    [null, columnsForStatus('SOLICITADO')],
    ['DESCONHECIDO', columnsForStatus('SOLICITADO')],
  ])('%s', (status, expected) => {
    expect(columnsForStatus(status)).toEqual(expected);
  });

  it('titles the spec names', () => {
    expect(columnsForStatus('AGENDADO').map((c) => COLUMN_TITLES[c])).toEqual([
      'CNS',
      'Data da solicitação',
      'Data de agendamento',
      'Data de execução',
      'Cidadão (iniciais)',
      'Data de nascimento',
      'Unidade solicitante',
      'Unidade reguladora',
      'Unidade agendamento',
      'Dias na fila',
    ]);
    expect(COLUMN_TITLES.posicao).toBe('Posição');
  });
});

describe('status choices', () => {
  const statuses = [
    { name: 'Solicitado', value: 'SOLICITADO' },
    { name: 'Parcialmente atendido', value: 'PARCIALMENTE_ATENDIDO' },
    { name: 'Devolvido', value: 'DEVOLVIDO' },
  ];
  it.each([
    ['CONSULTAS', ['SOLICITADO', 'DEVOLVIDO']],
    ['consultas', ['SOLICITADO', 'DEVOLVIDO']],
    ['EXAMES', ['SOLICITADO', 'PARCIALMENTE_ATENDIDO', 'DEVOLVIDO']],
    [null, ['SOLICITADO', 'PARCIALMENTE_ATENDIDO', 'DEVOLVIDO']],
  ])('for service %s', (service, expected) => {
    expect(statusesForService(statuses, service).map((s) => s.value)).toEqual(expected);
  });

  it.each([
    ['SOLICITADO', 'Solicitado'],
    ['AGENDADO', 'Agendado'],
    ['EFETIVADO', 'Efetivado'],
    ['PARCIALMENTE_ATENDIDO', 'Parcialmente atendido'],
    ['DEVOLVIDO', 'Devolvido'],
    [null, 'Solicitado'],
    ['OUTRO', 'OUTRO'],
  ])('%s is displayed %s', (status, label) => expect(statusLabel(status)).toBe(label));
});

describe('queue constants', () => {
  it.each([
    [1, 0],
    [2, 10],
    [7, 60],
  ])('page %i starts at offset %i', (page, offset) => expect(pageOffset(page)).toBe(offset));

  it.each([
    [0, false],
    [null, false],
    [3, true],
  ])('position %s is regulated: %s', (position, expected) => {
    expect(isRegulated(position)).toBe(expected);
  });
});
