import { describe, expect, it } from 'vitest';
import type { PriorityEstimate, WaitEstimate } from './api';
import {
  casesText,
  days,
  estimateSentence,
  noClassText,
  priorityLine,
  rowEstimateText,
  waitingText,
} from './waitText';

const estimate = (
  median: number | null,
  p90: number | null,
  cases: number | null = 50,
  by_priority: PriorityEstimate[] = [],
): WaitEstimate => ({
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  waiting: 181,
  cases,
  median_days: median,
  p90_days: p90,
  unavailable: median === null ? 'FEW_CASES' : null,
  by_priority,
});

const ofClass = (
  priority: string | null,
  cases: number | null,
  median: number | null = null,
  p90: number | null = null,
): PriorityEstimate => ({
  priority,
  cases,
  median_days: median,
  p90_days: p90,
  unavailable: median === null ? 'FEW_CASES' : null,
});

describe('wait wording', () => {
  it('says the figures in plain words', () => {
    expect(estimateSentence(estimate(120, 300), 20)).toBe(
      'Metade dos pacientes foi atendida em até 120 dias; 9 em cada 10, em até 300 dias.',
    );
    expect(estimateSentence(estimate(1, 1), 20)).toBe(
      'Metade dos pacientes foi atendida em até 1 dia; 9 em cada 10, em até 1 dia.',
    );
    expect(estimateSentence(estimate(null, null, 12), 20)).toBe(
      'Ainda não há atendimentos suficientes para estimar a espera: foram 12 nos últimos 12 meses, e a estimativa precisa de pelo menos 20.',
    );
    expect(days(1500)).toBe('1.500 dias');
    expect(waitingText(1)).toBe('1 pessoa aguardando');
    expect(waitingText(181)).toBe('181 pessoas aguardando');
  });

  it.each([
    [0, 'Metade em até 120 dias; 9 em 10 em até 300 dias'],
    [120, 'Metade em até 120 dias; 9 em 10 em até 300 dias'],
    [121, '9 em 10 em até 300 dias'],
    [300, '9 em 10 em até 300 dias'],
    // The first patient of cardiology has waited 821 days: never a time shorter than that.
    [821, 'Já espera mais que 9 em cada 10 atendidos (300 dias)'],
    [null, 'Metade em até 120 dias; 9 em 10 em até 300 dias'],
  ])('a request that waited %s days: %s', (waited, text) => {
    expect(rowEstimateText(estimate(120, 300), waited)).toBe(text);
  });

  it('without figures, says so', () => {
    expect(rowEstimateText(estimate(null, null), 10)).toBe('Sem estimativa (poucos atendimentos)');
    expect(rowEstimateText(undefined, 10)).toBe('Sem estimativa');
  });
});

describe('counts under 5', () => {
  it("are written '< 5', never the number", () => {
    expect(waitingText(null)).toBe('< 5 pessoas aguardando');
    expect(waitingText(0)).toBe('0 pessoas aguardando');
    expect(casesText(null)).toBe('< 5 atendimentos');
    expect(casesText(1)).toBe('1 atendimento');
    expect(casesText(1200)).toBe('1.200 atendimentos');
    expect(estimateSentence(estimate(null, null, null), 20)).toBe(
      'Ainda não há atendimentos suficientes para estimar a espera: foram < 5 nos últimos 12 meses, e a estimativa precisa de pelo menos 20.',
    );
  });
});

describe('by priority class', () => {
  it('says a class with figures, and why another has none', () => {
    expect(priorityLine(ofClass('P3', 32, 70, 154), 20)).toBe(
      'Prioritário: metade em até 70 dias; 9 em cada 10, em até 154 dias.',
    );
    // 19 cases, or a count withheld (1 to 4): no figures, and why.
    expect(priorityLine(ofClass('P2', 19), 20)).toBe(
      'Urgência: poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).',
    );
    expect(priorityLine(ofClass('P1', null), 20)).toBe(
      'Emergência: poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).',
    );
    expect(priorityLine(ofClass(null, 0), 20)).toBe(
      'Sem classificação: poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).',
    );
  });

  it('says once that no class has figures', () => {
    const none = estimate(null, null, 11, [
      ofClass('P1', 0),
      ofClass('P3', 7),
      ofClass('P4', null),
    ]);
    expect(noClassText(none, 20)).toBe(
      'Sem estimativa por prioridade: nenhuma das classes (Emergência, Prioritário e Eletivo) teve 20 atendimentos nos últimos 12 meses.',
    );
    expect(noClassText(estimate(null, null, 11, [ofClass('P2', 11)]), 20)).toBe(
      'Sem estimativa por prioridade: a classe Urgência teve menos de 20 atendimentos nos últimos 12 meses.',
    );
  });

  it("gives a waiting request its class's figures, else the procedure's for every class", () => {
    const figures = estimate(120, 300, 60, [ofClass('P2', 20, 30, 60), ofClass('P4', 12)]);
    expect(rowEstimateText(figures, 10, 'P2')).toBe(
      'Urgência: Metade em até 30 dias; 9 em 10 em até 60 dias',
    );
    expect(rowEstimateText(figures, 45, ' P2 ')).toBe('Urgência: 9 em 10 em até 60 dias');
    expect(rowEstimateText(figures, 90, 'P2')).toBe(
      'Urgência: Já espera mais que 9 em cada 10 atendidos (60 dias)',
    );
    expect(rowEstimateText(figures, 10, 'P4')).toBe(
      'Metade em até 120 dias; 9 em 10 em até 300 dias (todas as prioridades)',
    );
    // No class on the request, or one the figures do not have: as before.
    expect(rowEstimateText(figures, 10, null)).toBe(
      'Metade em até 120 dias; 9 em 10 em até 300 dias',
    );
    expect(rowEstimateText(figures, 10, 'P1')).toBe(
      'Metade em até 120 dias; 9 em 10 em até 300 dias',
    );
  });
});
