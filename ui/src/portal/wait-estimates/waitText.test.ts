import { describe, expect, it } from 'vitest';
import type { WaitEstimate } from './api';
import { days, estimateSentence, rowEstimateText, waitingText } from './waitText';

const estimate = (median: number | null, p90: number | null, cases = 50): WaitEstimate => ({
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  waiting: 181,
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
